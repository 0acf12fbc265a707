import type { QueryClient } from "@tanstack/react-query";
import { queries } from "./api.ts";

/** Refreshes of the site data asked within this long of each other are made once (SPEC §9). */
export const SITE_DATA_DEBOUNCE_MS = 200;

type Pending = { timer: ReturnType<typeof setTimeout>; done: Promise<void>; resolve: () => void };

const pending = new WeakMap<QueryClient, Pending>();

/**
 * Fetches the admin's site data again (menus, permissions, the site's settings) once changes have settled:
 * each call waits 200 ms for the next, and every caller's promise ends with the one fetch they share.
 * Several changes in a row (a module installed, its menus, a profile saved) ask the server once.
 */
export function refreshSiteData(queryClient: QueryClient, delayMs = SITE_DATA_DEBOUNCE_MS): Promise<void> {
  const waiting = pending.get(queryClient);
  if (waiting) clearTimeout(waiting.timer);
  let resolve = waiting?.resolve ?? (() => {});
  const done =
    waiting?.done ??
    new Promise<void>((r) => {
      resolve = r;
    });
  const timer = setTimeout(() => {
    pending.delete(queryClient);
    void queryClient
      .refetchQueries({ queryKey: queries.adminIndex().queryKey })
      .catch(() => {})
      .finally(resolve);
  }, delayMs);
  pending.set(queryClient, { timer, done, resolve });
  return done;
}
