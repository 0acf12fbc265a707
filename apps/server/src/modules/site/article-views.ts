import { addressLanguage } from "@corp/domain/language-address";
import { articleIdOfPagePath, parseArticleId } from "@corp/domain/public-pages";
import type { FastifyRequest } from "fastify";
import type { ViewCounter } from "./view-counter.ts";

const ARTICLE_API = "/api/portal/article";

/**
 * The article a request views: its page in either language (`/article/7`, `/en/article/7`) or its answer
 * (`/api/portal/article?id=7`).
 * Read on every view, stored answers included, so the URL is taken apart by hand.
 */
export function viewedArticle(url: string): number | undefined {
  const queryAt = url.indexOf("?");
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  if (path.toLowerCase().replace(/(.)\/$/, "$1") !== ARTICLE_API)
    return articleIdOfPagePath(addressLanguage(path).path);
  if (queryAt < 0) return undefined;
  return parseArticleId(/(?:^|&)id=([^&]*)/.exec(url.slice(queryAt + 1))?.[1]);
}

/**
 * Who a request comes from, as far as counting views goes: its client address (`TRUST_PROXY` decides
 * which) and its browser. Never stored: the counter keeps only a keyed hash of it with the article.
 */
export function visitorOf(request: Pick<FastifyRequest, "ip" | "headers">): string {
  const agent = request.headers["user-agent"];
  return `${request.ip}\n${Array.isArray(agent) ? agent.join(",") : (agent ?? "")}`;
}

/**
 * Counts the view a request makes, whether its handler runs or a stored answer is sent for it: the one
 * place a view is counted. A request ahead of a visit counts none, nor does a visitor's second view of
 * the article within the hour. Answers how many views of that article are not stored yet (0: none
 * viewed).
 */
export function countView(
  views: ViewCounter,
  request: Pick<FastifyRequest, "url" | "ip" | "headers">,
): number {
  const id = viewedArticle(request.url);
  if (id === undefined) return 0;
  return isSpeculative(request.headers) ? views.unstored(id) : views.record(id, visitorOf(request));
}

/**
 * A request the browser makes ahead of a visit says so: speculation rules' prefetch or prerender and
 * Chromium's link prefetch in `Sec-Purpose`, older Chromium and Safari in `Purpose`, Firefox in `X-Moz`.
 * It is no view yet: the page counts it when it is shown (`POST /api/portal/view`).
 */
export function isSpeculative(headers: FastifyRequest["headers"]): boolean {
  return ["sec-purpose", "purpose", "x-moz"].some((name) => {
    const value = headers[name];
    return /\bprefetch\b/i.test(Array.isArray(value) ? value.join(",") : (value ?? ""));
  });
}
