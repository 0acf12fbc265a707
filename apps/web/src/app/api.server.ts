import { AsyncLocalStorage } from "node:async_hooks";
import type { Lang } from "@corp/domain/lang";
import { adminSession } from "../features/auth/admin-session.ts";
import { memberSession } from "../features/auth/member-session.ts";
import { siteOrigin } from "../features/public/site/site-origin.ts";
import { currentLanguage } from "../i18n/i18n.ts";
import { createApiClient } from "../lib/request/client.ts";
import { createQueries } from "../lib/request/queries.ts";
import { createRequestLayer } from "../lib/request/request-layer.ts";

type Fetch = (request: Request) => Promise<Response>;

const renderContext = new AsyncLocalStorage<{ fetch: Fetch; lang: Lang }>();

/**
 * Runs a server render with the fetch its API calls go through (the server answering them in
 * process) and the language they ask for. Each render has its own, so concurrent renders never see
 * each other's requests or language.
 */
export function withServerFetch<T>(fetch: Fetch, lang: Lang, run: () => Promise<T>): Promise<T> {
  return renderContext.run({ fetch, lang }, run);
}

/** The server render's stand-in for api.ts (the build swaps it in): same layer, no browser. */
export const requestLayer = createRequestLayer({
  fetch: (request) => {
    const context = renderContext.getStore();
    if (!context) throw new Error("API call outside a server render");
    return context.fetch(request);
  },
  origin: siteOrigin,
  language: () => renderContext.getStore()?.lang ?? currentLanguage(),
  pathname: () => "/",
  tokens: { admin: adminSession, user: memberSession },
  navigate: () => undefined,
  notify: () => undefined,
  isOnline: () => true,
  log: () => undefined,
});

// Each render is its own visitor: identical requests of two renders must both run, not cancel each other.
export const api = createApiClient(
  { fetch: (request, options) => requestLayer.fetch(request, { ...options, cancelDuplicates: false }) },
  "http://ssr.invalid",
);

export const queries = createQueries(api);
