import { addressLanguage } from "@corp/domain/language-address";
import { articleIdOfPagePath, parseArticleId } from "@corp/domain/public-pages";
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
 * Counts the view a request makes, whether its handler runs or a stored answer is sent for it: the one
 * place a view is counted. Answers how many views of that article are not stored yet (0: none viewed).
 */
export function countView(views: ViewCounter, url: string): number {
  const id = viewedArticle(url);
  return id === undefined ? 0 : views.record(id);
}

/**
 * A request the browser makes ahead of a visit (speculation rules' prefetch or prerender) says so in
 * `Sec-Purpose`. It is no view yet: the page counts it when it is shown (`POST /api/portal/view`).
 */
export function isSpeculative(secPurpose: string | string[] | undefined): boolean {
  const value = Array.isArray(secPurpose) ? secPurpose.join(",") : (secPurpose ?? "");
  return /\bprefetch\b/i.test(value);
}
