import type { Database } from "@corp/db/schema";
import { htmlLang, type Lang, languages } from "@corp/domain/lang";
import { localizedPath } from "@corp/domain/language-address";
import {
  APP_AREAS,
  articlePagePath,
  FIXED_PAGE_PATHS,
  isAppAreaPath,
  PUBLIC_PAGES,
  singlePagePath,
} from "@corp/domain/public-pages";
import type { Kysely } from "kysely";
import { escapeHtml } from "../../services/html-escape.ts";
import { publishedArticles } from "./article-items.ts";
import { contentLanguage, hasEnglish } from "./content-language.ts";

/**
 * One public page: its Chinese path (with query), when its content last changed (epoch seconds), and
 * the languages it has an address in.
 */
export type SitemapEntry = { path: string; lastmod: number; languages: readonly Lang[] };

const CHINESE_ONLY: readonly Lang[] = ["zh-cn"];

/** Pages that are public but not necessarily in the menu. */
const FIXED_PATHS = PUBLIC_PAGES.filter((page) => page.inSitemap).map((page) => page.path);

/** The path a menu entry points at, or nothing for links elsewhere and in-page anchors of another page. */
function menuPath(path: string): string | undefined {
  const local = path.split("#")[0]?.trim() ?? "";
  if (!local.startsWith("/") || local.startsWith("//")) return undefined;
  if (isAppAreaPath(local) || /^\/api(\/|$)/i.test(local)) return undefined;
  return local;
}

/**
 * Every public URL a search engine should know: home and the fixed pages, the public menu's paths,
 * every topic, every readable article and every enabled single page at /page/{slug}. Each appears
 * once, with the latest change time that applies.
 */
export async function sitemapEntries(
  db: Kysely<Database>,
  now = Math.floor(Date.now() / 1000),
): Promise<SitemapEntry[]> {
  const [menus, topics, articles, site, pages, english] = await Promise.all([
    db.selectFrom("menu").select(["path", "update_time"]).where("status", "=", "enable").execute(),
    db
      .selectFrom("topic")
      .select(["id", "update_time", hasEnglish("topic").as("english")])
      .where("status", "=", "enable")
      .orderBy("weigh", "desc")
      .orderBy("id", "asc")
      .execute(),
    publishedArticles(db, now)
      .select([
        "article.id",
        "article.update_time",
        "article.publish_time",
        hasEnglish("article").as("english"),
      ])
      .orderBy("article.publish_time", "desc")
      .orderBy("article.id", "desc")
      .execute(),
    db
      .selectFrom("corp")
      .select((eb) => eb.fn.max("update_time").as("time"))
      .executeTakeFirst(),
    db
      .selectFrom("page")
      .select(["slug", "update_time", hasEnglish("page").as("english")])
      .where("status", "=", "enable")
      .where("slug", "not in", [...FIXED_PAGE_PATHS.keys()])
      .orderBy("weigh", "desc")
      .orderBy("id", "asc")
      .execute(),
    contentLanguage(db, "en"),
  ]);
  /** The languages of an item's page: English too when it has English or the site shows it in Chinese. */
  const languagesOf = (item: { english: boolean }) =>
    item.english || english.untranslated === "chinese" ? languages : CHINESE_ONLY;

  const newestArticle = Math.max(0, ...articles.map((a) => Math.max(a.update_time, a.publish_time ?? 0)));
  const siteTime = Math.max(Number(site?.time ?? 0), ...menus.map((m) => m.update_time));
  const pageTime = Math.max(siteTime, newestArticle);

  const entries = new Map<string, SitemapEntry>();
  const add = (path: string, lastmod: number, langs: readonly Lang[] = languages) => {
    const known = entries.get(path);
    entries.set(path, {
      path,
      lastmod: Math.max(known?.lastmod ?? 0, lastmod),
      languages: known?.languages ?? langs,
    });
  };
  for (const path of FIXED_PATHS) add(path, pageTime);
  for (const menu of menus) {
    const path = menuPath(menu.path);
    if (path) add(path, Math.max(menu.update_time, pageTime));
  }
  for (const topic of topics)
    add(`/topic?tid=${topic.id}`, Math.max(topic.update_time, siteTime), languagesOf(topic));
  for (const article of articles) {
    const lastmod = Math.max(article.update_time, article.publish_time ?? 0);
    add(articlePagePath(article.id), lastmod, languagesOf(article));
  }
  for (const page of pages) add(singlePagePath(page.slug), page.update_time, languagesOf(page));
  return [...entries.values()];
}

/** W3C datetime in UTC, as the sitemap protocol accepts. */
const isoDate = (seconds: number): string => new Date(seconds * 1000).toISOString().replace(/\.\d{3}Z$/, "Z");

/**
 * `<xhtml:link>` alternates of a page in every language it has, and `x-default` (the Chinese), as
 * search engines read them in a sitemap.
 */
function alternateLinks(origin: string, entry: SitemapEntry): string {
  if (entry.languages.length < 2) return "";
  const link = (hreflang: string, lang: Lang) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(origin + localizedPath(entry.path, lang))}"/>`;
  return [...entry.languages.map((lang) => link(htmlLang(lang), lang)), link("x-default", "zh-cn")].join("");
}

/** Every page in every language it has, each URL with its alternates. */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.flatMap((e) =>
    e.languages.map(
      (lang) =>
        `  <url><loc>${escapeHtml(origin + localizedPath(e.path, lang))}</loc><lastmod>${isoDate(e.lastmod)}</lastmod>${alternateLinks(origin, e)}</url>`,
    ),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** The address of the index's child `n` in `format` (`/sitemap-2.xml`). */
export const sitemapPartPath = (n: number, format: "xml" | "txt"): string => `/sitemap-${n}.${format}`;

/** A sitemap index: each child's address and the newest change among its pages. */
export function sitemapIndexXml(origin: string, parts: readonly { n: number; lastmod: number }[]): string {
  const children = parts.map(
    (part) =>
      `  <sitemap><loc>${escapeHtml(origin + sitemapPartPath(part.n, "xml"))}</loc><lastmod>${isoDate(part.lastmod)}</lastmod></sitemap>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...children,
    "</sitemapindex>",
    "",
  ].join("\n");
}

/** The plain-text sitemap Baidu accepts: one absolute URL per line. */
export function sitemapText(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.flatMap((e) => e.languages.map((lang) => origin + localizedPath(e.path, lang)));
  return `${urls.join("\n")}\n`;
}

export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    ...APP_AREAS.map((area) => `Disallow: ${area}/`),
    "Disallow: /api/",
    "Allow: /",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
