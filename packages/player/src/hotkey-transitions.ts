import { cancel, setVolume, showControls, toggleFullScreen } from "./controls-transitions.ts";
import { togglePlay } from "./playback-transitions.ts";
import { LONG_PRESS_MS } from "./player-constants.ts";
import { seekBackTarget, seekForwardTarget, stepVolume } from "./player-rules.ts";
import type { Hotkey, MediaSnapshot, PlayerEffect, PlayerState, Transition } from "./player-types.ts";

// The keyboard: every key shows the controls; holding the right arrow plays fast instead of seeking.

export function releaseFastPlay(state: PlayerState): Transition {
  const effects: PlayerEffect[] = [cancel("longPress")];
  if (state.fastPlay) effects.push({ type: "applyRate", rate: state.speed });
  return {
    state: {
      ...state,
      rightKeyDown: false,
      fastPlay: false,
      status: state.status === "fastPlay" ? "none" : state.status,
    },
    effects,
  };
}

export function onKeyDown(
  state: PlayerState,
  hotkey: Hotkey,
  repeat: boolean,
  media: MediaSnapshot,
): Transition {
  const shown = showControls(state);
  const withControls = (t: Transition): Transition => ({
    state: t.state,
    effects: [...shown.effects, ...t.effects],
  });
  const s = shown.state;
  switch (hotkey) {
    case "togglePlay":
      return repeat ? shown : withControls(togglePlay(s, media));
    case "seekBack":
      return withControls({ state: s, effects: [{ type: "seek", time: seekBackTarget(media.currentTime) }] });
    case "seekForward":
      // the seek waits for keyup: a long press must not also jump 10 s
      if (repeat || s.rightKeyDown) return shown;
      return withControls({
        state: { ...s, rightKeyDown: true },
        effects: [{ type: "startTimer", timer: "longPress", ms: LONG_PRESS_MS }],
      });
    case "volumeUp":
      return withControls(setVolume(s, stepVolume(s.volume, 1), false));
    case "volumeDown": {
      const volume = stepVolume(s.volume, -1);
      return withControls(setVolume(s, volume, s.muted));
    }
    case "escape":
      if (s.webFullScreen) return withControls({ state: { ...s, webFullScreen: false }, effects: [] });
      if (s.fullScreen) return withControls({ state: s, effects: [{ type: "exitFullScreen" }] });
      return shown;
    case "toggleFullScreen":
      return repeat ? shown : withControls(toggleFullScreen(s));
  }
}

export function onKeyUp(state: PlayerState, hotkey: Hotkey, media: MediaSnapshot): Transition {
  if (hotkey !== "seekForward" || !state.rightKeyDown) return { state, effects: [] };
  if (state.fastPlay) return releaseFastPlay(state);
  const released = releaseFastPlay(state);
  return {
    state: released.state,
    effects: [
      ...released.effects,
      { type: "seek", time: seekForwardTarget(media.currentTime, media.duration) },
    ],
  };
}
