import { DEFAULT_TIME_ZONE, formatInZone } from "@corp/domain/time-zone";
import { useSyncExternalStore } from "react";

/**
 * The site's time zone as the SPA knows it (the site settings' `timeZone`): every time the admin and
 * the member centre show is on the site's clock, not the browser's.
 */
let zone = DEFAULT_TIME_ZONE;
const listeners = new Set<() => void>();

export const siteTimeZone = {
  get: (): string => zone,
  set: (next: string): void => {
    if (next === zone) return;
    zone = next;
    for (const listener of listeners) listener();
  },
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** A time ("2026-11-27 08:00:00") on the site's clock; "-" for none. */
export const siteTime = (value: number | null | undefined, format?: string): string =>
  formatInZone(value, zone, format);

/** The site's zone, re-rendering when the settings bring another. */
export function useSiteTimeZone(): string {
  return useSyncExternalStore(siteTimeZone.subscribe, siteTimeZone.get, siteTimeZone.get);
}
