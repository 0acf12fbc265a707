/**
 * What a content write can change, as the public pages and answers depend on it:
 * - `site`: settings, company, menus, friendly links, member rules (every page's header and footer);
 * - `article`: articles, categories, topics;
 * - `page`: pages and their entries, banners, page metadata.
 */
export const CONTENT_SCOPES = ["site", "article", "page"] as const;
export type ContentScope = (typeof CONTENT_SCOPES)[number];

export type PublicPage = {
  /** The path as the web app routes it; a `$name` segment stands for any value (`/article/$id`). */
  readonly path: string;
  /** The content the page shows: a write to any of these scopes changes the page. */
  readonly scopes: readonly ContentScope[];
  /** Listed in the sitemap by this path; pages reached through a value are listed from the content. */
  readonly inSitemap: boolean;
};

/** The page of one article. */
export const ARTICLE_PAGE = "/article/$id";

/** The page of one single page (content/page) that has no address of its own. */
export const SINGLE_PAGE = "/page/$slug";

/**
 * The public content pages: each is a route of the web app, rendered by the server and cached until
 * its content changes. The header and footer come from `site`, the bodies from the other scopes.
 */
export const PUBLIC_PAGES = [
  { path: "/", scopes: CONTENT_SCOPES, inSitemap: true },
  { path: "/list", scopes: CONTENT_SCOPES, inSitemap: true },
  { path: "/topic", scopes: CONTENT_SCOPES, inSitemap: true },
  { path: "/layout", scopes: CONTENT_SCOPES, inSitemap: true },
  { path: "/us/company", scopes: CONTENT_SCOPES, inSitemap: true },
  { path: "/us/history", scopes: CONTENT_SCOPES, inSitemap: true },
  { path: "/contact", scopes: CONTENT_SCOPES, inSitemap: true },
  // SPEC §2: the home page under the address older links of the site use; the sitemap names it once.
  { path: "/index", scopes: CONTENT_SCOPES, inSitemap: false },
  // Results of a visitor's query, not content of their own.
  { path: "/search", scopes: CONTENT_SCOPES, inSitemap: false },
  { path: "/video", scopes: CONTENT_SCOPES, inSitemap: false },
  { path: ARTICLE_PAGE, scopes: CONTENT_SCOPES, inSitemap: false },
  // The sitemap lists each enabled page by its slug. Menus and links come from `site`, the page from `page`.
  { path: SINGLE_PAGE, scopes: ["site", "page"], inSitemap: false },
] as const satisfies readonly PublicPage[];

/** Public pages that answer for what is missing or refused: rendered, never cached nor listed. */
export const PROBLEM_PAGES = ["/401", "/404"] as const;

/**
 * The single-page areas, the admin and the member centre: answered with the client shell, not rendered
 * on the server, and kept out of search engines.
 */
export const APP_AREAS = ["/admin", "/user"] as const;

/** True for a path inside an app area (`/admin`, `/user/login`; any letter case). */
export function isAppAreaPath(path: string): boolean {
  const lower = path.toLowerCase();
  return APP_AREAS.some((area) => lower === area || lower.startsWith(`${area}/`));
}

/**
 * An article id as a page address or a query writes it: 1 to 9 digits, not zero. Nine digits always
 * fit the database's integer ids; anything else names no article.
 */
export function parseArticleId(text: string | null | undefined): number | undefined {
  if (!text || !/^\d{1,9}$/.test(text)) return undefined;
  const id = Number(text);
  return id > 0 ? id : undefined;
}

/** The path of an article's page. */
export const articlePagePath = (id: number): string => `/article/${id}`;

/** The article a page path shows: `/article/7` (any letter case, a trailing slash allowed). */
export function articleIdOfPagePath(path: string): number | undefined {
  const match = /^\/article\/([^/]*)\/?$/i.exec(path);
  return match ? parseArticleId(match[1]) : undefined;
}

/** A single page's slug, as its declaration (collections/content/page.ts) lets an editor write it. */
export const PAGE_SLUG_PATTERN = /^[a-z0-9][a-z0-9-]*$/;
/** The longest slug the page table holds. */
export const PAGE_SLUG_MAX_LENGTH = 50;

/** True for a slug a page can have, and so a page address can name. */
export const isPageSlug = (slug: string): boolean =>
  slug.length <= PAGE_SLUG_MAX_LENGTH && PAGE_SLUG_PATTERN.test(slug);

/** The single pages with an address of their own (public-route.ts names those pages), by slug. */
export const FIXED_PAGE_PATHS: ReadonlyMap<string, string> = new Map([
  ["company", "/us/company"],
  ["history", "/us/history"],
  ["contact", "/contact"],
]);

/** The one address of a single page: its own for company, history and contact, else `/page/{slug}`. */
export const singlePagePath = (slug: string): string =>
  FIXED_PAGE_PATHS.get(slug) ?? `/page/${encodeURIComponent(slug)}`;

/** The slug a page path names: `/page/jobs` (any letter case, a trailing slash allowed, read lower-case). */
export function pageSlugOfPath(path: string): string | undefined {
  const match = /^\/page\/([^/]*)\/?$/i.exec(path);
  const slug = match?.[1]?.toLowerCase();
  return slug !== undefined && isPageSlug(slug) ? slug : undefined;
}

/**
 * Where a second address of a page with its own moves to (`/page/company` to `/us/company`), so each
 * page is found under one address; undefined for every other path.
 */
export function movedPagePath(path: string): string | undefined {
  const slug = pageSlugOfPath(path);
  return slug === undefined ? undefined : FIXED_PAGE_PATHS.get(slug);
}
