import { describe, expect, it } from "vitest";
import { videoType } from "./video-player-island.tsx";

describe("videoType", () => {
  it("plays a .m3u8 playlist as HLS and anything else as MP4", () => {
    expect(videoType("/media/a/index.m3u8")).toBe("application/x-mpegURL");
    expect(videoType("https://cdn.example.com/live.M3U8?token=1")).toBe("application/x-mpegURL");
    expect(videoType("/static/video/demo.mp4")).toBe("video/mp4");
  });
});
