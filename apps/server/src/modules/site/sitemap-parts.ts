import { createHash } from "node:crypto";
import { ARTICLE_PAGE } from "@corp/domain/public-pages";
import type { SitemapEntry } from "./sitemap.ts";

/** The most URLs one sitemap may list (sitemaps.org), and so the most a site lists in a single file. */
export const MAX_SITEMAP_URLS = 50_000;

/** The most bytes one sitemap may weigh, uncompressed (sitemaps.org). */
export const MAX_SITEMAP_BYTES = 50 * 1024 * 1024;

/**
 * Articles by id range per child: an article has at most one address per language (two), so a child
 * lists at most 50,000 URLs. A child holds the same ids whatever is published elsewhere, so a new or
 * edited article changes its own child alone and the others keep their bytes (and ETags).
 */
export const ARTICLES_PER_PART = MAX_SITEMAP_URLS / 2;

/**
 * One child of the sitemap index: its number (`/sitemap-{n}.xml`), its entries, how many URLs they
 * make, the newest change among them and a digest of them (equal digests write equal bytes).
 */
export type SitemapPart = {
  n: number;
  entries: SitemapEntry[];
  urls: number;
  lastmod: number;
  digest: string;
};

/** What the site's sitemap is: one file, or an index of parts. */
export type SitemapLayout = { kind: "single"; all: SitemapPart } | { kind: "index"; parts: SitemapPart[] };

const ARTICLE_PATH = new RegExp(`^${ARTICLE_PAGE.replace(/\$\w+$/, "")}(\\d+)$`);

/** The article id of an article's address, or undefined for any other page. */
function articleId(path: string): number | undefined {
  const id = ARTICLE_PATH.exec(path)?.[1];
  return id === undefined ? undefined : Number(id);
}

const urlCount = (entries: readonly SitemapEntry[]) =>
  entries.reduce((sum, entry) => sum + entry.languages.length, 0);

function partOf(n: number, entries: SitemapEntry[]): SitemapPart {
  const hash = createHash("sha1");
  for (const e of entries) hash.update(`${e.path}\0${e.lastmod}\0${e.languages.join(",")}\n`);
  return {
    n,
    entries,
    urls: urlCount(entries),
    lastmod: Math.max(0, ...entries.map((e) => e.lastmod)),
    digest: hash.digest("base64url"),
  };
}

/**
 * The sitemap as one file (part 0, in the entries' order) while the site has at most 50,000 URLs (as before), else as an index: part 1
 * the pages that are not articles (home, the menu's, topics, single pages), part n >= 2 the articles of
 * ids ((n - 2) * 25,000, (n - 1) * 25,000], in id order; ranges with no article on show have no part.
 */
export function sitemapLayout(entries: SitemapEntry[]): SitemapLayout {
  if (urlCount(entries) <= MAX_SITEMAP_URLS) return { kind: "single", all: partOf(0, entries) };
  const pages: SitemapEntry[] = [];
  const ranges = new Map<number, SitemapEntry[]>();
  for (const entry of entries) {
    const id = articleId(entry.path);
    if (id === undefined) {
      pages.push(entry);
      continue;
    }
    const n = Math.floor((id - 1) / ARTICLES_PER_PART) + 2;
    const range = ranges.get(n) ?? [];
    range.push(entry);
    ranges.set(n, range);
  }
  const byId = (a: SitemapEntry, b: SitemapEntry) => (articleId(a.path) ?? 0) - (articleId(b.path) ?? 0);
  const parts = [partOf(1, pages)];
  for (const n of [...ranges.keys()].sort((a, b) => a - b))
    parts.push(partOf(n, (ranges.get(n) ?? []).sort(byId)));
  return { kind: "index", parts };
}
