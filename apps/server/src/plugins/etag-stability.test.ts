import { PUBLIC_PAGES } from "@corp/domain/public-pages";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "../services/app-services.ts";
import { webAppOn } from "../test/web-dist.ts";

/**
 * A page's ETag is a promise that the page shows the same as before. What moves between two requests
 * without changing what a page shows must leave its tag alone: the memo of the content versions
 * expiring, views being written, a background write that bumps a content version (a statement that
 * changes no row still fires the tables' triggers), a second server process answering.
 */

/** One address of every public page type (PUBLIC_PAGES), in both languages where it has two. */
const SAMPLES: Record<(typeof PUBLIC_PAGES)[number]["path"], readonly string[]> = {
  "/": ["/", "/en"],
  "/list": ["/list?cid=1", "/en/list?cid=1"],
  "/topic": ["/topic"],
  "/layout": ["/layout"],
  "/us/company": ["/us/company", "/en/us/company"],
  "/us/history": ["/us/history"],
  "/contact": ["/contact"],
  "/index": ["/index"],
  "/search": ["/search?keywords=%E6%96%B0%E9%97%BB", "/en/search?keywords=news"],
  "/video": ["/video"],
  "/article/$id": ["/article/1", "/en/article/1"],
  "/page/$slug": ["/page/jobs"],
};

/** Public API answers that are cached the same way. */
const API_SAMPLES = [
  "/api/index/common",
  "/api/portal/home",
  "/api/portal/articles?cid=1",
  "/api/portal/article?id=1",
];

// A request ahead of a visit (Sec-Purpose: prefetch) counts no view: a counted view is a change the
// article page shows (its view count), so the unchanged page is asked for without one.
const ASKED = { "sec-purpose": "prefetch" };

/** Around the first place two answers differ, or "" when they are the same. */
function whereTheyDiffer(a: string, b: string): string {
  if (a === b) return "";
  let at = 0;
  while (a[at] === b[at]) at++;
  return `at ${at}: …${a.slice(Math.max(0, at - 80), at + 80)}… was …${b.slice(Math.max(0, at - 80), at + 80)}…`;
}

describe("ETags move only with what a page shows", () => {
  let app: FastifyInstance;
  let services: AppServices;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const started = await webAppOn(undefined, { RENDER_THREADS: "0" });
    ({ app, close } = started);
    services = started.services;
    // A single page of its own address (the seeded ones move to /us/company and the like).
    await services.db
      .insertInto("page")
      .values({ slug: "jobs", title: "招聘信息", content: "<p>招聘</p>" })
      .execute();
  });
  afterAll(() => close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: "GET", url, headers: { ...ASKED, ...headers } });

  /** Work a running server does between two visits, none of which changes what a page shows. */
  async function backgroundWork() {
    app.contentVersions.invalidate();
    await services.views.flush();
    // Writes that change no row a page shows still bump every scope's version (statement triggers).
    await services.db
      .updateTable("config")
      .set({ value: JSON.stringify("x") })
      .where("name", "=", "no-such-setting")
      .execute();
    await services.db.updateTable("page").set({ title: "x" }).where("id", "<", 0).execute();
    await services.db.updateTable("category").set({ name: "x" }).where("id", "<", 0).execute();
    await services.db.deleteFrom("friend_link").where("id", "<", 0).execute();
    app.contentVersions.invalidate();
  }

  it("names a sample address for every public page type", () => {
    expect(Object.keys(SAMPLES).sort()).toEqual(PUBLIC_PAGES.map((page) => page.path).sort());
  });

  it("answers the same tag, and 304, for every page and API answer when nothing it shows changed", async () => {
    const urls = [...Object.values(SAMPLES).flat(), ...API_SAMPLES];
    const first = new Map<string, { tag: string; body: string }>();
    for (const url of urls) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers.etag, url).toMatch(/^W\/".+"$/);
      first.set(url, { tag: String(res.headers.etag), body: res.body });
    }
    await backgroundWork();
    for (const url of urls) {
      const { tag, body } = first.get(url) ?? { tag: "", body: "" };
      const again = await get(url, { "if-none-match": tag });
      if (again.statusCode !== 304) expect(whereTheyDiffer(again.body, body), url).toBe("");
      expect(again.statusCode, url).toBe(304);
      expect(again.headers.etag, url).toBe(tag);
      // Asked for without the tag (a new visitor), the page is sent with the same one.
      const fresh = await get(url);
      expect(fresh.headers.etag, url).toBe(tag);
    }
  });

  it("gives a page a new tag once what it shows changes", async () => {
    const before = await get("/page/jobs");
    const article = await get("/article/1");
    await services.db
      .updateTable("page")
      .set({ title: "招聘信息（新）" })
      .where("slug", "=", "jobs")
      .execute();
    await backgroundWork();
    const after = await get("/page/jobs", { "if-none-match": String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    // A counted view changes the count the article page shows.
    await app.inject({ method: "GET", url: "/article/1" });
    await backgroundWork();
    const viewed = await get("/article/1", { "if-none-match": String(article.headers.etag) });
    expect(viewed.statusCode).toBe(200);
  });
});
