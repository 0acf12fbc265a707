/** The vocabulary of the player's state machine: its state, the events it takes, the effects it asks for. */

/** What the play button shows: "pause" means the media is playing. */
export type PlayButton = "play" | "pause" | "replay";
/** The latest media event that the loading overlay cares about ("none" hides it). */
export type LoadingState = "none" | "loadstart" | "waiting" | "ended" | "error" | "stalled";
export type StatusOverlay = "none" | "volume" | "fastPlay";
export type TimerName = "hideControls" | "hideStatus" | "longPress" | "retryPlay";
export type Setting = "mirror" | "loop" | "lightOff";

export interface PlayerState {
  playButton: PlayButton;
  /** What the user last asked for; `canplay` resumes playback only when this is "play". */
  intent: "play" | "pause";
  loading: LoadingState;
  controlsVisible: boolean;
  /** Pointer over the bar, focus inside it or a menu open: the bar must not hide under the user. */
  controlsHeld: boolean;
  status: StatusOverlay;
  volume: number;
  muted: boolean;
  /** The rate the user chose; 5x fast play is temporary and restores it. */
  speed: number;
  fastPlay: boolean;
  rightKeyDown: boolean;
  fullScreen: boolean;
  webFullScreen: boolean;
  mirror: boolean;
  loop: boolean;
  lightOff: boolean;
  autoPlay: boolean;
  /** "retrying" between a failed play() and the one retry that SPEC §4 allows. */
  retry: "idle" | "retrying";
  /** Seek to apply once metadata is known: the start offset, or the position before a reload. */
  pendingSeek: number;
}

export interface MediaSnapshot {
  currentTime: number;
  duration: number;
  paused: boolean;
  readyState: number;
}

export type MediaEventName =
  | "loadstart"
  | "loadedmetadata"
  | "loadeddata"
  | "canplay"
  | "play"
  | "playing"
  | "pause"
  | "waiting"
  | "seeked"
  | "ended"
  | "error"
  | "stalled"
  | "suspend";

export type Hotkey =
  | "togglePlay"
  | "seekBack"
  | "seekForward"
  | "volumeUp"
  | "volumeDown"
  | "escape"
  | "toggleFullScreen";

export interface SyncedProps {
  autoPlay: boolean;
  volume: number;
  muted: boolean;
  mirror: boolean;
  loop: boolean;
  lightOff: boolean;
  webFullScreen: boolean;
}

export type PlayerEvent =
  | { type: "media"; name: MediaEventName }
  | { type: "sourceChanged"; startAt: number }
  | { type: "togglePlay" }
  | { type: "playRejected"; errorName: string }
  | { type: "retry" }
  | { type: "timer"; timer: TimerName }
  | { type: "activity" }
  | { type: "holdControls"; held: boolean }
  | { type: "keyDown"; hotkey: Hotkey; repeat: boolean }
  | { type: "keyUp"; hotkey: Hotkey }
  | { type: "focusLost" }
  | { type: "seek"; time: number }
  | { type: "setVolume"; volume: number }
  | { type: "toggleMute" }
  | { type: "setSpeed"; speed: number }
  | { type: "toggleFullScreen" }
  | { type: "fullScreenChanged"; active: boolean }
  | { type: "toggleWebFullScreen" }
  | { type: "toggleSetting"; setting: Setting }
  | { type: "syncProps"; props: Partial<SyncedProps> };

export type PlayerEffect =
  | { type: "play" }
  | { type: "pause" }
  | { type: "reload" }
  | { type: "seek"; time: number }
  | { type: "applyVolume"; volume: number; muted: boolean }
  | { type: "applyRate"; rate: number }
  | { type: "startTimer"; timer: TimerName; ms: number }
  | { type: "cancelTimer"; timer: TimerName }
  | { type: "requestFullScreen" }
  | { type: "exitFullScreen" }
  | { type: "settingChanged"; setting: Setting; value: boolean };

export interface Transition {
  state: PlayerState;
  effects: PlayerEffect[];
}
