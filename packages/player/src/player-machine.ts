import { cancel, isPlaying, setVolume, showControls, toggleFullScreen } from "./controls-transitions.ts";
import { onKeyDown, onKeyUp, releaseFastPlay } from "./hotkey-transitions.ts";
import { onMedia, onPlayRejected, retry, togglePlay } from "./playback-transitions.ts";
import { FAST_PLAY_RATE, UNMUTE_AT_ZERO_VOLUME } from "./player-constants.ts";
import { clampVolume } from "./player-rules.ts";
import type {
  MediaSnapshot,
  PlayerEffect,
  PlayerEvent,
  PlayerState,
  SyncedProps,
  TimerName,
  Transition,
} from "./player-types.ts";

export { clampVolume, hotkeyFor, seekBackTarget, seekForwardTarget, stepVolume } from "./player-rules.ts";
export type * from "./player-types.ts";

/**
 * The player's behaviour (SPEC §4) as a pure function: `transition(state, event, media)` returns the
 * next state and the effects to run. Nothing here touches the DOM or a clock, so every rule is unit
 * tested alone; `player-runtime.ts` runs the effects and the timers. The rules of the media element,
 * the keyboard and the controls sit in `playback-`, `hotkey-` and `controls-transitions.ts`.
 */

export function initialPlayerState(props: SyncedProps & { speed?: number }): PlayerState {
  return {
    playButton: props.autoPlay ? "pause" : "play",
    intent: props.autoPlay ? "play" : "pause",
    loading: "loadstart",
    controlsVisible: true,
    controlsHeld: false,
    status: "none",
    volume: clampVolume(props.volume),
    muted: props.muted,
    speed: props.speed ?? 1,
    fastPlay: false,
    rightKeyDown: false,
    fullScreen: false,
    webFullScreen: props.webFullScreen,
    mirror: props.mirror,
    loop: props.loop,
    lightOff: props.lightOff,
    autoPlay: props.autoPlay,
    retry: "idle",
    pendingSeek: 0,
  };
}

function onTimer(state: PlayerState, timer: TimerName): Transition {
  switch (timer) {
    case "hideControls":
      return {
        state: { ...state, controlsVisible: !isPlaying(state) || state.controlsHeld },
        effects: [],
      };
    case "hideStatus":
      return { state: { ...state, status: state.fastPlay ? "fastPlay" : "none" }, effects: [] };
    case "longPress":
      if (!state.rightKeyDown) return { state, effects: [] };
      return {
        state: { ...state, fastPlay: true, status: "fastPlay" },
        effects: [{ type: "applyRate", rate: FAST_PLAY_RATE }],
      };
    case "retryPlay":
      return state.retry === "retrying" ? { state, effects: [{ type: "play" }] } : { state, effects: [] };
  }
}

function onSyncProps(state: PlayerState, props: Partial<SyncedProps>): Transition {
  const next = { ...state };
  const effects: PlayerEffect[] = [];
  if (props.autoPlay !== undefined) next.autoPlay = props.autoPlay;
  if (props.mirror !== undefined) next.mirror = props.mirror;
  if (props.loop !== undefined) next.loop = props.loop;
  if (props.lightOff !== undefined) next.lightOff = props.lightOff;
  if (props.webFullScreen !== undefined) next.webFullScreen = props.webFullScreen;
  if (props.volume !== undefined || props.muted !== undefined) {
    next.volume = props.volume === undefined ? state.volume : clampVolume(props.volume);
    next.muted = props.muted ?? state.muted;
    effects.push({ type: "applyVolume", volume: next.volume, muted: next.muted });
  }
  return { state: next, effects };
}

export function transition(state: PlayerState, event: PlayerEvent, media: MediaSnapshot): Transition {
  switch (event.type) {
    case "media":
      return onMedia(state, event.name, media);
    case "sourceChanged":
      return {
        state: {
          ...state,
          playButton: state.autoPlay ? "pause" : "play",
          intent: state.autoPlay ? "play" : "pause",
          loading: "loadstart",
          retry: "idle",
          fastPlay: false,
          rightKeyDown: false,
          status: "none",
          controlsVisible: true,
          pendingSeek: Math.max(0, event.startAt),
        },
        effects: [cancel("retryPlay"), cancel("longPress"), cancel("hideControls")],
      };
    case "togglePlay":
      return togglePlay(state, media);
    case "playRejected":
      return onPlayRejected(state, event.errorName, media);
    case "retry":
      return retry(state, media);
    case "timer":
      return onTimer(state, event.timer);
    case "activity":
      return showControls(state);
    case "holdControls": {
      const next = { ...state, controlsHeld: event.held };
      if (event.held) return { state: { ...next, controlsVisible: true }, effects: [cancel("hideControls")] };
      return showControls(next);
    }
    case "keyDown":
      return onKeyDown(state, event.hotkey, event.repeat, media);
    case "keyUp":
      return onKeyUp(state, event.hotkey, media);
    case "focusLost":
      return state.rightKeyDown ? releaseFastPlay(state) : { state, effects: [] };
    case "seek": {
      const max = Number.isFinite(media.duration) ? media.duration : event.time;
      return { state, effects: [{ type: "seek", time: Math.min(max, Math.max(0, event.time)) }] };
    }
    case "setVolume": {
      const volume = clampVolume(event.volume);
      return setVolume(state, volume, volume === 0 ? state.muted : false);
    }
    case "toggleMute":
      if (state.muted || state.volume === 0) {
        return setVolume(state, state.volume === 0 ? UNMUTE_AT_ZERO_VOLUME : state.volume, false);
      }
      return setVolume(state, state.volume, true);
    case "setSpeed":
      return {
        state: { ...state, speed: event.speed },
        effects: state.fastPlay ? [] : [{ type: "applyRate", rate: event.speed }],
      };
    case "toggleFullScreen":
      return toggleFullScreen(state);
    case "fullScreenChanged":
      return { state: { ...state, fullScreen: event.active }, effects: [] };
    case "toggleWebFullScreen":
      return { state: { ...state, webFullScreen: !state.webFullScreen }, effects: [] };
    case "toggleSetting": {
      const value = !state[event.setting];
      return {
        state: { ...state, [event.setting]: value },
        effects: [{ type: "settingChanged", setting: event.setting, value }],
      };
    }
    case "syncProps":
      return onSyncProps(state, event.props);
  }
}
