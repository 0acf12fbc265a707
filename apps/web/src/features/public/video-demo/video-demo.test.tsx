import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { VideoDemo } from "./video-demo.tsx";

vi.mock("@corp/player/video-player", () => ({
  VideoPlayer: (props: { src: string; type: string; lang: string }) => (
    <div data-testid="player" data-src={props.src} data-type={props.type} data-lang={props.lang} />
  ),
}));

const props = {
  src: "/static/media/hls/master.m3u8",
  type: "application/x-mpegURL",
  title: "HLS 自适应码流示例",
  poster: "/static/media/hls/poster.jpg",
  lang: "zh-cn",
  loading: "正在加载播放器…",
} as const;

describe("VideoDemo", () => {
  it("renders the poster in the 16:9 frame on the server, without the player", () => {
    const html = renderToString(<VideoDemo {...props} />);
    expect(html).toContain('class="video-demo__player"');
    expect(html).toContain('role="status" aria-label="正在加载播放器…"');
    expect(html).toContain('src="/static/media/hls/poster.jpg"');
    expect(html).not.toContain("<video");
  });

  it("loads the player in the browser and hands it the video", async () => {
    render(<VideoDemo {...props} />);
    const player = await screen.findByTestId("player");
    expect(player.dataset.src).toBe(props.src);
    expect(player.dataset.type).toBe("application/x-mpegURL");
    expect(player.dataset.lang).toBe("zh-cn");
    expect(screen.queryByRole("status")).toBeNull();
  });
});
