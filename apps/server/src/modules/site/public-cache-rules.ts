import { LANGUAGE_PREFIX } from "@corp/domain/language-address";
import { ARTICLE_PAGE, CONTENT_SCOPES, PUBLIC_PAGES } from "@corp/domain/public-pages";
import type { FastifyRequest } from "fastify";
import type { CacheRule } from "../../plugins/http-cache.ts";
import { countView } from "./article-views.ts";
import { apiCacheKey, pageCacheKey } from "./cache-keys.ts";
import type { ViewCounter } from "./view-counter.ts";

/** Answers that read nothing from the query. */
const pathOnly = (url: string) => (url.split("?")[0] ?? "/").toLowerCase();

/** An article's stored answer shows its view count at most this old (ms); every view is still counted. */
export const VIEW_COUNT_MAX_AGE_MS = 10_000;

/**
 * A page path as a cache rule's, in each language (`/list`, `/en/list`): a `$name` segment makes it
 * cover everything under its parent. The English home is `/en` (`/en/` would cover every English page).
 */
const rulePaths = (pagePath: string) =>
  Object.values(LANGUAGE_PREFIX).map((prefix) =>
    prefix && pagePath === "/" ? prefix : `${prefix}${pagePath.replace(/\$\w+$/, "")}`,
  );

/** The public answers, and what they depend on; an article counts its view even when not run. */
export function publicCacheRules(views: ViewCounter): readonly CacheRule[] {
  const viewed = {
    onHit: (request: FastifyRequest) => {
      countView(views, request);
    },
    maxAgeMs: VIEW_COUNT_MAX_AGE_MS,
  };
  return [
    { path: "/api/index/common", scopes: ["site"], keyOf: apiCacheKey },
    { path: "/api/index/index", scopes: ["site"], keyOf: apiCacheKey },
    { path: "/api/portal/article", scopes: CONTENT_SCOPES, keyOf: apiCacheKey, ...viewed },
    { path: "/api/portal/", scopes: CONTENT_SCOPES, keyOf: apiCacheKey },
    // The lead form's fields are settings.
    { path: "/api/lead/form", scopes: ["site"], keyOf: apiCacheKey },
    // The sitemaps keep their own documents (modules/site/sitemap-store.ts): a child is larger than
    // this cache's largest answer.
    { path: "/robots.txt", scopes: ["site"], keyOf: pathOnly },
    ...PUBLIC_PAGES.flatMap((page) =>
      rulePaths(page.path).map((path) => ({
        path,
        scopes: page.scopes,
        keyOf: pageCacheKey,
        ...(page.path === ARTICLE_PAGE ? viewed : {}),
      })),
    ),
  ];
}
