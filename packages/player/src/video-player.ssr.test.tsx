// @vitest-environment node
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";

describe("server rendering", () => {
  it("imports and renders without window or document", async () => {
    expect(typeof window).toBe("undefined");
    const { VideoPlayer } = await import("./video-player.tsx");
    const html = renderToString(
      <VideoPlayer src="/v/master.m3u8" type="application/x-mpegURL" title="演示" />,
    );
    expect(html).toContain("您的浏览器不支持Video标签。");
    expect(html).toContain('aria-label="演示"');
    expect(html).toContain("corp-player__bar");
  });
});
