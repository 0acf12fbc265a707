import { type KeyboardEvent, type PointerEvent, useRef, useState } from "react";
import type { PlayerMessages } from "./messages.ts";
import { formatTime, progressValueText } from "./time-format.ts";
import type { MediaTime } from "./use-media-events.ts";

const KEY_STEP_S = 5;
const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/** The seek bar: played and buffered parts, a time tooltip under the pointer, drag and keyboard seek. */
export function ProgressSlider({
  time,
  messages,
  onSeek,
}: {
  time: MediaTime;
  messages: PlayerMessages;
  onSeek(time: number): void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [hover, setHover] = useState<number | null>(null);
  const [drag, setDrag] = useState<number | null>(null);
  const { currentTime, duration, bufferedEnd } = time;
  const fractionAt = (clientX: number) => {
    const rect = ref.current?.getBoundingClientRect();
    return rect && rect.width > 0 ? clamp01((clientX - rect.left) / rect.width) : 0;
  };
  const played = drag ?? (duration > 0 ? clamp01(currentTime / duration) : 0);
  const buffered = duration > 0 ? clamp01(bufferedEnd / duration) : 0;

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setDrag(fractionAt(event.clientX));
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const fraction = fractionAt(event.clientX);
    setHover(fraction);
    if (drag !== null) setDrag(fraction);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (drag === null) return;
    setDrag(null);
    onSeek(fractionAt(event.clientX) * duration);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = {
      ArrowLeft: currentTime - KEY_STEP_S,
      ArrowDown: currentTime - KEY_STEP_S,
      ArrowRight: currentTime + KEY_STEP_S,
      ArrowUp: currentTime + KEY_STEP_S,
      Home: 0,
      End: duration,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    onSeek(target);
  };

  return (
    <div
      ref={ref}
      className="corp-player__progress"
      role="slider"
      tabIndex={0}
      aria-label={messages.progress}
      aria-valuemin={0}
      aria-valuemax={Math.round(duration)}
      aria-valuenow={Math.round(currentTime)}
      aria-valuetext={progressValueText(currentTime, duration, messages)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerLeave={() => setHover(null)}
      onKeyDown={onKeyDown}
    >
      <div className="corp-player__progress-track">
        <div className="corp-player__progress-buffered" style={{ width: `${buffered * 100}%` }} />
        <div className="corp-player__progress-played" style={{ width: `${played * 100}%` }} />
        <div className="corp-player__progress-thumb" style={{ left: `${played * 100}%` }} />
      </div>
      {hover !== null && duration > 0 && (
        <div className="corp-player__tooltip" style={{ left: `${hover * 100}%` }} aria-hidden="true">
          {formatTime(hover * duration)}
        </div>
      )}
    </div>
  );
}
