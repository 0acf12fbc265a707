import type { CommonData, Schemas, SiteConfig } from "@corp/contract/types";
import type { Brand } from "@corp/domain/brand/brand";
import type { Lang } from "@corp/domain/lang";
import type { LeadForm } from "@corp/domain/lead-fields";
import type { PublicRoute } from "@corp/domain/public-route";

type Route<P extends PublicRoute["page"]> = Extract<PublicRoute, { page: P }>;

export type SearchPageData = Schemas["SearchResultData"];

/** What a public page shows besides the header and footer, by page. */
export type PublicPageContent =
  | { page: "home"; home: Schemas["PortalHomeData"] }
  | { page: "list"; route: Route<"list">; list: Schemas["PortalArticleListData"] }
  | { page: "article"; article: Schemas["PortalArticleDetail"] }
  | { page: "topic"; route: Route<"topic">; topics: Schemas["PortalTopicsData"] }
  | { page: "layout"; layout: Schemas["PortalLayoutData"] }
  | { page: "company" | "history" | "contact" | "singlePage"; content: Schemas["PortalPageData"] }
  | { page: "search"; route: Route<"search">; results: SearchPageData | undefined }
  | { page: "video" }
  | { page: "noPermission" }
  | { page: "notFound" };

/**
 * Everything the web's page renderer needs for one public page: the server reads it from the
 * database, the renderer turns it into HTML. Plain data, no functions.
 */
export type PublicPageData = {
  content: PublicPageContent;
  status: 200 | 404;
  /** The language of the page, as its address says (`/en/...` is English). */
  lang: Lang;
  /**
   * The languages the page has an address in (its `hreflang` alternates): every language, or Chinese
   * alone for an item the site hides from English pages; none for a 404.
   */
  languages: readonly Lang[];
  /** Scheme and host of the request (`https://www.example.com`). */
  origin: string;
  /**
   * The page's one address (`routeAddress`, in its language) and the query values it reads, for the
   * canonical address and the active menu; not the request's own spelling of it.
   */
  pathname: string;
  search: Record<string, string>;
  /** Menus and friendly links, the site settings, and whether the member centre is on. */
  common: CommonData;
  site: SiteConfig;
  openMemberCenter: boolean;
  /** The lead form as the settings configure it (the contact page shows it; any page may place it). */
  leadForm: LeadForm;
  /** The brand settings: the page's colours, type, header and footer. */
  brand: Brand;
  /** The page's entry of the search-engine settings (title, keywords, description). */
  meta: Schemas["PortalMeta"];
};

/** The built files a public page loads: the stylesheet and the islands' entry with its imports. */
export type PublicAssets = { css: readonly string[]; script: string | undefined; preload: readonly string[] };

/** The HTML of a public page, and its status. */
export type RenderedPage = { status: number; html: string };

/** What the web build's public renderer (apps/web/src/public/render.tsx) offers the server. */
export type PublicPageRenderer = {
  renderPublicPage(data: PublicPageData, assets: PublicAssets): RenderedPage;
};
