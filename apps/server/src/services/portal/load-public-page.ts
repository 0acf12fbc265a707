import type { Lang } from "@corp/domain/lang";
import { matchPublicRoute, type PublicRoute } from "@corp/domain/public-route";
import { AppError } from "../../errors.ts";
import type { AppServices } from "../app-services.ts";
import type { BootData } from "../boot-data.ts";
import { bigramSearch } from "../search/bigram-search.ts";
import { articleDetail } from "./article-detail.ts";
import { articleList } from "./article-list.ts";
import { countView as countPageView } from "./article-views.ts";
import { homeContent } from "./home.ts";
import { layoutContent } from "./layout.ts";
import { pageMeta } from "./page-meta.ts";
import { pageContent } from "./pages.ts";
import type { PublicPageContent, PublicPageData } from "./public-page-data.ts";
import { topicsWithArticles } from "./topics.ts";

export const NEWS_PAGE_SIZE = 10;
export const SEARCH_PAGE_SIZE = 10;

export type PageRequest = {
  /** Path and query as requested. */
  url: string;
  origin: string;
  lang: Lang;
  /** False for a speculative load (prefetch or prerender): the page counts its view when shown. */
  countsView: boolean;
  /** The menus, links and site settings (web-app.ts keeps them until the `site` content changes). */
  boot: () => Promise<BootData>;
  /**
   * Keeps what a page shows (not an article's, which counts views) until the content changes; without it
   * every request reads the database. The key names the page and its query values that choose content.
   */
  keep?: (key: string, read: () => Promise<PageParts>) => Promise<PageParts>;
};

/** A page's own content and its search-engine entry. */
export type PageParts = Pick<PublicPageData, "content" | "status" | "meta">;

const isMissing = (error: unknown) => error instanceof AppError && error.status === 404;

/** The content of a page, or undefined where it names nothing (an unpublished article, a missing page). */
async function contentOf(
  services: AppServices,
  route: PublicRoute,
  countView: () => number,
): Promise<PublicPageContent | undefined> {
  const { db } = services;
  switch (route.page) {
    case "home":
      return { page: "home", home: await homeContent(db) };
    case "list":
      return {
        page: "list",
        route,
        list: await articleList(db, { categoryId: route.cid, page: route.pageNo, limit: NEWS_PAGE_SIZE }),
      };
    case "article":
      return { page: "article", article: await articleDetail(db, route.id, countView) };
    case "topic":
      return { page: "topic", route, topics: await topicsWithArticles(db, route.tid) };
    case "layout":
      return { page: "layout", layout: await layoutContent(db) };
    case "company":
    case "history":
    case "contact":
      return { page: route.page, content: await pageContent(db, route.page) };
    case "search": {
      if (route.keywords === "") return { page: "search", route, results: undefined };
      const found = await bigramSearch(db).search(route.keywords, {
        page: route.pageNo,
        limit: SEARCH_PAGE_SIZE,
      });
      return {
        page: "search",
        route,
        results: { q: route.keywords, page: route.pageNo, limit: SEARCH_PAGE_SIZE, ...found },
      };
    }
    default:
      return { page: route.page };
  }
}

/**
 * Reads what a public page shows, straight from the services (no HTTP in between). A page whose content
 * is missing becomes the 404 page, with its status.
 */
export async function loadPublicPage(services: AppServices, request: PageRequest): Promise<PublicPageData> {
  const url = new URL(request.url, "http://page.invalid");
  const route = matchPublicRoute(url.pathname, url.searchParams);
  const countView = () => (request.countsView ? countPageView(services.views, url.pathname) : 0);
  const read = async (): Promise<PageParts> => {
    const found = await contentOf(services, route, countView).catch((error: unknown) => {
      if (isMissing(error)) return undefined;
      throw error;
    });
    const content: PublicPageContent = found ?? { page: "notFound" };
    const status = content.page === "notFound" ? 404 : 200;
    return { content, status, meta: await pageMeta(services.db, status === 404 ? "/404" : url.pathname) };
  };
  // Query values the route does not read (a tracking tag, a cache buster) do not make another key.
  const key = route.page === "article" ? undefined : `${url.pathname}\n${JSON.stringify(route)}`;
  const [boot, parts] = await Promise.all([
    request.boot(),
    key !== undefined && request.keep ? request.keep(key, read) : read(),
  ]);
  return {
    ...parts,
    lang: request.lang,
    origin: request.origin,
    pathname: url.pathname,
    search: Object.fromEntries(url.searchParams),
    common: boot.common,
    site: boot.site,
    openMemberCenter: boot.openMemberCenter,
  };
}
