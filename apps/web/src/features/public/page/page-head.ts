import type { Schemas, SiteConfig } from "@corp/contract/types";
import { htmlLang, type Lang } from "@corp/domain/lang";
import { addressLanguage, localizedPath } from "@corp/domain/language-address";
import { assetUrl } from "../../../lib/asset-url.ts";

export type HeadInput = {
  origin: string;
  pathname: string;
  search: Record<string, unknown>;
  /** The page's own title (translated route title, or the article's headline). */
  pageTitle: string;
  homeTitle: string;
  site: Pick<SiteConfig, "siteName" | "logo"> | undefined;
  meta: Schemas["PortalMeta"] | undefined;
  article: Schemas["PortalArticleDetail"] | undefined;
  lang: Lang;
  /** The languages the page has an address in: each gets its `hreflang` alternate. */
  languages: readonly Lang[];
};

/** Query values that pick different content; `mid`/`pid` only highlight the menu, so they are left out. */
const CANONICAL_QUERY: Record<string, readonly string[]> = {
  "/list": ["cid", "page"],
  "/topic": ["tid"],
  "/search": ["keywords", "page"],
};

/**
 * The address a page is known by, in the language of its address (`/en/list?cid=2` for English) or in
 * `lang` when given: the path without `mid`/`pid`, the home page as `/`.
 */
export function canonicalUrl(
  origin: string,
  pathname: string,
  search: Record<string, unknown>,
  lang?: Lang,
): string {
  const address = addressLanguage(pathname);
  const path = address.path === "/index" ? "/" : address.path;
  const url = new URL(localizedPath(path, lang ?? address.lang), origin);
  for (const key of CANONICAL_QUERY[path] ?? []) {
    const value = search[key];
    if (value !== undefined && value !== null && value !== "") url.searchParams.set(key, String(value));
  }
  return url.href;
}

/** `hreflang` alternates of a page in every language it has, and `x-default` (the Chinese one). */
function alternateLinks(input: HeadInput): string[] {
  if (input.languages.length < 2) return [];
  const link = (hreflang: string, lang: Lang) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(canonicalUrl(input.origin, input.pathname, input.search, lang))}" />`;
  return [...input.languages.map((lang) => link(htmlLang(lang), lang)), link("x-default", "zh-cn")];
}

/** A page's own keywords and description, where it has them, over its route's entry. */
export const withOwnEntry = (
  meta: Schemas["PortalMeta"],
  own: { keywords: string; description: string },
): Schemas["PortalMeta"] => ({
  ...meta,
  keywords: own.keywords || meta.keywords,
  description: own.description || meta.description,
});

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** JSON inside <script>: nothing in it may close the element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");

const isoTime = (seconds: number) => new Date(seconds * 1000).toISOString();

/** Structured data of the page: the organisation, the breadcrumb and, on an article, the article. */
export function structuredData(input: HeadInput, canonical: string): unknown[] {
  const siteName = input.site?.siteName ?? "";
  const logo = input.site?.logo ? assetUrl(input.site.logo, input.origin) : undefined;
  const organization = {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: siteName,
    url: `${input.origin}/`,
    ...(logo ? { logo } : {}),
  };
  const home = canonicalUrl(input.origin, "/", {}, input.lang);
  const crumbs = [{ name: input.homeTitle, item: home }];
  const path = addressLanguage(input.pathname).path;
  if (path !== "/" && path !== "/index") crumbs.push({ name: input.pageTitle, item: canonical });
  const breadcrumb = {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, i) => ({ "@type": "ListItem", position: i + 1, ...crumb })),
  };
  const out: unknown[] = [organization, breadcrumb];
  const article = input.article;
  if (article) {
    out.push({
      "@context": "https://schema.org",
      "@type": "NewsArticle",
      headline: article.title,
      description: article.description || article.summary,
      datePublished: isoTime(article.publish_time),
      mainEntityOfPage: canonical,
      ...(article.image ? { image: [assetUrl(article.image, input.origin)] } : {}),
      ...(article.author ? { author: { "@type": "Person", name: article.author } } : {}),
      publisher: organization,
      inLanguage: htmlLang(article.lang),
    });
  }
  return out;
}

/** The <head> elements a server-rendered page carries for search engines. */
export function pageHead(input: HeadInput): { title: string; tags: string } {
  const siteName = input.site?.siteName ?? "";
  const title = [input.pageTitle, siteName].filter(Boolean).join(" - ");
  const description = input.article?.description || input.article?.summary || input.meta?.description || "";
  const keywords = input.article?.keywords || input.meta?.keywords || "";
  const canonical = canonicalUrl(input.origin, input.pathname, input.search);
  const tags = [
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<meta name="keywords" content="${escapeHtml(keywords)}" />`,
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    ...alternateLinks(input),
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:type" content="${input.article ? "article" : "website"}" />`,
    `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
    ...(description ? [`<meta property="og:description" content="${escapeHtml(description)}" />`] : []),
    ...structuredData(input, canonical).map(
      (data) => `<script type="application/ld+json">${scriptJson(data)}</script>`,
    ),
  ];
  return { title: escapeHtml(title), tags: tags.join("\n    ") };
}
