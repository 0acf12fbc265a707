import { isPageSlug, parseArticleId } from "./public-pages.ts";

/** The public page an address shows, with the query values that choose its content. */
export type PublicRoute =
  | { page: "home" }
  | {
      page: "list";
      cid: number | undefined;
      pageNo: number;
      mid: number | undefined;
      pid: number | undefined;
    }
  | { page: "article"; id: number }
  | { page: "topic"; tid: number | undefined; mid: number | undefined; pid: number | undefined }
  | { page: "layout" }
  | { page: "company" }
  | { page: "history" }
  | { page: "contact" }
  | { page: "singlePage"; slug: string }
  | { page: "search"; keywords: string; pageNo: number }
  | { page: "video" }
  | { page: "noPermission" }
  | { page: "notFound" };

export type PublicPageName = PublicRoute["page"];

/** The last page a list or the search can show (deeper addresses show page 1). */
export const LIST_LAST_PAGE = 10_000;
export const SEARCH_LAST_PAGE = 1_000;
/** The longest search a visitor can type; longer ones are cut. */
export const SEARCH_MAX_LENGTH = 100;

/** A positive id of up to 9 digits; anything else is dropped, as if it was not there. */
const idValue = (text: string | null): number | undefined => parseArticleId(text);

/** A menu id (0 for a top-level item, SPEC §2: menu clicks carry mid and pid). */
function menuIdValue(text: string | null): number | undefined {
  if (text === null || !/^\d{1,9}$/.test(text)) return undefined;
  return Number(text);
}

function pageValue(text: string | null, last: number): number {
  const page = idValue(text);
  return page !== undefined && page <= last ? page : 1;
}

const FIXED: Record<string, PublicRoute> = {
  "/": { page: "home" },
  "/index": { page: "home" },
  "/layout": { page: "layout" },
  "/us/company": { page: "company" },
  "/us/history": { page: "history" },
  "/contact": { page: "contact" },
  "/video": { page: "video" },
  "/401": { page: "noPermission" },
  "/404": { page: "notFound" },
};

/** The query of an address, as `URLSearchParams` reads it. */
export type QueryValues = { get(name: string): string | null };

/**
 * The page of a public address (any letter case, one trailing slash allowed); an unknown address is
 * the 404 page. Query values that do not fit are dropped rather than refused.
 */
export function matchPublicRoute(pathname: string, query: QueryValues): PublicRoute {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, "").toLowerCase() : pathname;
  const fixed = FIXED[path];
  if (fixed) return fixed;
  if (path === "/list") {
    return {
      page: "list",
      cid: idValue(query.get("cid")),
      pageNo: pageValue(query.get("page"), LIST_LAST_PAGE),
      mid: menuIdValue(query.get("mid")),
      pid: menuIdValue(query.get("pid")),
    };
  }
  if (path === "/topic") {
    return {
      page: "topic",
      tid: idValue(query.get("tid")),
      mid: menuIdValue(query.get("mid")),
      pid: menuIdValue(query.get("pid")),
    };
  }
  if (path === "/search") {
    return {
      page: "search",
      keywords: (query.get("keywords") ?? "").trim().slice(0, SEARCH_MAX_LENGTH),
      pageNo: pageValue(query.get("page"), SEARCH_LAST_PAGE),
    };
  }
  const article = /^\/article\/([^/]+)$/.exec(path);
  if (article) {
    const id = parseArticleId(article[1]);
    return id === undefined ? { page: "notFound" } : { page: "article", id };
  }
  const single = /^\/page\/([^/]+)$/.exec(path);
  if (single) {
    const slug = single[1] ?? "";
    return isPageSlug(slug) ? { page: "singlePage", slug } : { page: "notFound" };
  }
  return { page: "notFound" };
}

/** A page's address as it shows it: its path and the query values it reads, in a fixed order. */
export type RouteAddress = { path: string; query: Record<string, string> };

const ROUTE_PATH: Record<Exclude<PublicPageName, "article" | "singlePage">, string> = {
  home: "/",
  list: "/list",
  topic: "/topic",
  layout: "/layout",
  company: "/us/company",
  history: "/us/history",
  contact: "/contact",
  search: "/search",
  video: "/video",
  noPermission: "/401",
  notFound: "/404",
};

/**
 * The one address every spelling of a page's address stands for (`/Page/Jobs/?utm_source=x` is
 * `/page/jobs`, `/index` is `/`): its path, and the query values the page reads, the menu it was opened
 * from (`mid`, `pid`, SPEC §2) on every page. What a page shows depends on this alone, so its answer
 * can be kept and tagged by it.
 */
export function routeAddress(route: PublicRoute, query: QueryValues): RouteAddress {
  const path =
    route.page === "article"
      ? `/article/${route.id}`
      : route.page === "singlePage"
        ? `/page/${route.slug}`
        : ROUTE_PATH[route.page];
  const values: Record<string, number | string | undefined> =
    route.page === "list"
      ? { cid: route.cid, page: route.pageNo === 1 ? undefined : route.pageNo }
      : route.page === "topic"
        ? { tid: route.tid }
        : route.page === "search"
          ? { keywords: route.keywords || undefined, page: route.pageNo === 1 ? undefined : route.pageNo }
          : {};
  const menu =
    route.page === "list" || route.page === "topic"
      ? { mid: route.mid, pid: route.pid }
      : { mid: menuIdValue(query.get("mid")), pid: menuIdValue(query.get("pid")) };
  const queryValues: Record<string, string> = {};
  for (const [name, value] of Object.entries({ ...values, ...menu })) {
    if (value !== undefined) queryValues[name] = String(value);
  }
  return { path, query: queryValues };
}
