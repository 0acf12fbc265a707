import {
  FAST_PLAY_RATE,
  HIDE_CONTROLS_MS,
  HIDE_STATUS_MS,
  LONG_PRESS_MS,
  RETRY_PLAY_MS,
  UNMUTE_AT_ZERO_VOLUME,
} from "./player-constants.ts";
import { clampVolume, seekBackTarget, seekForwardTarget, stepVolume } from "./player-rules.ts";
import type {
  Hotkey,
  LoadingState,
  MediaEventName,
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
 * tested alone; `player-runtime.ts` runs the effects and the timers.
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

const isPlaying = (s: PlayerState) => s.playButton === "pause";
const hideControlsTimer = (): PlayerEffect => ({
  type: "startTimer",
  timer: "hideControls",
  ms: HIDE_CONTROLS_MS,
});
const cancel = (timer: TimerName): PlayerEffect => ({ type: "cancelTimer", timer });
const showStatus = (): PlayerEffect => ({ type: "startTimer", timer: "hideStatus", ms: HIDE_STATUS_MS });

/** Any user activity shows the bar and, while playing, schedules it to hide again. */
function showControls(state: PlayerState): Transition {
  // same object when already visible: pointer moves then cause no re-render
  const next = state.controlsVisible ? state : { ...state, controlsVisible: true };
  return { state: next, effects: isPlaying(next) ? [hideControlsTimer()] : [cancel("hideControls")] };
}

function setVolume(state: PlayerState, volume: number, muted: boolean): Transition {
  return {
    state: { ...state, volume, muted, status: state.fastPlay ? "fastPlay" : "volume" },
    effects: [{ type: "applyVolume", volume, muted }, showStatus()],
  };
}

function togglePlay(state: PlayerState, media: MediaSnapshot): Transition {
  if (isPlaying(state)) return { state: { ...state, intent: "pause" }, effects: [{ type: "pause" }] };
  if (state.loading === "error") return retry(state, media);
  return { state: { ...state, intent: "play" }, effects: [{ type: "play" }] };
}

/** Clicking the error overlay reloads; playback resumes on `canplay` because the intent is "play". */
function retry(state: PlayerState, media: MediaSnapshot): Transition {
  return {
    state: { ...state, intent: "play", retry: "idle", loading: "loadstart", pendingSeek: media.currentTime },
    effects: [cancel("retryPlay"), { type: "reload" }],
  };
}

function releaseFastPlay(state: PlayerState): Transition {
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

function onMedia(state: PlayerState, name: MediaEventName, media: MediaSnapshot): Transition {
  switch (name) {
    case "loadstart":
      return { state: { ...state, loading: "loadstart" }, effects: [] };
    case "loadedmetadata": {
      // load() resets playbackRate, and the start offset needs a known duration
      const effects: PlayerEffect[] = [
        { type: "applyRate", rate: state.fastPlay ? FAST_PLAY_RATE : state.speed },
      ];
      if (state.pendingSeek > 0) effects.push({ type: "seek", time: state.pendingSeek });
      return { state: { ...state, pendingSeek: 0 }, effects };
    }
    case "loadeddata":
    case "seeked":
      return { state: { ...state, loading: clearsBuffering(state.loading) }, effects: [] };
    case "suspend":
      // preload="none" stops after loadstart: show the poster and the play button, not a spinner
      return {
        state: { ...state, loading: state.loading === "loadstart" ? "none" : state.loading },
        effects: [],
      };
    case "canplay": {
      const next = { ...state, loading: clearsBuffering(state.loading) };
      return { state: next, effects: state.intent === "play" && media.paused ? [{ type: "play" }] : [] };
    }
    case "play": {
      const loading = state.loading === "ended" || state.loading === "error" ? "none" : state.loading;
      const next = { ...state, playButton: "pause" as const, intent: "play" as const, loading };
      return { state: next, effects: next.controlsVisible ? [hideControlsTimer()] : [] };
    }
    case "playing":
      return {
        state: { ...state, playButton: "pause", intent: "play", loading: "none", retry: "idle" },
        effects: [cancel("retryPlay")],
      };
    case "pause":
      if (state.playButton === "replay") return { state, effects: [] };
      return {
        state: { ...state, playButton: "play", intent: "pause", controlsVisible: true },
        effects: [cancel("hideControls")],
      };
    case "waiting":
      return { state: { ...state, loading: "waiting" }, effects: [] };
    case "ended":
      return {
        state: { ...state, playButton: "replay", intent: "pause", loading: "ended", controlsVisible: true },
        effects: [cancel("hideControls")],
      };
    case "error":
      return {
        state: { ...state, playButton: "replay", intent: "pause", loading: "error", controlsVisible: true },
        effects: [cancel("hideControls"), cancel("retryPlay")],
      };
    case "stalled":
      // Chromium fires `stalled` while data for the next seconds is already buffered; only a real
      // starvation (less than HAVE_FUTURE_DATA) deserves the error prompt.
      if (media.readyState >= 3) return { state, effects: [] };
      return { state: { ...state, loading: "stalled" }, effects: [] };
  }
}

function clearsBuffering(loading: LoadingState): LoadingState {
  return loading === "ended" || loading === "error" ? loading : "none";
}

function onPlayRejected(state: PlayerState, errorName: string, media: MediaSnapshot): Transition {
  // pause() or a new load() interrupted play(): not a failure of the media
  if (errorName === "AbortError") return { state, effects: [] };
  // autoplay refused by the browser: offer the play button, this is not an error
  if (errorName === "NotAllowedError") {
    return { state: { ...state, playButton: "play", intent: "pause", retry: "idle" }, effects: [] };
  }
  if (state.retry === "idle") {
    return {
      state: { ...state, retry: "retrying", intent: "play", pendingSeek: media.currentTime },
      effects: [{ type: "reload" }, { type: "startTimer", timer: "retryPlay", ms: RETRY_PLAY_MS }],
    };
  }
  return {
    state: { ...state, retry: "idle", playButton: "replay", intent: "pause", loading: "error" },
    effects: [],
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

function onKeyDown(state: PlayerState, hotkey: Hotkey, repeat: boolean, media: MediaSnapshot): Transition {
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

function toggleFullScreen(state: PlayerState): Transition {
  return { state, effects: [{ type: state.fullScreen ? "exitFullScreen" : "requestFullScreen" }] };
}

function onKeyUp(state: PlayerState, hotkey: Hotkey, media: MediaSnapshot): Transition {
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
