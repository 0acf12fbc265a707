import { createCorpClient, sideOfPath } from "@corp/client";
import { createCorpHooks } from "@corp/client/react";
import { adminSession } from "../features/auth/admin-session.ts";
import { memberSession } from "../features/auth/member-session.ts";
import { currentLanguage } from "../i18n/i18n.ts";
import { showToast } from "../theme/toaster-store.ts";
import { adminEntry, routedPath } from "./admin-entry.ts";
import { navigateTo } from "./navigation.ts";

/**
 * The app's one client of the API (@corp/client), wired to the stored sessions, the language, the
 * router and the toaster. As in BuildAdmin, the page decides whose token a 409 refreshes.
 */
export const corp = createCorpClient({
  baseUrl: window.location.origin,
  // The admin API is served under a moved entry too (ADMIN_ENTRY).
  adminEntry,
  language: currentLanguage,
  sessions: { admin: adminSession, user: memberSession },
  // The router's path: a moved admin entry's pages are the admin side's.
  sideOf: () => sideOfPath(routedPath(window.location.pathname)),
  currentPath: () => routedPath(window.location.pathname),
  onNavigate: navigateTo,
  onNotice: showToast,
});

/** The contract's hooks on that client. */
export const hooks = createCorpHooks(corp);

/**
 * Start-up and shell data. None of it changes while a page is open, so each is fetched once
 * (staleTime: Infinity) and refreshed only by an explicit invalidation (language switch, logout).
 */
export const queries = {
  common: () => ({ ...hooks.indexCommonQuery(), staleTime: Number.POSITIVE_INFINITY }),
  siteIndex: (requiredLogin: 0 | 1) => ({
    ...hooks.indexIndexQuery({ params: { query: { requiredLogin } } }),
    staleTime: Number.POSITIVE_INFINITY,
  }),
  // Every entry, as the rules store them (without `menus=all` the server answers BuildAdmin's client's menus).
  adminIndex: () => ({
    ...hooks.adminIndexQuery({ params: { query: { menus: "all" } } }),
    staleTime: Number.POSITIVE_INFINITY,
  }),
};

/** Whether a query holds public data (`/api/*`), which outlives an admin's session. */
export function isPublicQuery(queryKey: readonly unknown[]): boolean {
  const path = queryKey[1];
  return typeof path === "string" && path.startsWith("/api/");
}
