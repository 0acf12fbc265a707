import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bumpContentVersion, readContentVersions } from "../../services/content-version.ts";
import { superCaller } from "../../test/admin-caller.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { SitemapStore } from "./sitemap-store.ts";

describe("sitemaps and robots.txt", () => {
  let t: TestApp;
  let published: number[];
  let drafts: number[];

  beforeAll(async () => {
    t = await createTestApp();
    const now = Math.floor(Date.now() / 1000);
    const rows = await t.services.db.selectFrom("article").select(["id", "status", "publish_time"]).execute();
    published = rows
      .filter((r) => r.status === "published" && r.publish_time !== null && r.publish_time <= now)
      .map((r) => r.id);
    drafts = rows.filter((r) => r.status === "draft").map((r) => r.id);
  });
  afterAll(() => t.close());

  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

  it("lists home, the menu paths, topics and every published article, and no draft", async () => {
    expect(published.length).toBeGreaterThan(10);
    expect(drafts.length).toBeGreaterThan(0);
    const res = await t.app.inject({
      method: "GET",
      url: "/sitemap.xml",
      headers: { host: "www.example.cn" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("application/xml");
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    const urls = locs(res.body);
    expect(urls).toContain("http://www.example.cn/");
    expect(urls).toContain("http://www.example.cn/us/history");
    expect(urls).toContain("http://www.example.cn/contact");
    expect(urls.some((u) => u?.startsWith("http://www.example.cn/topic?tid="))).toBe(true);
    // Menu paths with a query are escaped; anchors of another page are not listed twice.
    expect(res.body).toContain("/list?cid=");
    expect(urls.filter((u) => u?.includes("#"))).toEqual([]);
    for (const id of published) expect(urls).toContain(`http://www.example.cn/article/${id}`);
    for (const id of drafts) expect(urls).not.toContain(`http://www.example.cn/article/${id}`);
    expect(new Set(urls).size).toBe(urls.length);
    expect(res.body.match(/<lastmod>\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z<\/lastmod>/g)?.length).toBe(
      urls.length,
    );
  });

  it("drops an article from the sitemap once it is unpublished", async () => {
    const id = published[0] as number;
    // Written past the services, so this process is told, as a write through the admin would tell it.
    await t.services.db.updateTable("article").set({ status: "draft" }).where("id", "=", id).execute();
    t.app.contentVersions.invalidate();
    const res = await t.app.inject({
      method: "GET",
      url: "/sitemap.txt",
      headers: { host: "www.example.cn" },
    });
    await t.services.db.updateTable("article").set({ status: "published" }).where("id", "=", id).execute();
    t.app.contentVersions.invalidate();
    expect(res.body.split("\n")).not.toContain(`http://www.example.cn/article/${id}`);
  });

  it("lists every enabled single page at /page/{slug} with its update time, and the fixed three once", async () => {
    const caller = await superCaller(t);
    await caller.content.page.add({ slug: "jobs", title: "招聘信息" });
    await caller.content.page.add({ slug: "old-offer", title: "旧活动", status: "disable" });
    const updated = 1_700_000_000;
    await t.services.db
      .updateTable("page")
      .set({ update_time: updated })
      .where("slug", "=", "jobs")
      .execute();
    t.app.contentVersions.invalidate();
    const res = await t.app.inject({
      method: "GET",
      url: "/sitemap.xml",
      headers: { host: "www.example.cn" },
    });
    expect(res.body).toContain(
      "<url><loc>http://www.example.cn/page/jobs</loc><lastmod>2023-11-14T22:13:20Z</lastmod></url>",
    );
    const urls = locs(res.body);
    expect(urls).not.toContain("http://www.example.cn/page/old-offer");
    for (const slug of ["company", "history", "contact"])
      expect(urls).not.toContain(`http://www.example.cn/page/${slug}`);
    expect(urls.filter((u) => u === "http://www.example.cn/us/company")).toHaveLength(1);
  });

  it("writes sitemap.txt for Baidu as one absolute URL per line", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/sitemap.txt",
      headers: { host: "corp.test:8080" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/plain");
    const lines = res.body.trimEnd().split("\n");
    expect(lines.every((l) => l.startsWith("http://corp.test:8080/"))).toBe(true);
    expect(lines).toContain(`http://corp.test:8080/article/${published.at(-1)}`);
  });

  it("points robots.txt at the sitemap and keeps crawlers out of the admin area", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/robots.txt",
      headers: { host: "www.example.cn" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("Disallow: /admin/");
    expect(res.body).toContain("Sitemap: http://www.example.cn/sitemap.xml");
  });

  it("refuses a malformed Host instead of writing it into URLs", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/sitemap.xml",
      headers: { host: "evil.test/<x>" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toContain("<x>");
  });

  it("carries an ETag and revalidates with 304", async () => {
    const first = await t.app.inject({
      method: "GET",
      url: "/sitemap.xml",
      headers: { host: "www.example.cn" },
    });
    const tag = String(first.headers.etag);
    expect(tag).toMatch(/^W\//);
    const again = await t.app.inject({
      method: "GET",
      url: "/sitemap.xml",
      headers: { host: "www.example.cn", "if-none-match": tag },
    });
    expect(again.statusCode).toBe(304);
  });

  it("keeps a sitemap between requests, and across content versions that leave its pages as they were", async () => {
    const db = t.services.db;
    const store = new SitemapStore(db, () => readContentVersions(db));
    const first = await store.answer("https://corp.test", "xml", undefined);
    expect(first?.made).toBe(true);
    const again = await store.answer("https://corp.test", "xml", undefined);
    expect(again).toEqual({ answer: first?.answer, made: false });
    // A version moved (a setting saved) with every page as it was: the same bytes, not written again.
    await bumpContentVersion(db, "site");
    expect(await store.answer("https://corp.test", "xml", undefined)).toEqual(again);
    // An article edited: its lastmod moves, so the sitemap is written again with a new tag.
    await db
      .updateTable("article")
      .set({ update_time: 2_000_000_000 })
      .where("id", "=", published[1] as number)
      .execute();
    const edited = await store.answer("https://corp.test", "xml", undefined);
    expect(edited?.made).toBe(true);
    expect(edited?.answer.tag).not.toBe(first?.answer.tag);
    expect(edited?.answer.body.toString()).toContain("<lastmod>2033-05-18T03:33:20Z</lastmod>");
    // A sitemap of fewer than 50,000 URLs has no children.
    expect(await store.answer("https://corp.test", "xml", 1)).toBeUndefined();
  });
});
