// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { VideoPlayer } from "./video-player.tsx";

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, "canPlayType").mockReturnValue("maybe");
  vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(() => {});
  vi.spyOn(HTMLMediaElement.prototype, "load").mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const video = (container: HTMLElement) => {
  const element = container.querySelector("video");
  if (!element) throw new Error("no video");
  return element;
};
const player = () => screen.getByRole("region");
const media = (element: HTMLVideoElement, name: string) =>
  act(() => void element.dispatchEvent(new Event(name)));

describe("VideoPlayer", () => {
  it("renders the spec's defaults without taking focus", () => {
    const { container } = render(<VideoPlayer src="/a.mp4" />);
    const root = player();
    expect(root.style.width).toBe("800px");
    expect(root.style.height).toBe("450px");
    expect(root.style.getPropertyValue("--corp-player-color")).toBe("#409eff");
    expect(video(container).textContent).toBe("您的浏览器不支持Video标签。");
    expect(video(container).getAttribute("preload")).toBe("auto");
    expect(video(container).volume).toBeCloseTo(0.3);
    expect(document.activeElement).toBe(document.body);
    expect(screen.getByRole("button", { name: "播放" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "播放速度 倍速" })).toBeTruthy();
  });

  it("follows real media events for the play button label", () => {
    const { container } = render(<VideoPlayer src="/a.mp4" />);
    media(video(container), "canplay");
    media(video(container), "play");
    expect(screen.getByRole("button", { name: "暂停" })).toBeTruthy();
    media(video(container), "ended");
    expect(screen.getAllByRole("button", { name: "重新播放" }).length).toBeGreaterThan(0);
  });

  it("calls the event props with the native events", () => {
    const onPlay = vi.fn();
    const onTimeupdate = vi.fn();
    const { container } = render(<VideoPlayer src="/a.mp4" onPlay={onPlay} onTimeupdate={onTimeupdate} />);
    media(video(container), "play");
    media(video(container), "timeupdate");
    expect(onPlay).toHaveBeenCalledWith(expect.any(Event));
    expect(onTimeupdate).toHaveBeenCalledTimes(1);
  });

  it("shows the waiting and error overlays; clicking the error retries", () => {
    const { container } = render(<VideoPlayer src="/a.mp4" />);
    media(video(container), "waiting");
    expect(screen.getByText("正在缓冲...")).toBeTruthy();
    media(video(container), "error");
    fireEvent.click(screen.getByRole("button", { name: /请求错误/ }));
    expect(screen.queryByText("请求错误")).toBeNull();
  });

  it("keeps the poster visible behind the start overlay", () => {
    const { container, rerender } = render(<VideoPlayer src="/a.mp4" />);
    expect(container.querySelector(".corp-player__loading--opaque")).not.toBeNull();
    rerender(<VideoPlayer src="/a.mp4" poster="/p.jpg" />);
    media(video(container), "loadstart");
    expect(container.querySelector(".corp-player__loading--start")).not.toBeNull();
    expect(container.querySelector(".corp-player__loading--opaque")).toBeNull();
  });

  it("speed menu: keyboard operable, returns focus, applies the rate", () => {
    const { container } = render(<VideoPlayer src="/a.mp4" />);
    const button = screen.getByRole("button", { name: /^播放速度/ });
    fireEvent.click(button);
    const menu = screen.getByRole("menu");
    expect(document.activeElement?.textContent).toBe("1.0x");
    fireEvent.keyDown(menu, { key: "ArrowUp" });
    expect(document.activeElement?.textContent).toBe("1.25x");
    fireEvent.keyDown(menu, { key: "Escape" });
    expect(screen.queryByRole("menu")).toBeNull();
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    fireEvent.click(screen.getByRole("menuitemradio", { name: "1.5x" }));
    expect(document.activeElement).toBe(button);
    expect(button.textContent).toBe("1.5x");
    expect(video(container).playbackRate).toBe(1.5);
  });

  it("settings switches report mirror, loop and light-off changes", () => {
    const onMirrorChange = vi.fn();
    const onLoopChange = vi.fn();
    const onLightOffChange = vi.fn();
    const { container } = render(
      <VideoPlayer
        src="/a.mp4"
        onMirrorChange={onMirrorChange}
        onLoopChange={onLoopChange}
        onLightOffChange={onLightOffChange}
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: "设置" }));
    fireEvent.click(screen.getByRole("menuitemcheckbox", { name: "镜像画面" }));
    fireEvent.click(screen.getByRole("menuitemcheckbox", { name: "循环播放" }));
    fireEvent.click(screen.getByRole("menuitemcheckbox", { name: "关灯模式" }));
    expect(onMirrorChange).toHaveBeenCalledWith(true);
    expect(onLoopChange).toHaveBeenCalledWith(true);
    expect(onLightOffChange).toHaveBeenCalledWith(true);
    expect(video(container).classList.contains("corp-player__video--mirror")).toBe(true);
    expect(video(container).loop).toBe(true);
    expect(document.querySelector(".corp-player-lightoff")).not.toBeNull();
  });

  it("hotkeys act on the focused player only and never take Tab", () => {
    render(<VideoPlayer src="/a.mp4" />);
    const root = player();
    root.focus();
    fireEvent.keyDown(root, { key: "ArrowUp" });
    expect(screen.getByText("音量 40%")).toBeTruthy();
    const tab = new KeyboardEvent("keydown", { key: "Tab", bubbles: true, cancelable: true });
    root.dispatchEvent(tab);
    expect(tab.defaultPrevented).toBe(false);
    fireEvent.keyDown(root, { key: "Escape" });
  });

  it("mute button label follows state and unmutes at 0 to 5 %", () => {
    const { container } = render(<VideoPlayer src="/a.mp4" volume={0} />);
    const button = screen.getByRole("button", { name: "取消静音" });
    fireEvent.click(button);
    expect(video(container).volume).toBeCloseTo(0.05);
    expect(screen.getByRole("button", { name: "静音" })).toBeTruthy();
    expect(
      container.querySelector('[role="slider"][aria-label="音量"]')?.getAttribute("aria-valuetext"),
    ).toBe("5%");
  });

  it("progress slider carries a spoken value text", () => {
    render(<VideoPlayer src="/a.mp4" />);
    expect(screen.getByRole("slider", { name: "播放进度" }).getAttribute("aria-valuetext")).toBe(
      "0 分 00 秒 / 0 分 00 秒",
    );
  });

  it("context menu stays 130 px from the right edge and opens the dialogs", () => {
    render(<VideoPlayer src="/a.mp4" />);
    const root = player();
    vi.spyOn(root, "getBoundingClientRect").mockReturnValue(
      DOMRect.fromRect({ x: 0, y: 0, width: 800, height: 450 }),
    );
    fireEvent.contextMenu(root, { clientX: 790, clientY: 20 });
    const menu = screen.getByRole("menu");
    expect(menu.style.left).toBe("670px");
    expect(screen.getByText("版本：1.3.2")).toBeTruthy();
    fireEvent.click(screen.getByRole("menuitem", { name: "视频色彩调整" }));
    expect(screen.getByRole("dialog", { name: "视频色彩调整" })).toBeTruthy();
    const [saturation] = screen.getAllByRole("slider").filter((el) => el.tagName === "INPUT");
    if (!saturation) throw new Error("no slider");
    fireEvent.change(saturation, { target: { value: "200" } });
    expect(document.querySelector("video")?.style.filter).toBe(
      "saturate(200%) brightness(100%) contrast(100%)",
    );
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(root);
  });

  it("speaks English with lang en", () => {
    render(<VideoPlayer src="/a.mp4" lang="en" />);
    expect(screen.getByRole("button", { name: "Play" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Playback speed Speed" })).toBeTruthy();
    expect(screen.getByRole("slider", { name: "Playback position" }).getAttribute("aria-valuetext")).toBe(
      "0 min 00 s of 0 min 00 s",
    );
  });

  it("follows prop changes after mount", () => {
    const { container, rerender } = render(<VideoPlayer src="/a.mp4" />);
    rerender(<VideoPlayer src="/a.mp4" mirror ligthOff volume={0.8} width={640} webFullScreen />);
    expect(video(container).classList.contains("corp-player__video--mirror")).toBe(true);
    expect(document.querySelector(".corp-player-lightoff")).not.toBeNull();
    expect(video(container).volume).toBeCloseTo(0.8);
    expect(player().style.width).toBe("640px");
    expect(player().classList.contains("corp-player--web-fullscreen")).toBe(true);
    rerender(<VideoPlayer src="/a.mp4" lightOff={false} ligthOff />);
    expect(document.querySelector(".corp-player-lightoff")).toBeNull();
  });

  it("hides buttons left out of controlBtns and the whole bar without control", () => {
    const { rerender } = render(<VideoPlayer src="/a.mp4" controlBtns={["volume"]} />);
    expect(screen.queryByRole("button", { name: "设置" })).toBeNull();
    expect(screen.getByRole("button", { name: "静音" })).toBeTruthy();
    rerender(<VideoPlayer src="/a.mp4" control={false} />);
    expect(screen.queryByRole("slider", { name: "播放进度" })).toBeNull();
  });

  it("uses the native controls on touch devices", () => {
    vi.spyOn(window, "matchMedia").mockImplementation(
      (query: string) =>
        ({
          matches: true,
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    const { container } = render(<VideoPlayer src="/a.mp4" />);
    expect(video(container).controls).toBe(true);
    expect(screen.queryByRole("slider")).toBeNull();
    expect(player().hasAttribute("tabindex")).toBe(false);
  });
});
