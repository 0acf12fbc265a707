import { type KeyboardEvent, type PointerEvent, useRef } from "react";
import { Icon } from "./icons.tsx";
import type { PlayerMessages } from "./messages.ts";
import { stepVolume } from "./player-machine.ts";

/** The volume button (mute toggle) with a vertical slider and percentage shown on hover or focus. */
export function VolumeControl({
  volume,
  muted,
  messages,
  onVolume,
  onToggleMute,
}: {
  volume: number;
  muted: boolean;
  messages: PlayerMessages;
  onVolume(volume: number): void;
  onToggleMute(): void;
}) {
  const trackRef = useRef<HTMLDivElement>(null);
  const silent = muted || volume === 0;
  const shown = silent ? 0 : volume;
  const percent = Math.round(shown * 100);
  const valueAt = (clientY: number) => {
    const rect = trackRef.current?.getBoundingClientRect();
    return rect && rect.height > 0 ? 1 - (clientY - rect.top) / rect.height : shown;
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    onVolume(valueAt(event.clientY));
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (event.buttons & 1) onVolume(valueAt(event.clientY));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const direction = { ArrowUp: 1, ArrowRight: 1, ArrowDown: -1, ArrowLeft: -1 }[event.key];
    if (direction === 1 || direction === -1) {
      event.preventDefault();
      onVolume(stepVolume(shown, direction));
    } else if (event.key === "Home" || event.key === "End") {
      event.preventDefault();
      onVolume(event.key === "Home" ? 0 : 1);
    }
  };

  return (
    <div className="corp-player__volume">
      <button
        type="button"
        className="corp-player__button"
        aria-label={silent ? messages.unmute : messages.mute}
        onClick={onToggleMute}
      >
        <Icon name={silent ? "muted" : "volume"} />
      </button>
      <div className="corp-player__volume-pop">
        <span className="corp-player__volume-value" aria-hidden="true">
          {percent}%
        </span>
        <div
          ref={trackRef}
          className="corp-player__volume-track"
          role="slider"
          tabIndex={0}
          aria-label={messages.volume}
          aria-orientation="vertical"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${percent}%`}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onKeyDown={onKeyDown}
        >
          <div className="corp-player__volume-level" style={{ height: `${percent}%` }} />
        </div>
      </div>
    </div>
  );
}
