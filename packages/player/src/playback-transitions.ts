import { cancel, hideControlsTimer, isPlaying } from "./controls-transitions.ts";
import { FAST_PLAY_RATE, RETRY_PLAY_MS } from "./player-constants.ts";
import type {
  LoadingState,
  MediaEventName,
  MediaSnapshot,
  PlayerEffect,
  PlayerState,
  Transition,
} from "./player-types.ts";

// How playback follows the media element: its events, the outcome of play(), and the retry on failure.

export function togglePlay(state: PlayerState, media: MediaSnapshot): Transition {
  if (isPlaying(state)) return { state: { ...state, intent: "pause" }, effects: [{ type: "pause" }] };
  if (state.loading === "error") return retry(state, media);
  return { state: { ...state, intent: "play" }, effects: [{ type: "play" }] };
}

/** Clicking the error overlay reloads; playback resumes on `canplay` because the intent is "play". */
export function retry(state: PlayerState, media: MediaSnapshot): Transition {
  return {
    state: { ...state, intent: "play", retry: "idle", loading: "loadstart", pendingSeek: media.currentTime },
    effects: [cancel("retryPlay"), { type: "reload" }],
  };
}

export function onMedia(state: PlayerState, name: MediaEventName, media: MediaSnapshot): Transition {
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

export function onPlayRejected(state: PlayerState, errorName: string, media: MediaSnapshot): Transition {
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
