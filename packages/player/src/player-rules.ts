import { LEFT_FLOOR_S, SEEK_STEP_S, VOLUME_STEP } from "./player-constants.ts";
import type { Hotkey } from "./player-types.ts";

/** Small pure rules of SPEC §5 and §9 that the machine and the controls share. */

export function clampVolume(volume: number): number {
  if (!Number.isFinite(volume)) return 0;
  return Math.round(Math.min(1, Math.max(0, volume)) * 100) / 100;
}

/** Keyboard volume moves on the 0.1 grid so repeated presses never drift (0.30000000000000004). */
export function stepVolume(volume: number, direction: 1 | -1): number {
  return Math.round(Math.min(1, Math.max(0, volume + direction * VOLUME_STEP)) * 10) / 10;
}

export function seekBackTarget(currentTime: number): number {
  return currentTime < SEEK_STEP_S ? LEFT_FLOOR_S : currentTime - SEEK_STEP_S;
}

export function seekForwardTarget(currentTime: number, duration: number): number {
  const target = currentTime + SEEK_STEP_S;
  return Number.isFinite(duration) && duration > 0 ? Math.min(target, duration) : target;
}

/** Maps a KeyboardEvent.key to a hotkey of SPEC §9, or null when the player should ignore the key. */
export function hotkeyFor(key: string): Hotkey | null {
  switch (key) {
    case " ":
    case "Spacebar":
      return "togglePlay";
    case "ArrowLeft":
      return "seekBack";
    case "ArrowRight":
      return "seekForward";
    case "ArrowUp":
      return "volumeUp";
    case "ArrowDown":
      return "volumeDown";
    case "Escape":
      return "escape";
    case "f":
    case "F":
      return "toggleFullScreen";
    default:
      return null;
  }
}
