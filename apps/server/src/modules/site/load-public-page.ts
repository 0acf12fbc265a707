import { addressLanguage, localizedPath } from "@corp/domain/language-address";
import { matchPublicRoute, type PublicRoute, routeAddress } from "@corp/domain/public-route";
import { AppError } from "../../errors.ts";
import type { AppServices } from "../../services/app-services.ts";
import { siteConfigIn } from "../../services/site-config.ts";
import { articleDetail } from "./article-detail.ts";
import { articleList } from "./article-list.ts";
import type { BootData } from "./boot-data.ts";
import { type ContentLanguage, contentLanguage } from "./content-language.ts";
import { homeContent } from "./home.ts";
import { layoutContent } from "./layout.ts";
import { pageLanguages } from "./page-languages.ts";
import { pageMeta } from "./page-meta.ts";
import { pageContent } from "./pages.ts";
import { VIEW_COUNT_MAX_AGE_MS } from "./public-cache-rules.ts";
import { commonIn } from "./public-menu.ts";
import type { PublicPageContent, PublicPageData } from "./public-page-data.ts";
import { bigramSearch } from "./search/bigram-search.ts";
import { topicsWithArticles } from "./topics.ts";

export const NEWS_PAGE_SIZE = 10;
export const SEARCH_PAGE_SIZE = 10;

export type PageRequest = {
  /** Path and query as requested; its language is the address's (`/en/...` is English). */
  url: string;
  origin: string;
  /**
   * Who asks (`visitorOf`), whose view an article's page counts once an hour; none for a speculative
   * load (prefetch or prerender), which counts its view when shown.
   */
  visitor: string | undefined;
  /** The menus, links and site settings (web-app.ts keeps them until the `site` content changes). */
  boot: () => Promise<BootData>;
  /**
   * Keeps what a page shows until the content changes (or for `maxAgeMs`); without it every request
   * reads the database. The key names the page and its query values that choose content.
   */
  keep?: (key: string, read: () => Promise<KeptPage>, maxAgeMs?: number) => Promise<KeptPage>;
  /** An admin's preview: a draft or scheduled article shows too; nothing is kept or counted. */
  preview?: boolean;
};

/** A page's own content and its search-engine entry. */
export type PageParts = Pick<PublicPageData, "content" | "status" | "meta" | "languages">;

/**
 * A page as kept between requests. An article keeps the views it showed when read and how many views
 * this process had counted then: a later request shows the views counted since on top.
 */
export type KeptPage = PageParts & { viewsCounted: number };

const isMissing = (error: unknown) => error instanceof AppError && error.status === 404;

/** The content of a page, or undefined where it names nothing (an unpublished article, a missing page). */
async function contentOf(
  services: AppServices,
  view: ContentLanguage,
  route: PublicRoute,
  unstoredViews: (id: number) => number,
  preview: boolean,
): Promise<PublicPageContent | undefined> {
  const { db } = services;
  switch (route.page) {
    case "home":
      return { page: "home", home: await homeContent(db, view) };
    case "list":
      return {
        page: "list",
        route,
        list: await articleList(db, view, {
          categoryId: route.cid,
          page: route.pageNo,
          limit: NEWS_PAGE_SIZE,
        }),
      };
    case "article":
      return {
        page: "article",
        article: await articleDetail(db, view, route.id, () => unstoredViews(route.id), { preview }),
      };
    case "topic": {
      const topics = await topicsWithArticles(db, view, route.tid);
      // A report that is missing, disabled or (on an English page) hidden for want of English.
      if (route.tid !== undefined && topics.list.length === 0) return undefined;
      return { page: "topic", route, topics };
    }
    case "layout":
      return { page: "layout", layout: await layoutContent(db, view) };
    case "company":
    case "history":
    case "contact":
      return { page: route.page, content: await pageContent(db, view, route.page) };
    case "singlePage":
      return { page: "singlePage", content: await pageContent(db, view, route.slug) };
    case "search": {
      if (route.keywords === "") return { page: "search", route, results: undefined };
      const found = await bigramSearch(db).search(route.keywords, {
        page: route.pageNo,
        limit: SEARCH_PAGE_SIZE,
        lang: view.lang,
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
  const { views } = services;
  const preview = request.preview ?? false;
  const url = new URL(request.url, "http://page.invalid");
  const { lang, path } = addressLanguage(url.pathname);
  const route = matchPublicRoute(path, url.searchParams);
  // The page is made from its one address, not from how this request spelled it: every spelling that
  // names the same page gets the same bytes (and so the same tag, web-app.ts and http-cache.ts).
  const address = routeAddress(route, url.searchParams);
  const read = async (): Promise<KeptPage> => {
    let viewsCounted = 0;
    // The views counted so far and those not stored yet are taken at the same moment.
    const unstoredViews = (id: number) => {
      viewsCounted = views.total(id);
      return views.unstored(id);
    };
    const view = await contentLanguage(services.db, lang);
    const found = await contentOf(services, view, route, unstoredViews, preview).catch((error: unknown) => {
      if (isMissing(error)) return undefined;
      throw error;
    });
    const content: PublicPageContent = found ?? { page: "notFound" };
    const status = content.page === "notFound" ? 404 : 200;
    const [meta, languages] = await Promise.all([
      pageMeta(services.db, view, status === 404 ? "/404" : address.path),
      status === 404 ? [] : pageLanguages(services.db, route),
    ]);
    return { content, status, meta, languages, viewsCounted };
  };
  // Query values the route does not read (a tracking tag, a cache buster) do not make another key. An
  // article is read again after a while, to show the views other server processes have stored.
  // The language is part of the key: each language's page is kept apart (`/en/list` is not `/list`).
  const key = `${lang}\n${JSON.stringify(route)}\n${JSON.stringify(address)}`;
  const maxAgeMs = route.page === "article" ? VIEW_COUNT_MAX_AGE_MS : undefined;
  const [boot, kept] = await Promise.all([
    request.boot(),
    request.keep && !preview ? request.keep(key, read, maxAgeMs) : read(),
  ]);
  const { viewsCounted, ...parts } = kept;
  if (parts.content.page === "article") {
    // Only a published article counts a view, so made-up ids never reach the counter.
    const { article } = parts.content;
    if (request.visitor !== undefined && !preview) views.record(article.id, request.visitor);
    const shown = article.views + views.total(article.id) - viewsCounted;
    parts.content = { page: "article", article: { ...article, views: shown } };
  }
  return {
    ...parts,
    lang,
    origin: request.origin,
    pathname: localizedPath(address.path, lang),
    search: address.query,
    // The site's name, logos, address, menus and links in the page's language (issue 50, item 1).
    common: commonIn(boot.common, lang),
    site: siteConfigIn(boot.site, lang),
    openMemberCenter: boot.openMemberCenter,
    leadForm: boot.leadForm,
    brand: boot.brand,
  };
}
