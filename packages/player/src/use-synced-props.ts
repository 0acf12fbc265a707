import { useEffect, useRef } from "react";
import type { PlayerEvent, SyncedProps } from "./player-machine.ts";

/**
 * Props the page may change after mount reach the machine as events: a new `currentTime` seeks, and
 * the settings that differ from the last render are sent together.
 */
export function useSyncedProps(currentTime: number, synced: SyncedProps, send: (event: PlayerEvent) => void) {
  const previousOffset = useRef(currentTime);
  useEffect(() => {
    if (previousOffset.current === currentTime) return;
    previousOffset.current = currentTime;
    send({ type: "seek", time: currentTime });
  }, [currentTime, send]);

  const previousSynced = useRef(synced);
  useEffect(() => {
    const before = previousSynced.current;
    previousSynced.current = synced;
    const changed = Object.fromEntries(
      Object.entries(synced).filter(([key, value]) => before[key as keyof SyncedProps] !== value),
    ) as Partial<SyncedProps>;
    if (Object.keys(changed).length > 0) send({ type: "syncProps", props: changed });
  });
}
