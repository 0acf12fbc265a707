import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addArticles } from "../../test/generated-rows.ts";
import { parseSitemap, type SitemapItem } from "../../test/sitemap-schema.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { MAX_SITEMAP_BYTES, MAX_SITEMAP_URLS } from "./sitemap-parts.ts";

const HOST = "www.example.cn";
const ORIGIN = `http://${HOST}`;
/** Articles with English (two URLs each) and without (one URL: the site hides untranslated ones). */
const BILINGUAL = 30_000;
const CHINESE_ONLY = 300;

/**
 * A site of more than 60,000 URLs (issue 49, item 4): the sitemap is an index of children of at most
 * 50,000 URLs and 50 MB each, valid against the sitemap schema, listing every URL once in both languages
 * with its alternates; the text sitemap likewise; a publish rewrites only the child it falls in.
 */
describe("a sitemap index for a site of more than 50,000 URLs", () => {
  let t: TestApp;

  /** Copies of a published article, `count` of them, with English titles or none, written at `time` + n. */
  const addPublished = async (count: number, english: boolean, time = 1_600_000_000) => {
    await addArticles(t.services.db, count, {
      title: sql`'文章 ' || n`,
      title_en: english ? sql`'Article ' || n` : sql`''`,
      publish_time: sql`${time}::bigint + n`,
      update_time: sql`${time}::bigint + n`,
    });
    t.app.contentVersions.invalidate();
  };

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url, headers: { host: HOST, ...headers } });

  /** The index's children, each read and checked against the schema. */
  const readChildren = async (format: "xml" | "txt") => {
    const index = parseSitemap((await get("/sitemap.xml")).body);
    expect(index.root).toBe("sitemapindex");
    const children = [];
    for (const child of index.items) {
      const path = new URL(child.loc).pathname.replace(/\.xml$/, `.${format}`);
      const res = await get(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.rawPayload.length, path).toBeLessThan(MAX_SITEMAP_BYTES);
      children.push({ path, res, child });
    }
    return children;
  };

  beforeAll(async () => {
    t = await createTestApp();
    await addPublished(BILINGUAL, true);
    await addPublished(CHINESE_ONLY, false);
  }, 600_000);
  afterAll(() => t?.close());

  it("answers an index of children, each valid and within the limits, listing every URL once in both languages", async () => {
    const index = await get("/sitemap.xml");
    expect(index.statusCode).toBe(200);
    expect(index.headers["content-type"]).toContain("application/xml");
    const parsed = parseSitemap(index.body);
    expect(parsed.root).toBe("sitemapindex");
    expect(parsed.items.length).toBeGreaterThanOrEqual(3);
    for (const item of parsed.items) {
      expect(item.loc).toMatch(new RegExp(`^${ORIGIN}/sitemap-\\d+\\.xml$`));
      expect(item.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    }

    const urls: SitemapItem[] = [];
    for (const { path, res, child } of await readChildren("xml")) {
      const sitemap = parseSitemap(res.body);
      expect(sitemap.root, path).toBe("urlset");
      expect(sitemap.items.length, path).toBeGreaterThan(0);
      expect(sitemap.items.length, path).toBeLessThanOrEqual(MAX_SITEMAP_URLS);
      // The index's lastmod of a child is the newest of its pages'.
      expect(child.lastmod, path).toBe(
        sitemap.items
          .map((i) => i.lastmod ?? "")
          .sort()
          .at(-1),
      );
      urls.push(...sitemap.items);
    }
    const locs = urls.map((u) => u.loc);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs.length).toBeGreaterThan(60_000);

    const articles = await t.services.db
      .selectFrom("article")
      .select(["id", "title_en"])
      .where("status", "=", "published")
      .where("publish_time", "<=", Math.floor(Date.now() / 1000))
      .execute();
    expect(articles.length).toBeGreaterThan(BILINGUAL + CHINESE_ONLY);
    const listed = new Set(locs);
    const byLoc = new Map(urls.map((u) => [u.loc, u]));
    for (const { id, title_en } of articles) {
      const chinese = `${ORIGIN}/article/${id}`;
      const english = `${ORIGIN}/en/article/${id}`;
      expect(listed.has(chinese), chinese).toBe(true);
      expect(listed.has(english), english).toBe(title_en !== "");
      const expected = title_en === "" ? {} : { "zh-CN": chinese, en: english, "x-default": chinese };
      expect(byLoc.get(chinese)?.alternates, chinese).toEqual(expected);
      if (title_en !== "") expect(byLoc.get(english)?.alternates, english).toEqual(expected);
    }
    for (const page of ["/", "/en/", "/contact", "/en/contact"])
      expect(listed.has(ORIGIN + page), page).toBe(true);
    expect((await get("/robots.txt")).body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it("splits the text sitemap into the same children, one URL per line", async () => {
    const xmlLocs = new Set<string>();
    for (const { res } of await readChildren("xml"))
      for (const item of parseSitemap(res.body).items) xmlLocs.add(item.loc);
    const lines: string[] = [];
    for (const { path, res } of await readChildren("txt")) {
      expect(res.headers["content-type"], path).toContain("text/plain");
      const own = res.body.trimEnd().split("\n");
      expect(own.length, path).toBeLessThanOrEqual(MAX_SITEMAP_URLS);
      lines.push(...own);
    }
    expect(new Set(lines).size).toBe(lines.length);
    expect(new Set(lines)).toEqual(xmlLocs);
    // sitemap.txt itself stays a valid text sitemap: the first child (the pages that are not articles).
    const [first] = await readChildren("txt");
    expect((await get("/sitemap.txt")).body).toBe(first?.res.body);
  });

  it("keeps the children between requests and rewrites on publish only the children whose pages changed", async () => {
    const before = await readChildren("xml");
    for (const { path, res } of before) {
      const again = await get(path, { "if-none-match": String(res.headers.etag) });
      expect(again.statusCode, path).toBe(304);
    }
    expect(before.length).toBeGreaterThanOrEqual(3);
    await addPublished(1, true, Math.floor(Date.now() / 1000) - 10);
    const after = await readChildren("xml");
    const tagsBefore = new Map(before.map(({ path, res }) => [path, res.headers.etag]));
    const changed = after
      .filter(({ path, res }) => tagsBefore.get(path) !== res.headers.etag)
      .map((c) => c.path);
    // The new article's id is in the last child, and the home and fixed pages (part 1) show the newest
    // articles, so their lastmod moves; the children between keep their bytes and ETags.
    expect(changed).toEqual([after[0]?.path, after.at(-1)?.path]);
    for (const { path, res } of after.slice(1, -1))
      expect(res.body, path).toBe(before.find((b) => b.path === path)?.res.body);
    const newest = await t.services.db
      .selectFrom("article")
      .select((eb) => eb.fn.max("id").as("id"))
      .executeTakeFirst();
    expect(after.at(-1)?.res.body).toContain(`${ORIGIN}/en/article/${newest?.id}<`);
  });

  it("answers 404 for a child that does not exist", async () => {
    expect((await get("/sitemap-999.xml")).statusCode).toBe(404);
    expect((await get("/sitemap-999.txt")).statusCode).toBe(404);
  });
});
