import { adminSession } from "../features/auth/admin-session.ts";
import { memberSession } from "../features/auth/member-session.ts";
import { currentLanguage } from "../i18n/i18n.ts";
import { createApiClient } from "../lib/request/client.ts";
import { createQueries } from "../lib/request/queries.ts";
import { createRequestLayer } from "../lib/request/request-layer.ts";
import { showToast } from "../theme/toaster-store.ts";
import { routedPath } from "./admin-entry.ts";
import { navigateTo } from "./navigation.ts";

/** The app's single request layer, wired to the real stores, language, router and toaster. */
export const requestLayer = createRequestLayer({
  fetch: (request) => fetch(request),
  origin: () => window.location.origin,
  language: currentLanguage,
  // The router's path: a moved admin entry's pages are the admin side's.
  pathname: () => routedPath(window.location.pathname),
  tokens: { admin: adminSession, user: memberSession },
  navigate: navigateTo,
  notify: showToast,
  isOnline: () => navigator.onLine !== false,
});

export const api = createApiClient(requestLayer, window.location.origin);

export const queries = createQueries(api);
