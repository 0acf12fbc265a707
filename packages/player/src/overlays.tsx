import { useEffect, useState } from "react";
import { Icon } from "./icons.tsx";
import type { PlayerMessages } from "./messages.ts";
import { CLOCK_TICK_MS } from "./player-constants.ts";
import type { PlayerEvent, PlayerState } from "./player-machine.ts";
import { formatClock } from "./time-format.ts";

/** Title and a live hh:mm:ss clock, shown only in full screen. */
export function TopBar({ title }: { title: string }) {
  const [now, setNow] = useState(() => formatClock(new Date()));
  useEffect(() => {
    const timer = setInterval(() => setNow(formatClock(new Date())), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <div className="corp-player__top">
      <span className="corp-player__title">{title}</span>
      <time className="corp-player__clock">{now}</time>
    </div>
  );
}

/**
 * The loading overlay of SPEC §2, driven by the latest media event. The start state is opaque only
 * when there is no poster: the poster must stay visible while the video loads.
 */
export function LoadingOverlay({
  state,
  hasPoster,
  messages: m,
  send,
}: {
  state: PlayerState;
  hasPoster: boolean;
  messages: PlayerMessages;
  send(event: PlayerEvent): void;
}) {
  switch (state.loading) {
    case "none":
      return null;
    case "loadstart":
      return (
        <div
          className={`corp-player__loading corp-player__loading--start${hasPoster ? "" : " corp-player__loading--opaque"}`}
          role="status"
          aria-label={m.loading}
        >
          <span className="corp-player__spinner" />
        </div>
      );
    case "waiting":
      return (
        <div className="corp-player__loading corp-player__loading--waiting" role="status">
          <span className="corp-player__spinner" />
          <span>{m.buffering}</span>
        </div>
      );
    case "ended":
      return (
        <div className="corp-player__loading corp-player__loading--ended">
          <button type="button" className="corp-player__prompt" onClick={() => send({ type: "togglePlay" })}>
            <Icon name="replay" />
            {m.replay}
          </button>
        </div>
      );
    case "error":
    case "stalled":
      return (
        <div className="corp-player__loading corp-player__loading--error" role="alert">
          <button
            type="button"
            className="corp-player__prompt"
            aria-label={`${m.requestError}, ${m.retryHint}`}
            onClick={() => send({ type: "retry" })}
          >
            <Icon name="replay" />
            {m.requestError}
          </button>
        </div>
      );
  }
}

export function StatusOverlay({ state, messages: m }: { state: PlayerState; messages: PlayerMessages }) {
  const text =
    state.status === "volume"
      ? m.volumeStatus(Math.round((state.muted ? 0 : state.volume) * 100))
      : state.status === "fastPlay"
        ? m.fastPlayStatus
        : "";
  return (
    <div className="corp-player__status" role="status" hidden={!text}>
      {text}
    </div>
  );
}
