import { bootData } from "./boot-data.ts";

/** Where the single-page app routes the back office, whatever address the browser shows for it. */
export const ADMIN_BASE = "/admin";

const ENTRY = /^\/[A-Za-z0-9][A-Za-z0-9_-]{1,31}$/;

/**
 * The admin entry (SPEC §7): the address the server serves the back office under, `/admin` unless the
 * site moved it (ADMIN_ENTRY); the shell served there names it in its start-up data.
 */
export const adminEntry: string =
  typeof bootData?.adminEntry === "string" && ENTRY.test(bootData.adminEntry)
    ? bootData.adminEntry
    : ADMIN_BASE;

const swapBase = (pathname: string, from: string, to: string): string | undefined => {
  const lower = pathname.toLowerCase();
  const prefix = from.toLowerCase();
  if (lower === prefix) return to;
  return lower.startsWith(`${prefix}/`) ? `${to}${pathname.slice(from.length)}` : undefined;
};

/** The browser's path as the router knows it: the entry's pages are the router's /admin pages. */
export function routedPath(pathname: string, entry: string = adminEntry): string {
  if (entry === ADMIN_BASE) return pathname;
  return swapBase(pathname, entry, ADMIN_BASE) ?? pathname;
}

/** The router's path as the browser shows it: /admin pages under the entry. */
export function shownPath(pathname: string, entry: string = adminEntry): string {
  if (entry === ADMIN_BASE) return pathname;
  return swapBase(pathname, ADMIN_BASE, entry) ?? pathname;
}
