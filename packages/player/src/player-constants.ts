/** SPEC §9 player constants, in one place so the machine, the UI and the tests agree. */
export const PLAYER_VERSION = "1.3.2";
export const DEFAULT_VOLUME = 0.3;
export const DEFAULT_SPEED_RATES = ["2.0", "1.5", "1.25", "1.0", "0.75", "0.5"] as const;
export const LONG_PRESS_MS = 500;
export const FAST_PLAY_RATE = 5;
export const SEEK_STEP_S = 10;
/** Left arrow under this time goes to LEFT_FLOOR_S instead of going back a full step. */
export const LEFT_FLOOR_S = 0.1;
export const VOLUME_STEP = 0.1;
export const UNMUTE_AT_ZERO_VOLUME = 0.05;
export const HIDE_CONTROLS_MS = 2500;
export const HIDE_STATUS_MS = 500;
export const RETRY_PLAY_MS = 200;
export const CLOCK_TICK_MS = 1000;
/** The context menu's left edge never comes closer than this to the player's right edge. */
export const CONTEXT_MENU_EDGE_PX = 130;
export const CONTROL_BUTTONS = [
  "audioTrack",
  "quality",
  "speedRate",
  "volume",
  "setting",
  "pip",
  "pageFullScreen",
  "fullScreen",
] as const;
export type ControlButton = (typeof CONTROL_BUTTONS)[number];
