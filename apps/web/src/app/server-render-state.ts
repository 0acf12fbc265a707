import { isLang, type Lang } from "@corp/domain/lang";
import type { DehydratedState } from "@tanstack/react-query";

/** The id of the JSON script in which a server render leaves its query data. */
export const SERVER_RENDER_STATE_ID = "ssr-state";

export type ServerRenderState = { lang: Lang; queries: DehydratedState };

/**
 * The state of a server-rendered page: inert JSON (not a script that runs), so the page keeps a
 * strict Content-Security-Policy without nonces.
 */
export function readServerRender(doc: Document = document): ServerRenderState | undefined {
  const text = doc.getElementById(SERVER_RENDER_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    const raw = JSON.parse(text) as { lang?: unknown; queries?: unknown };
    if (!isLang(raw.lang) || typeof raw.queries !== "object" || raw.queries === null) return undefined;
    return { lang: raw.lang, queries: raw.queries as DehydratedState };
  } catch {
    return undefined;
  }
}
