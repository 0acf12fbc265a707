import { type RefObject, useEffect, useRef, useState } from "react";
import type { MediaEventName, PlayerEvent } from "./player-machine.ts";

/** The 14 media events of SPEC §3 and the prop that receives each. */
export const MEDIA_EVENT_PROPS = {
  loadstart: "onLoadstart",
  play: "onPlay",
  pause: "onPause",
  playing: "onPlaying",
  seeking: "onSeeking",
  seeked: "onSeeked",
  waiting: "onWaiting",
  durationchange: "onDurationchange",
  progress: "onProgress",
  canplay: "onCanplay",
  timeupdate: "onTimeupdate",
  ended: "onEnded",
  error: "onError",
  stalled: "onStalled",
} as const;

export type MediaEventProp = (typeof MEDIA_EVENT_PROPS)[keyof typeof MEDIA_EVENT_PROPS];
export type MediaEventHandlers = Partial<Record<MediaEventProp, (event: Event) => void>>;

const MACHINE_EVENTS: readonly MediaEventName[] = [
  "loadstart",
  "loadedmetadata",
  "loadeddata",
  "canplay",
  "play",
  "playing",
  "pause",
  "waiting",
  "seeked",
  "ended",
  "error",
  "stalled",
  "suspend",
];

export interface MediaTime {
  currentTime: number;
  duration: number;
  /** End of the buffered range that holds the current position: the preload indicator. */
  bufferedEnd: number;
}

function readTime(video: HTMLVideoElement): MediaTime {
  const { currentTime, duration, buffered } = video;
  let bufferedEnd = 0;
  for (let i = 0; i < buffered.length; i++) {
    if (buffered.start(i) <= currentTime + 0.5 && buffered.end(i) >= currentTime)
      bufferedEnd = buffered.end(i);
  }
  return { currentTime, duration: Number.isFinite(duration) ? duration : 0, bufferedEnd };
}

const TIME_EVENTS = ["timeupdate", "durationchange", "progress", "seeking", "loadedmetadata", "emptied"];

/**
 * Forwards the real media events to the state machine and to the caller's props, and tracks the
 * time shown by the bar. Handlers are read through a ref, so new callbacks never re-attach listeners.
 */
export function useMediaEvents(
  videoRef: RefObject<HTMLVideoElement | null>,
  handlers: MediaEventHandlers,
  send: (event: PlayerEvent) => void,
): MediaTime {
  const [time, setTime] = useState<MediaTime>({ currentTime: 0, duration: 0, bufferedEnd: 0 });
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const names = new Set<string>([...Object.keys(MEDIA_EVENT_PROPS), ...MACHINE_EVENTS, ...TIME_EVENTS]);
    const onEvent = (event: Event) => {
      const name = event.type;
      if ((MACHINE_EVENTS as readonly string[]).includes(name))
        send({ type: "media", name: name as MediaEventName });
      if (TIME_EVENTS.includes(name)) setTime(readTime(video));
      const prop = MEDIA_EVENT_PROPS[name as keyof typeof MEDIA_EVENT_PROPS] as MediaEventProp | undefined;
      if (prop) latest.current[prop]?.(event);
    };
    for (const name of names) video.addEventListener(name, onEvent);
    return () => {
      for (const name of names) video.removeEventListener(name, onEvent);
    };
  }, [videoRef, send]);

  return time;
}
