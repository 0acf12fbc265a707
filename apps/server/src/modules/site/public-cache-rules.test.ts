import { PUBLIC_PAGES } from "@corp/domain/public-pages";
import type { FastifyRequest } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { publicCacheRules, VIEW_COUNT_MAX_AGE_MS } from "./public-cache-rules.ts";
import { ViewCounter } from "./view-counter.ts";

describe("public cache rules", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (app: TestApp["app"], url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: "GET", url, headers });

  /** Another visitor: its own browser. */
  const visitor = (name: string) => ({ "user-agent": `Mozilla/5.0 (${name})` });

  it("counts every visitor's view of an article, whether it is rendered, sent from memory or answered 304", async () => {
    const stored = async () => {
      await t.services.views.flush();
      const row = await t.services.db
        .selectFrom("article")
        .select("views")
        .where("id", "=", 2)
        .executeTakeFirstOrThrow();
      return row.views;
    };
    const before = await stored();
    const first = await get(t.app, "/api/portal/article?id=2", visitor("first"));
    expect(first.json().code).toBe(1);
    const tag = String(first.headers.etag);
    const again = await get(t.app, "/api/portal/article?id=2", {
      ...visitor("second"),
      "if-none-match": tag,
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    // The third is the stored answer (the handler does not run), yet the view is counted.
    const third = await get(t.app, "/api/portal/article?id=2", visitor("third"));
    expect(third.json().data.views).toBe(first.json().data.views);
    expect(await stored()).toBe(before + 3);
    // The first visitor again, from memory and as a 304: no view within the hour.
    await get(t.app, "/api/portal/article?id=2", visitor("first"));
    await get(t.app, "/api/portal/article?id=2", { ...visitor("first"), "if-none-match": tag });
    expect(await stored()).toBe(before + 3);
  });

  it("sends an article's stored answer for a limited time only, so its view count moves on", async () => {
    const first = await get(t.app, "/api/portal/article?id=3", visitor("one"));
    const views = first.json().data.views as number;
    expect((await get(t.app, "/api/portal/article?id=3", visitor("two"))).json().data.views).toBe(views);
    vi.useFakeTimers({ now: Date.now() + VIEW_COUNT_MAX_AGE_MS + 1, toFake: ["Date"] });
    try {
      const later = await get(t.app, "/api/portal/article?id=3", visitor("three"));
      expect(later.json().data.views).toBe(views + 2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("caches every public page, and counts a view when an article's page is sent without rendering", () => {
    const views = new ViewCounter(t.services.db, { key: () => Buffer.from("test key") });
    const record = vi.spyOn(views, "record");
    const rules = publicCacheRules(views);
    const paths = rules.map((rule) => rule.path);
    for (const page of PUBLIC_PAGES) {
      expect(paths, page.path).toContain(page.path.replace(/\$\w+$/, ""));
    }
    const hit = (path: string, url: string, headers: Record<string, string> = {}) =>
      rules
        .find((rule) => rule.path === path)
        ?.onHit?.({ url, headers, ip: "192.0.2.1" } as unknown as FastifyRequest);
    hit("/article/", "/article/5?from=list");
    hit("/api/portal/article", "/api/portal/article?id=6");
    hit("/article/", "/article/abc");
    // A page the browser loads ahead of the visit counts its view when it is shown (POST /api/portal/view).
    hit("/article/", "/article/7", { "sec-purpose": "prefetch;prerender" });
    hit("/article/", "/article/7", { purpose: "prefetch" });
    hit("/api/portal/article", "/api/portal/article?id=7", { "x-moz": "prefetch" });
    expect(rules.find((rule) => rule.path === "/list")?.onHit).toBeUndefined();
    expect(record.mock.calls).toEqual([
      [5, "192.0.2.1\n"],
      [6, "192.0.2.1\n"],
    ]);
  });
});
