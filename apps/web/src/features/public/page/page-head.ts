import type { Schemas, SiteConfig } from "@corp/contract/types";
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
  lang: string;
};

/** Query values that pick different content; `mid`/`pid` only highlight the menu, so they are left out. */
const CANONICAL_QUERY: Record<string, readonly string[]> = {
  "/list": ["cid", "page"],
  "/topic": ["tid"],
  "/search": ["keywords", "page"],
};

export function canonicalUrl(origin: string, pathname: string, search: Record<string, unknown>): string {
  const path = pathname === "/index" ? "/" : pathname;
  const url = new URL(path, origin);
  for (const key of CANONICAL_QUERY[path] ?? []) {
    const value = search[key];
    if (value !== undefined && value !== null && value !== "") url.searchParams.set(key, String(value));
  }
  return url.href;
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
  const crumbs = [{ name: input.homeTitle, item: `${input.origin}/` }];
  if (input.pathname !== "/" && input.pathname !== "/index")
    crumbs.push({ name: input.pageTitle, item: canonical });
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
      inLanguage: input.lang,
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
