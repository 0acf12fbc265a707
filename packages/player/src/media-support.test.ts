import { describe, expect, it } from "vitest";
import { chooseEngine, isHlsSource, type PlatformMedia, unsupportedFormatMessage } from "./media-support.ts";

const platform = (answers: Record<string, string>, mediaSource: boolean): PlatformMedia => ({
  canPlayType: (type) => answers[type] ?? "",
  mediaSource,
});

describe("isHlsSource", () => {
  it("recognises HLS by type or by a .m3u8 path", () => {
    expect(isHlsSource("/v/a.mp4", "application/x-mpegURL")).toBe(true);
    expect(isHlsSource("/v/a", "application/vnd.apple.mpegurl")).toBe(true);
    expect(isHlsSource("/v/master.m3u8?token=1", "video/mp4")).toBe(true);
    expect(isHlsSource("/v/a.mp4?x=.m3u8", "video/mp4")).toBe(false);
  });
});

describe("chooseEngine", () => {
  it("plays MP4 natively", () => {
    expect(chooseEngine("/a.mp4", "video/mp4", platform({ "video/mp4": "maybe" }, true))).toBe("native");
  });
  it("uses hls.js for HLS wherever Media Source works, even when the browser claims HLS", () => {
    const chromium = platform({ "application/vnd.apple.mpegurl": "maybe" }, true);
    expect(chooseEngine("/a.m3u8", "application/x-mpegURL", chromium)).toBe("hls.js");
  });
  it("falls back to the platform's HLS without Media Source (older iPhone)", () => {
    const iphone = platform({ "application/vnd.apple.mpegurl": "maybe" }, false);
    expect(chooseEngine("/a.m3u8", "application/x-mpegURL", iphone)).toBe("native");
  });
  it("reports unsupported formats", () => {
    expect(chooseEngine("/a.m3u8", "application/x-mpegURL", platform({}, false))).toBe("unsupported");
    expect(chooseEngine("/a.mkv", "video/x-matroska", platform({}, true))).toBe("unsupported");
    expect(unsupportedFormatMessage("video/x-matroska")).toMatch(/not supported.*type parameter/);
  });
});
