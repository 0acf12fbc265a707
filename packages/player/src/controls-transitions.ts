import { HIDE_CONTROLS_MS, HIDE_STATUS_MS } from "./player-constants.ts";
import type { PlayerEffect, PlayerState, TimerName, Transition } from "./player-types.ts";

// What the control bar and the status overlay show, and the timers that hide them again.

export const isPlaying = (s: PlayerState) => s.playButton === "pause";
export const hideControlsTimer = (): PlayerEffect => ({
  type: "startTimer",
  timer: "hideControls",
  ms: HIDE_CONTROLS_MS,
});
export const cancel = (timer: TimerName): PlayerEffect => ({ type: "cancelTimer", timer });
const showStatus = (): PlayerEffect => ({ type: "startTimer", timer: "hideStatus", ms: HIDE_STATUS_MS });

/** Any user activity shows the bar and, while playing, schedules it to hide again. */
export function showControls(state: PlayerState): Transition {
  // same object when already visible: pointer moves then cause no re-render
  const next = state.controlsVisible ? state : { ...state, controlsVisible: true };
  return { state: next, effects: isPlaying(next) ? [hideControlsTimer()] : [cancel("hideControls")] };
}

export function setVolume(state: PlayerState, volume: number, muted: boolean): Transition {
  return {
    state: { ...state, volume, muted, status: state.fastPlay ? "fastPlay" : "volume" },
    effects: [{ type: "applyVolume", volume, muted }, showStatus()],
  };
}

export function toggleFullScreen(state: PlayerState): Transition {
  return { state, effects: [{ type: state.fullScreen ? "exitFullScreen" : "requestFullScreen" }] };
}
