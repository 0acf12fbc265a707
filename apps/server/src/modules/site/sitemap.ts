import type { Database } from "@corp/db/schema";
import {
  APP_AREAS,
  articlePagePath,
  FIXED_PAGE_PATHS,
  isAppAreaPath,
  PUBLIC_PAGES,
  singlePagePath,
} from "@corp/domain/public-pages";
import type { Kysely } from "kysely";
import { publishedArticles } from "./article-items.ts";

/** One public URL: its path (with query) and when its content last changed (epoch seconds). */
export type SitemapEntry = { path: string; lastmod: number };

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
  const [menus, topics, articles, site, pages] = await Promise.all([
    db.selectFrom("menu").select(["path", "update_time"]).where("status", "=", "enable").execute(),
    db
      .selectFrom("topic")
      .select(["id", "update_time"])
      .where("status", "=", "enable")
      .orderBy("weigh", "desc")
      .orderBy("id", "asc")
      .execute(),
    publishedArticles(db, now)
      .select(["article.id", "article.update_time", "article.publish_time"])
      .orderBy("article.publish_time", "desc")
      .orderBy("article.id", "desc")
      .execute(),
    db
      .selectFrom("corp")
      .select((eb) => eb.fn.max("update_time").as("time"))
      .executeTakeFirst(),
    db
      .selectFrom("page")
      .select(["slug", "update_time"])
      .where("status", "=", "enable")
      .where("slug", "not in", [...FIXED_PAGE_PATHS.keys()])
      .orderBy("weigh", "desc")
      .orderBy("id", "asc")
      .execute(),
  ]);

  const newestArticle = Math.max(0, ...articles.map((a) => Math.max(a.update_time, a.publish_time ?? 0)));
  const siteTime = Math.max(Number(site?.time ?? 0), ...menus.map((m) => m.update_time));
  const pageTime = Math.max(siteTime, newestArticle);

  const entries = new Map<string, number>();
  const add = (path: string, lastmod: number) => entries.set(path, Math.max(entries.get(path) ?? 0, lastmod));
  for (const path of FIXED_PATHS) add(path, pageTime);
  for (const menu of menus) {
    const path = menuPath(menu.path);
    if (path) add(path, Math.max(menu.update_time, pageTime));
  }
  for (const topic of topics) add(`/topic?tid=${topic.id}`, Math.max(topic.update_time, siteTime));
  for (const article of articles) {
    add(articlePagePath(article.id), Math.max(article.update_time, article.publish_time ?? 0));
  }
  for (const page of pages) add(singlePagePath(page.slug), page.update_time);
  return [...entries].map(([path, lastmod]) => ({ path, lastmod }));
}

const escapeXml = (text: string): string =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

/** W3C datetime in UTC, as the sitemap protocol accepts. */
const isoDate = (seconds: number): string => new Date(seconds * 1000).toISOString().replace(/\.\d{3}Z$/, "Z");

export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (e) => `  <url><loc>${escapeXml(origin + e.path)}</loc><lastmod>${isoDate(e.lastmod)}</lastmod></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** The plain-text sitemap Baidu accepts: one absolute URL per line. */
export function sitemapText(origin: string, entries: readonly SitemapEntry[]): string {
  return `${entries.map((e) => origin + e.path).join("\n")}\n`;
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
