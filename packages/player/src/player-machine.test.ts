import { describe, expect, it } from "vitest";
import {
  clampVolume,
  hotkeyFor,
  initialPlayerState,
  type MediaSnapshot,
  type PlayerEvent,
  type PlayerState,
  type SyncedProps,
  seekBackTarget,
  seekForwardTarget,
  stepVolume,
  transition,
} from "./player-machine.ts";

const PROPS: SyncedProps = {
  autoPlay: false,
  volume: 0.3,
  muted: false,
  mirror: false,
  loop: false,
  lightOff: false,
  webFullScreen: false,
};
const media = (over: Partial<MediaSnapshot> = {}): MediaSnapshot => ({
  currentTime: 30,
  duration: 100,
  paused: true,
  readyState: 4,
  ...over,
});
const state = (over: Partial<PlayerState> = {}): PlayerState => ({ ...initialPlayerState(PROPS), ...over });
const playing = (over: Partial<PlayerState> = {}) =>
  state({ playButton: "pause", intent: "play", loading: "none", ...over });
const run = (s: PlayerState, event: PlayerEvent, m: MediaSnapshot = media()) => transition(s, event, m);
const key = (hotkey: ReturnType<typeof hotkeyFor> & string, repeat = false): PlayerEvent => ({
  type: "keyDown",
  hotkey,
  repeat,
});

describe("initial state", () => {
  it("starts with the play button and the start overlay", () => {
    const s = initialPlayerState(PROPS);
    expect(s).toMatchObject({ playButton: "play", intent: "pause", loading: "loadstart", volume: 0.3 });
    expect(s.controlsVisible).toBe(true);
  });
  it("starts as pause with autoPlay (SPEC §4)", () => {
    expect(initialPlayerState({ ...PROPS, autoPlay: true })).toMatchObject({
      playButton: "pause",
      intent: "play",
    });
  });
  it("clamps the volume prop and takes the other synced props", () => {
    const s = initialPlayerState({
      ...PROPS,
      volume: 7,
      muted: true,
      mirror: true,
      loop: true,
      lightOff: true,
    });
    expect(s).toMatchObject({ volume: 1, muted: true, mirror: true, loop: true, lightOff: true });
  });
});

describe("play button", () => {
  it("user play from play asks the media to play without flipping the button early", () => {
    const t = run(state({ loading: "none" }), { type: "togglePlay" });
    expect(t.effects).toEqual([{ type: "play" }]);
    expect(t.state.playButton).toBe("play");
    expect(t.state.intent).toBe("play");
  });
  it("the media's play event turns the button to pause and schedules the bar to hide", () => {
    const t = run(state({ loading: "none" }), { type: "media", name: "play" });
    expect(t.state.playButton).toBe("pause");
    expect(t.effects).toContainEqual({ type: "startTimer", timer: "hideControls", ms: 2500 });
  });
  it("user pause from pause pauses the media", () => {
    const t = run(playing(), { type: "togglePlay" });
    expect(t.effects).toEqual([{ type: "pause" }]);
    expect(t.state.intent).toBe("pause");
  });
  it("the media's pause event turns the button to play and shows the bar", () => {
    const t = run(playing({ controlsVisible: false }), { type: "media", name: "pause" });
    expect(t.state).toMatchObject({ playButton: "play", intent: "pause", controlsVisible: true });
    expect(t.effects).toContainEqual({ type: "cancelTimer", timer: "hideControls" });
  });
  it("ended goes to replay with the replay prompt", () => {
    const t = run(playing(), { type: "media", name: "ended" });
    expect(t.state).toMatchObject({ playButton: "replay", loading: "ended", intent: "pause" });
  });
  it("a pause event after replay keeps replay", () => {
    const s = state({ playButton: "replay", loading: "ended" });
    expect(run(s, { type: "media", name: "pause" }).state.playButton).toBe("replay");
  });
  it("replay plays again and the play event clears the ended prompt", () => {
    const s = state({ playButton: "replay", loading: "ended" });
    expect(run(s, { type: "togglePlay" }).effects).toEqual([{ type: "play" }]);
    expect(run(s, { type: "media", name: "play" }).state).toMatchObject({
      playButton: "pause",
      loading: "none",
    });
  });
  it("error goes to replay with the error prompt", () => {
    const t = run(playing(), { type: "media", name: "error" });
    expect(t.state).toMatchObject({ playButton: "replay", loading: "error", controlsVisible: true });
  });
  it("playing clears the overlay and any pending retry", () => {
    const t = run(state({ loading: "waiting", retry: "retrying" }), { type: "media", name: "playing" });
    expect(t.state).toMatchObject({ playButton: "pause", loading: "none", retry: "idle" });
    expect(t.effects).toContainEqual({ type: "cancelTimer", timer: "retryPlay" });
  });
});

describe("canplay", () => {
  it("plays when the user or autoPlay wants playback and the media is paused", () => {
    const t = run(state({ intent: "play", playButton: "pause" }), { type: "media", name: "canplay" });
    expect(t.effects).toEqual([{ type: "play" }]);
    expect(t.state.loading).toBe("none");
  });
  it("does nothing when paused by the user", () => {
    expect(run(state(), { type: "media", name: "canplay" }).effects).toEqual([]);
  });
  it("does not call play() again while already playing", () => {
    expect(run(playing(), { type: "media", name: "canplay" }, media({ paused: false })).effects).toEqual([]);
  });
  it("keeps the ended and error prompts", () => {
    expect(run(state({ loading: "ended" }), { type: "media", name: "canplay" }).state.loading).toBe("ended");
    expect(run(state({ loading: "error" }), { type: "media", name: "canplay" }).state.loading).toBe("error");
  });
});

describe("loading state follows the latest media event", () => {
  it.each([
    ["loadstart", "loadstart"],
    ["waiting", "waiting"],
    ["ended", "ended"],
    ["error", "error"],
  ] as const)("%s shows the %s overlay", (name, loading) => {
    expect(run(playing(), { type: "media", name }).state.loading).toBe(loading);
  });
  it("stalled shows the error prompt only when the media is starving", () => {
    expect(run(playing(), { type: "media", name: "stalled" }, media({ readyState: 2 })).state.loading).toBe(
      "stalled",
    );
    expect(run(playing(), { type: "media", name: "stalled" }, media({ readyState: 4 })).state.loading).toBe(
      "none",
    );
  });
  it.each(["loadeddata", "seeked"] as const)("%s clears buffering but not ended or error", (name) => {
    expect(run(playing({ loading: "waiting" }), { type: "media", name }).state.loading).toBe("none");
    expect(run(state({ loading: "ended" }), { type: "media", name }).state.loading).toBe("ended");
  });
  it("suspend right after loadstart (preload none) shows the poster instead of a spinner", () => {
    expect(run(state(), { type: "media", name: "suspend" }).state.loading).toBe("none");
    expect(run(playing({ loading: "waiting" }), { type: "media", name: "suspend" }).state.loading).toBe(
      "waiting",
    );
  });
  it("loadedmetadata re-applies the chosen rate and the start offset once", () => {
    const t = run(state({ speed: 1.5, pendingSeek: 12 }), { type: "media", name: "loadedmetadata" });
    expect(t.effects).toEqual([
      { type: "applyRate", rate: 1.5 },
      { type: "seek", time: 12 },
    ]);
    expect(t.state.pendingSeek).toBe(0);
    expect(run(state({ fastPlay: true }), { type: "media", name: "loadedmetadata" }).effects).toEqual([
      { type: "applyRate", rate: 5 },
    ]);
  });
});

describe("source change", () => {
  it("resets to the start state and remembers the start offset", () => {
    const t = run(playing({ fastPlay: true, retry: "retrying", loading: "error" }), {
      type: "sourceChanged",
      startAt: 7,
    });
    expect(t.state).toMatchObject({
      playButton: "play",
      loading: "loadstart",
      retry: "idle",
      fastPlay: false,
    });
    expect(t.state.pendingSeek).toBe(7);
  });
  it("with autoPlay starts as pause and wants to play", () => {
    const t = run(state({ autoPlay: true }), { type: "sourceChanged", startAt: -3 });
    expect(t.state).toMatchObject({ playButton: "pause", intent: "play", pendingSeek: 0 });
  });
});

describe("play failure", () => {
  it("first failure reloads and retries after 200 ms", () => {
    const t = run(
      state({ intent: "play" }),
      { type: "playRejected", errorName: "NotSupportedError" },
      media({ currentTime: 4 }),
    );
    expect(t.state).toMatchObject({ retry: "retrying", pendingSeek: 4 });
    expect(t.effects).toEqual([{ type: "reload" }, { type: "startTimer", timer: "retryPlay", ms: 200 }]);
  });
  it("the retry timer plays again", () => {
    expect(run(state({ retry: "retrying" }), { type: "timer", timer: "retryPlay" }).effects).toEqual([
      { type: "play" },
    ]);
    expect(run(state(), { type: "timer", timer: "retryPlay" }).effects).toEqual([]);
  });
  it("a second failure goes to replay with the error overlay", () => {
    const t = run(state({ retry: "retrying" }), { type: "playRejected", errorName: "NotSupportedError" });
    expect(t.state).toMatchObject({ playButton: "replay", loading: "error", retry: "idle" });
  });
  it("an autoplay refusal shows the play button, not an error", () => {
    const t = run(state({ autoPlay: true, playButton: "pause", intent: "play" }), {
      type: "playRejected",
      errorName: "NotAllowedError",
    });
    expect(t.state).toMatchObject({ playButton: "play", intent: "pause", loading: "loadstart" });
    expect(t.effects).toEqual([]);
  });
  it("an interrupted play() (AbortError) is ignored", () => {
    const s = state({ intent: "play" });
    expect(run(s, { type: "playRejected", errorName: "AbortError" })).toEqual({ state: s, effects: [] });
  });
  it("clicking the error prompt reloads at the same position and plays when ready", () => {
    const t = run(
      state({ loading: "error", playButton: "replay" }),
      { type: "retry" },
      media({ currentTime: 9 }),
    );
    expect(t.state).toMatchObject({ intent: "play", loading: "loadstart", pendingSeek: 9, retry: "idle" });
    expect(t.effects).toContainEqual({ type: "reload" });
  });
  it("the play button after an error retries as well", () => {
    const t = run(state({ loading: "error", playButton: "replay" }), { type: "togglePlay" });
    expect(t.effects).toContainEqual({ type: "reload" });
  });
});

describe("controls auto-hide", () => {
  it("activity shows the bar and restarts the 2500 ms timer while playing", () => {
    const t = run(playing({ controlsVisible: false }), { type: "activity" });
    expect(t.state.controlsVisible).toBe(true);
    expect(t.effects).toEqual([{ type: "startTimer", timer: "hideControls", ms: 2500 }]);
  });
  it("activity while paused cancels the timer", () => {
    expect(run(state(), { type: "activity" }).effects).toEqual([
      { type: "cancelTimer", timer: "hideControls" },
    ]);
  });
  it("the timer hides the bar while playing, never while paused or held", () => {
    expect(run(playing(), { type: "timer", timer: "hideControls" }).state.controlsVisible).toBe(false);
    expect(run(state(), { type: "timer", timer: "hideControls" }).state.controlsVisible).toBe(true);
    expect(
      run(playing({ controlsHeld: true }), { type: "timer", timer: "hideControls" }).state.controlsVisible,
    ).toBe(true);
  });
  it("holding the bar cancels the timer; letting go restarts it", () => {
    expect(run(playing(), { type: "holdControls", held: true }).effects).toEqual([
      { type: "cancelTimer", timer: "hideControls" },
    ]);
    const released = run(playing({ controlsHeld: true }), { type: "holdControls", held: false });
    expect(released.state.controlsHeld).toBe(false);
    expect(released.effects).toEqual([{ type: "startTimer", timer: "hideControls", ms: 2500 }]);
  });
});

describe("volume", () => {
  it("clamps to 0..1", () => {
    expect(clampVolume(-1)).toBe(0);
    expect(clampVolume(1.7)).toBe(1);
    expect(clampVolume(Number.NaN)).toBe(0);
    expect(clampVolume(0.456)).toBe(0.46);
  });
  it("steps by 0.1 on the grid without drift", () => {
    expect(stepVolume(0.3, 1)).toBe(0.4);
    expect(stepVolume(0.95, 1)).toBe(1);
    expect(stepVolume(0.05, -1)).toBe(0);
    expect(stepVolume(0.7, -1)).toBe(0.6);
  });
  it("setting the volume applies it, unmutes and shows the 500 ms overlay", () => {
    const t = run(state({ muted: true }), { type: "setVolume", volume: 0.8 });
    expect(t.state).toMatchObject({ volume: 0.8, muted: false, status: "volume" });
    expect(t.effects).toEqual([
      { type: "applyVolume", volume: 0.8, muted: false },
      { type: "startTimer", timer: "hideStatus", ms: 500 },
    ]);
  });
  it("setting the volume to 0 keeps the mute flag as it was", () => {
    expect(run(state({ muted: true }), { type: "setVolume", volume: -2 }).state).toMatchObject({
      volume: 0,
      muted: true,
    });
  });
  it("mute toggles", () => {
    expect(run(state(), { type: "toggleMute" }).state).toMatchObject({ muted: true, volume: 0.3 });
    expect(run(state({ muted: true }), { type: "toggleMute" }).state).toMatchObject({
      muted: false,
      volume: 0.3,
    });
  });
  it("unmuting at volume 0 sets 0.05", () => {
    expect(run(state({ volume: 0 }), { type: "toggleMute" }).state).toMatchObject({
      muted: false,
      volume: 0.05,
    });
    expect(run(state({ volume: 0, muted: true }), { type: "toggleMute" }).state.volume).toBe(0.05);
  });
  it("the status timer hides the overlay, or falls back to the fast-play notice", () => {
    expect(run(state({ status: "volume" }), { type: "timer", timer: "hideStatus" }).state.status).toBe(
      "none",
    );
    expect(
      run(state({ status: "volume", fastPlay: true }), { type: "timer", timer: "hideStatus" }).state.status,
    ).toBe("fastPlay");
  });
});

describe("hotkeys", () => {
  it("maps keys of SPEC §9 and ignores the rest", () => {
    expect(hotkeyFor(" ")).toBe("togglePlay");
    expect(hotkeyFor("ArrowLeft")).toBe("seekBack");
    expect(hotkeyFor("ArrowRight")).toBe("seekForward");
    expect(hotkeyFor("ArrowUp")).toBe("volumeUp");
    expect(hotkeyFor("ArrowDown")).toBe("volumeDown");
    expect(hotkeyFor("Escape")).toBe("escape");
    expect(hotkeyFor("f")).toBe("toggleFullScreen");
    expect(hotkeyFor("F")).toBe("toggleFullScreen");
    expect(hotkeyFor("Tab")).toBeNull();
    expect(hotkeyFor("k")).toBeNull();
  });
  it("every hotkey shows the controls", () => {
    const t = run(playing({ controlsVisible: false }), key("volumeUp"));
    expect(t.state.controlsVisible).toBe(true);
    expect(t.effects).toContainEqual({ type: "startTimer", timer: "hideControls", ms: 2500 });
  });
  it("Space toggles play and ignores auto-repeat", () => {
    expect(run(state(), key("togglePlay")).effects).toContainEqual({ type: "play" });
    expect(run(playing(), key("togglePlay")).effects).toContainEqual({ type: "pause" });
    expect(run(state(), key("togglePlay", true)).effects).not.toContainEqual({ type: "play" });
  });
  it("left goes back 10 s, or to 0.1 under 10 s", () => {
    expect(seekBackTarget(30)).toBe(20);
    expect(seekBackTarget(10)).toBe(0);
    expect(seekBackTarget(9.9)).toBe(0.1);
    expect(run(state(), key("seekBack"), media({ currentTime: 25 })).effects).toContainEqual({
      type: "seek",
      time: 15,
    });
    expect(run(state(), key("seekBack"), media({ currentTime: 3 })).effects).toContainEqual({
      type: "seek",
      time: 0.1,
    });
  });
  it("right arms the 500 ms long press and seeks +10 s on a short release", () => {
    const down = run(playing(), key("seekForward"));
    expect(down.state.rightKeyDown).toBe(true);
    expect(down.effects).toContainEqual({ type: "startTimer", timer: "longPress", ms: 500 });
    expect(down.effects).not.toContainEqual(expect.objectContaining({ type: "seek" }));
    const up = run(down.state, { type: "keyUp", hotkey: "seekForward" }, media({ currentTime: 30 }));
    expect(up.state.rightKeyDown).toBe(false);
    expect(up.effects).toEqual([
      { type: "cancelTimer", timer: "longPress" },
      { type: "seek", time: 40 },
    ]);
  });
  it("right never seeks past the end", () => {
    expect(seekForwardTarget(95, 100)).toBe(100);
    expect(seekForwardTarget(5, Number.NaN)).toBe(15);
  });
  it("auto-repeat of right while held does not re-arm the timer", () => {
    const held = playing({ rightKeyDown: true });
    expect(run(held, key("seekForward", true)).effects).not.toContainEqual(
      expect.objectContaining({ timer: "longPress", type: "startTimer" }),
    );
    expect(run(held, key("seekForward")).effects).not.toContainEqual(
      expect.objectContaining({ timer: "longPress", type: "startTimer" }),
    );
  });
  it("the long-press timer enters 5x with its notice; release restores the chosen speed without seeking", () => {
    const fast = run(playing({ rightKeyDown: true, speed: 1.25 }), { type: "timer", timer: "longPress" });
    expect(fast.state).toMatchObject({ fastPlay: true, status: "fastPlay" });
    expect(fast.effects).toEqual([{ type: "applyRate", rate: 5 }]);
    const up = run(fast.state, { type: "keyUp", hotkey: "seekForward" });
    expect(up.state).toMatchObject({ fastPlay: false, status: "none", rightKeyDown: false });
    expect(up.effects).toEqual([
      { type: "cancelTimer", timer: "longPress" },
      { type: "applyRate", rate: 1.25 },
    ]);
  });
  it("a stale long-press timer after release does nothing", () => {
    expect(run(playing(), { type: "timer", timer: "longPress" }).effects).toEqual([]);
  });
  it("losing focus while right is held ends fast play", () => {
    const t = run(playing({ rightKeyDown: true, fastPlay: true, speed: 2 }), { type: "focusLost" });
    expect(t.state.fastPlay).toBe(false);
    expect(t.effects).toContainEqual({ type: "applyRate", rate: 2 });
    expect(run(playing(), { type: "focusLost" }).effects).toEqual([]);
  });
  it("key up of other keys does nothing", () => {
    expect(run(playing(), { type: "keyUp", hotkey: "seekBack" }).effects).toEqual([]);
  });
  it("up and down change the volume by 10 % with the overlay", () => {
    const up = run(state({ muted: true }), key("volumeUp"));
    expect(up.state).toMatchObject({ volume: 0.4, muted: false, status: "volume" });
    const down = run(state(), key("volumeDown"));
    expect(down.state.volume).toBe(0.2);
    expect(down.effects).toContainEqual({ type: "startTimer", timer: "hideStatus", ms: 500 });
  });
  it("Esc leaves web full screen first, then full screen", () => {
    expect(run(state({ webFullScreen: true, fullScreen: true }), key("escape")).state.webFullScreen).toBe(
      false,
    );
    expect(run(state({ fullScreen: true }), key("escape")).effects).toContainEqual({
      type: "exitFullScreen",
    });
    expect(run(state(), key("escape")).effects).not.toContainEqual({ type: "exitFullScreen" });
  });
  it("F toggles full screen", () => {
    expect(run(state(), key("toggleFullScreen")).effects).toContainEqual({ type: "requestFullScreen" });
    expect(run(state({ fullScreen: true }), key("toggleFullScreen")).effects).toContainEqual({
      type: "exitFullScreen",
    });
    expect(run(state(), key("toggleFullScreen", true)).effects).not.toContainEqual({
      type: "requestFullScreen",
    });
  });
});

describe("speed", () => {
  it("applies the chosen rate", () => {
    const t = run(state(), { type: "setSpeed", speed: 1.5 });
    expect(t.state.speed).toBe(1.5);
    expect(t.effects).toEqual([{ type: "applyRate", rate: 1.5 }]);
  });
  it("during 5x only remembers it, for the release", () => {
    const t = run(state({ fastPlay: true }), { type: "setSpeed", speed: 0.5 });
    expect(t.state.speed).toBe(0.5);
    expect(t.effects).toEqual([]);
  });
});

describe("seek from the slider", () => {
  it("clamps to 0..duration", () => {
    expect(run(state(), { type: "seek", time: 140 }).effects).toEqual([{ type: "seek", time: 100 }]);
    expect(run(state(), { type: "seek", time: -3 }).effects).toEqual([{ type: "seek", time: 0 }]);
    expect(run(state(), { type: "seek", time: 50 }, media({ duration: Number.NaN })).effects).toEqual([
      { type: "seek", time: 50 },
    ]);
  });
});

describe("full screen", () => {
  it("the button asks the browser; the state follows fullscreenchange", () => {
    expect(run(state(), { type: "toggleFullScreen" }).effects).toEqual([{ type: "requestFullScreen" }]);
    expect(run(state(), { type: "fullScreenChanged", active: true }).state.fullScreen).toBe(true);
    expect(
      run(state({ fullScreen: true }), { type: "fullScreenChanged", active: false }).state.fullScreen,
    ).toBe(false);
  });
  it("web full screen toggles on its own", () => {
    const on = run(state(), { type: "toggleWebFullScreen" }).state;
    expect(on.webFullScreen).toBe(true);
    expect(run(on, { type: "toggleWebFullScreen" }).state.webFullScreen).toBe(false);
  });
});

describe("settings", () => {
  it.each(["mirror", "loop", "lightOff"] as const)("%s toggles and reports the change", (setting) => {
    const t = run(state(), { type: "toggleSetting", setting });
    expect(t.state[setting]).toBe(true);
    expect(t.effects).toEqual([{ type: "settingChanged", setting, value: true }]);
    expect(run(t.state, { type: "toggleSetting", setting }).state[setting]).toBe(false);
  });
});

describe("props follow changes", () => {
  it("syncs the changed props and applies volume changes", () => {
    const t = run(state(), { type: "syncProps", props: { volume: 0.9, mirror: true, webFullScreen: true } });
    expect(t.state).toMatchObject({ volume: 0.9, mirror: true, webFullScreen: true, muted: false });
    expect(t.effects).toEqual([{ type: "applyVolume", volume: 0.9, muted: false }]);
  });
  it("syncs muted, loop, lightOff and autoPlay without emitting change events", () => {
    const t = run(state(), {
      type: "syncProps",
      props: { muted: true, loop: true, lightOff: true, autoPlay: true },
    });
    expect(t.state).toMatchObject({ muted: true, loop: true, lightOff: true, autoPlay: true });
    expect(t.effects).toEqual([{ type: "applyVolume", volume: 0.3, muted: true }]);
  });
});
