import { createTestDatabase, type TestDatabase } from "@corp/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countView, isSpeculative, viewedArticle } from "./article-views.ts";
import { ViewCounter } from "./view-counter.ts";

describe("article views", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it("reads articles from their page and API URLs", () => {
    expect(viewedArticle("/article/12")).toBe(12);
    expect(viewedArticle("/Article/12/")).toBe(12);
    expect(viewedArticle("/article/12?from=list")).toBe(12);
    expect(viewedArticle("/api/portal/article?id=7&x=1")).toBe(7);
    expect(viewedArticle("/api/Portal/article/?x=1&id=7")).toBe(7);
    expect(viewedArticle("/article/abc")).toBeUndefined();
    expect(viewedArticle("/api/portal/article?id=-1")).toBeUndefined();
    expect(viewedArticle("/api/portal/article")).toBeUndefined();
    expect(viewedArticle("/api/portal/articles?id=7")).toBeUndefined();
    expect(viewedArticle("/list?id=7")).toBeUndefined();
  });

  it("counts a view only for a request that views an article, once an hour for a visitor, none ahead of a visit", () => {
    const views = new ViewCounter(database.db, { key: () => Buffer.from("test key"), intervalMs: 60_000 });
    const request = (url: string, headers: Record<string, string> = {}, ip = "192.0.2.1") => ({
      url,
      ip,
      headers: { "user-agent": "Mozilla/5.0 (test)", ...headers },
    });
    expect(countView(views, request("/article/4"))).toBe(1);
    // The same visitor through the API, and again: the view is counted already.
    expect(countView(views, request("/api/portal/article?id=4"))).toBe(1);
    expect(countView(views, request("/en/article/4"))).toBe(1);
    // Another address, or another browser at the same address, is another visitor.
    expect(countView(views, request("/api/portal/article?id=4", {}, "192.0.2.2"))).toBe(2);
    expect(countView(views, request("/article/4", { "user-agent": "curl/8" }))).toBe(3);
    // Loads ahead of a visit, as each browser says so, count none.
    const aheads: Record<string, string>[] = [
      { "sec-purpose": "prefetch" },
      { "sec-purpose": "prefetch;prerender" },
      { purpose: "prefetch" },
      { "x-moz": "prefetch" },
    ];
    for (const headers of aheads)
      expect(countView(views, request("/api/portal/article?id=4", headers, "192.0.2.3"))).toBe(3);
    expect(countView(views, request("/list"))).toBe(0);
  });

  it("tells a load ahead of a visit by any of the headers browsers send", () => {
    expect(isSpeculative({ "sec-purpose": "prefetch" })).toBe(true);
    expect(isSpeculative({ purpose: "Prefetch" })).toBe(true);
    expect(isSpeculative({ "x-moz": "prefetch" })).toBe(true);
    expect(isSpeculative({ "sec-purpose": "" })).toBe(false);
    expect(isSpeculative({})).toBe(false);
  });
});
