import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { initialPlayerState, type MediaSnapshot } from "./player-machine.ts";
import { createPlayerRuntime, type MediaPort } from "./player-runtime.ts";

function fakePort(over: Partial<MediaPort> = {}) {
  const media: MediaSnapshot = { currentTime: 30, duration: 100, paused: true, readyState: 4 };
  const port = {
    snapshot: () => media,
    play: vi.fn<MediaPort["play"]>(() => Promise.resolve()),
    pause: vi.fn(),
    seek: vi.fn(),
    applyVolume: vi.fn(),
    applyRate: vi.fn(),
    reload: vi.fn(),
    requestFullScreen: vi.fn(),
    exitFullScreen: vi.fn(),
    settingChanged: vi.fn(),
    ...over,
  };
  return { port, media };
}

const PROPS = {
  autoPlay: false,
  volume: 0.3,
  muted: false,
  mirror: false,
  loop: false,
  lightOff: false,
  webFullScreen: false,
};

function setup(over: Partial<MediaPort> = {}, props = PROPS) {
  const { port, media } = fakePort(over);
  const runtime = createPlayerRuntime(initialPlayerState(props), () => port);
  return { runtime, port, media };
}

/** Puts the runtime in the playing state through real media events. */
function startPlaying(runtime: ReturnType<typeof setup>["runtime"]) {
  runtime.send({ type: "media", name: "play" });
  runtime.send({ type: "media", name: "playing" });
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("player runtime timers", () => {
  it("hides the controls 2500 ms after the last activity while playing", () => {
    const { runtime } = setup();
    startPlaying(runtime);
    vi.advanceTimersByTime(2000);
    runtime.send({ type: "activity" });
    vi.advanceTimersByTime(2499);
    expect(runtime.getState().controlsVisible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(runtime.getState().controlsVisible).toBe(false);
    runtime.send({ type: "activity" });
    expect(runtime.getState().controlsVisible).toBe(true);
  });

  it("never hides the controls while paused", () => {
    const { runtime } = setup();
    startPlaying(runtime);
    runtime.send({ type: "media", name: "pause" });
    vi.advanceTimersByTime(10_000);
    expect(runtime.getState().controlsVisible).toBe(true);
  });

  it("keeps the controls while held and hides them 2500 ms after release", () => {
    const { runtime } = setup();
    startPlaying(runtime);
    runtime.send({ type: "holdControls", held: true });
    vi.advanceTimersByTime(5000);
    expect(runtime.getState().controlsVisible).toBe(true);
    runtime.send({ type: "holdControls", held: false });
    vi.advanceTimersByTime(2500);
    expect(runtime.getState().controlsVisible).toBe(false);
  });

  it("shows the volume overlay for 500 ms after the last change", () => {
    const { runtime, port } = setup();
    runtime.send({ type: "keyDown", hotkey: "volumeUp", repeat: false });
    expect(port.applyVolume).toHaveBeenLastCalledWith(0.4, false);
    vi.advanceTimersByTime(300);
    runtime.send({ type: "keyDown", hotkey: "volumeUp", repeat: false });
    vi.advanceTimersByTime(499);
    expect(runtime.getState().status).toBe("volume");
    vi.advanceTimersByTime(1);
    expect(runtime.getState().status).toBe("none");
    expect(runtime.getState().volume).toBe(0.5);
  });

  it("enters 5x after a 500 ms press of right and restores the chosen speed on release", () => {
    const { runtime, port } = setup();
    startPlaying(runtime);
    runtime.send({ type: "setSpeed", speed: 1.5 });
    runtime.send({ type: "keyDown", hotkey: "seekForward", repeat: false });
    vi.advanceTimersByTime(250);
    runtime.send({ type: "keyDown", hotkey: "seekForward", repeat: true });
    vi.advanceTimersByTime(249);
    expect(runtime.getState().fastPlay).toBe(false);
    vi.advanceTimersByTime(1);
    expect(runtime.getState()).toMatchObject({ fastPlay: true, status: "fastPlay" });
    expect(port.applyRate).toHaveBeenLastCalledWith(5);
    vi.advanceTimersByTime(3000);
    expect(runtime.getState().fastPlay).toBe(true);
    runtime.send({ type: "keyUp", hotkey: "seekForward" });
    expect(port.applyRate).toHaveBeenLastCalledWith(1.5);
    expect(port.seek).not.toHaveBeenCalled();
    expect(runtime.getState()).toMatchObject({ fastPlay: false, status: "none" });
  });

  it("a short press of right seeks 10 s and never enters 5x", () => {
    const { runtime, port } = setup();
    runtime.send({ type: "keyDown", hotkey: "seekForward", repeat: false });
    vi.advanceTimersByTime(200);
    runtime.send({ type: "keyUp", hotkey: "seekForward" });
    expect(port.seek).toHaveBeenCalledWith(40);
    vi.advanceTimersByTime(1000);
    expect(runtime.getState().fastPlay).toBe(false);
    expect(port.applyRate).not.toHaveBeenCalledWith(5);
  });

  it("retries a failed play() once after 200 ms, then shows the error", async () => {
    const failure = Object.assign(new Error("no source"), { name: "NotSupportedError" });
    const { runtime, port } = setup({ play: vi.fn(() => Promise.reject(failure)) });
    runtime.send({ type: "togglePlay" });
    await vi.advanceTimersByTimeAsync(0);
    expect(port.reload).toHaveBeenCalledTimes(1);
    expect(runtime.getState().retry).toBe("retrying");
    await vi.advanceTimersByTimeAsync(199);
    expect(port.play).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(port.play).toHaveBeenCalledTimes(2);
    expect(runtime.getState()).toMatchObject({ playButton: "replay", loading: "error", retry: "idle" });
  });

  it("a retry that succeeds ends in the playing state", async () => {
    const failure = Object.assign(new Error("x"), { name: "NotSupportedError" });
    const play = vi.fn<MediaPort["play"]>().mockRejectedValueOnce(failure).mockResolvedValue(undefined);
    const { runtime } = setup({ play });
    runtime.send({ type: "togglePlay" });
    await vi.advanceTimersByTimeAsync(200);
    startPlaying(runtime);
    expect(runtime.getState()).toMatchObject({ playButton: "pause", loading: "none", retry: "idle" });
  });

  it("a play() that throws synchronously is handled like a rejection", () => {
    const { runtime, port } = setup({
      play: vi.fn(() => {
        throw Object.assign(new Error("x"), { name: "InvalidStateError" });
      }),
    });
    runtime.send({ type: "togglePlay" });
    expect(port.reload).toHaveBeenCalled();
  });

  it("autoplay refused: the play button, no reload, no error", async () => {
    const refusal = Object.assign(new Error("gesture"), { name: "NotAllowedError" });
    const { runtime, port } = setup(
      { play: vi.fn(() => Promise.reject(refusal)) },
      { ...PROPS, autoPlay: true },
    );
    expect(runtime.getState().playButton).toBe("pause");
    runtime.send({ type: "media", name: "canplay" });
    await vi.advanceTimersByTimeAsync(500);
    expect(port.reload).not.toHaveBeenCalled();
    expect(runtime.getState()).toMatchObject({ playButton: "play", loading: "none" });
  });

  it("notifies subscribers on state changes only and stops timers on dispose", () => {
    const { runtime } = setup();
    const listener = vi.fn();
    const unsubscribe = runtime.subscribe(listener);
    runtime.send({ type: "activity" });
    expect(listener).not.toHaveBeenCalled();
    startPlaying(runtime);
    expect(listener).toHaveBeenCalled();
    runtime.dispose();
    vi.advanceTimersByTime(5000);
    expect(runtime.getState().controlsVisible).toBe(true);
    unsubscribe();
  });

  it("runs the remaining effects against the port", () => {
    const { runtime, port } = setup();
    runtime.send({ type: "toggleFullScreen" });
    expect(port.requestFullScreen).toHaveBeenCalled();
    runtime.send({ type: "fullScreenChanged", active: true });
    runtime.send({ type: "keyDown", hotkey: "escape", repeat: false });
    expect(port.exitFullScreen).toHaveBeenCalled();
    runtime.send({ type: "toggleSetting", setting: "loop" });
    expect(port.settingChanged).toHaveBeenCalledWith("loop", true);
    startPlaying(runtime);
    runtime.send({ type: "togglePlay" });
    expect(port.pause).toHaveBeenCalled();
  });

  it("works without a port (before mount) and queues nothing", () => {
    const runtime = createPlayerRuntime(initialPlayerState(PROPS), () => null);
    runtime.send({ type: "togglePlay" });
    runtime.send({ type: "media", name: "playing" });
    expect(runtime.getState().playButton).toBe("pause");
  });
});
