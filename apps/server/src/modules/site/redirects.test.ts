import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { superCaller } from "../../test/admin-caller.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

/** Redirect rules: kept in the admin, answered before the public routes, loops refused when saved. */
describe("content.redirect", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: "GET", url });

  it("moves an old path, exactly or with everything under it, keeping the query, and counts the hits", async () => {
    const caller = await superCaller(t);
    const exact = await caller.content.redirect.add({
      source: "/news/12.html",
      target: "/article/1",
      code: 301,
    });
    await caller.content.redirect.add({
      source: "/old-products",
      match: "prefix",
      target: "https://shop.example.com/items",
      code: 302,
    });
    await caller.content.redirect.add({ source: "/关于", target: "/us/company" });

    const moved = await get("/news/12.html?from=mail");
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe("/article/1?from=mail");
    const prefixed = await get("/old-products/cups/blue");
    expect(prefixed.statusCode).toBe(302);
    expect(prefixed.headers.location).toBe("https://shop.example.com/items/cups/blue");
    expect((await get("/old-products")).headers.location).toBe("https://shop.example.com/items");
    // A path that only starts with the same letters is another path.
    expect((await get("/old-productsx")).statusCode).not.toBe(302);
    expect((await get(`/${encodeURIComponent("关于")}`)).headers.location).toBe("/us/company");
    // The admin and the API are never moved, whatever a rule says (one stored before such rules were refused).
    await t.services.db
      .insertInto("redirect")
      .values({ source: "/admin", match: "prefix", target: "/", code: 301, status: "enable" } as never)
      .execute();
    t.services.redirects.forget();
    expect((await get("/admin/login")).headers.location).toBeUndefined();
    expect((await get("/api/index/common")).statusCode).toBe(200);

    // A hit is counted by a write after the answer.
    const hits = async () =>
      Number(
        (
          await t.services.db
            .selectFrom("redirect")
            .select("hits")
            .where("id", "=", exact.id)
            .executeTakeFirstOrThrow()
        ).hits,
      );
    await expect.poll(hits, { timeout: 20_000 }).toBe(1);
  });

  it("never sends a visitor to another host from a prefix rule's rest of the path", async () => {
    const caller = await superCaller(t);
    await caller.content.redirect.add({ source: "/old", match: "prefix", target: "/" });
    await caller.content.redirect.add({ source: "/older", match: "prefix", target: "/news" });
    const forms = [
      "//evil.example",
      "/\\evil.example",
      "/%5Cevil.example",
      "/%5C%5Cevil.example",
      "///evil.example",
    ];
    const locations: string[] = [];
    for (const base of ["/old", "/older"]) {
      for (const form of forms) {
        const answer = await get(`${base}${form}?x=1`);
        expect(answer.statusCode, `${base}${form}`).toBe(301);
        locations.push(String(answer.headers.location));
      }
    }
    for (const location of locations) {
      // Read as a browser reads a Location header on this site: the host stays this site's.
      expect(new URL(location, "http://site.test/").host, location).toBe("site.test");
      expect(location, location).toMatch(/^\/(?![/\\])/);
    }
    expect(locations[0]).toBe("/evil.example?x=1");
    expect(locations[forms.length]).toBe("/news/evil.example?x=1");
  });

  it("refuses a rule over the site's own addresses, naming the address, and saves nothing", async () => {
    const caller = await superCaller(t);
    const before = await t.services.db.selectFrom("redirect").select("id").execute();
    const own = {
      "/": "/",
      "/list": "/list",
      "/list/3": "/list",
      "/LIST/": "/list",
      "/search": "/search",
      "/video/": "/video",
      "/contact": "/contact",
      "/us/company": "/us",
      "/article/5": "/article",
      "/page/jobs": "/page",
      "/user/login": "/user",
      "/admin/index": "/admin",
      "/api/index/index": "/api",
      "/storage/20250101/x.png": "/storage",
      "/sitemap.xml": "/sitemap.xml",
      "/en/list": "/en",
      "/%6Cist": "/list",
    };
    for (const [source, path] of Object.entries(own)) {
      await expect(caller.content.redirect.add({ source, target: "/news/1" }), source).rejects.toMatchObject({
        cause: { key: "redirectReserved", params: { path } },
      });
    }
    expect(await t.services.db.selectFrom("redirect").select("id").execute()).toHaveLength(before.length);
    // An old address of another site is free.
    const free = await caller.content.redirect.add({ source: "/2019/05/old-post/", target: "/article/1" });
    expect(free.id).toBeGreaterThan(0);
  });

  it("never follows a rule over the site's own addresses, as an older import stored them", async () => {
    await t.services.db
      .insertInto("redirect")
      .values(
        ["/search", "/list/", "/video", "/contact"].map(
          (source) =>
            ({ source, match: "exact", target: "/article/1", code: 301, status: "enable" }) as never,
        ),
      )
      .execute();
    t.services.redirects.forget();
    for (const url of ["/search?q=x", "/list/", "/video", "/contact"]) {
      const answer = await get(url);
      expect(answer.statusCode, url).not.toBe(301);
      expect(answer.headers.location, url).toBeUndefined();
    }
  });

  it("moves company, history and contact from /page/{slug} to their own addresses, keeping the query", async () => {
    const moves = {
      "/page/company": "/us/company",
      "/page/history/": "/us/history",
      "/PAGE/Contact?mid=4": "/contact?mid=4",
    };
    for (const [from, to] of Object.entries(moves)) {
      const moved = await get(from);
      expect(moved.statusCode, from).toBe(301);
      expect(moved.headers.location, from).toBe(to);
    }
    for (const method of ["HEAD", "GET"] as const)
      expect((await t.app.inject({ method, url: "/page/company" })).statusCode, method).toBe(301);
    // Every other page stays where it is.
    expect((await get("/page/jobs")).headers.location).toBeUndefined();
    expect((await get("/us/company")).headers.location).toBeUndefined();
  });

  it("stops moving a path once its rule is disabled or deleted", async () => {
    const caller = await superCaller(t);
    const rule = await caller.content.redirect.add({ source: "/gone.html", target: "/list" });
    expect((await get("/gone.html")).statusCode).toBe(301);
    const saved = { source: "/gone.html", target: "/list" };
    await caller.content.redirect.edit({ id: rule.id, ...saved, status: "disable" });
    expect((await get("/gone.html")).statusCode).toBe(404);
    await caller.content.redirect.edit({ id: rule.id, ...saved, status: "enable" });
    expect((await get("/gone.html")).statusCode).toBe(301);
    await caller.content.redirect.del({ ids: [rule.id] });
    expect((await get("/gone.html")).statusCode).toBe(404);
  });

  it("refuses a loop and an address that is neither a path nor http(s), and saves nothing", async () => {
    const caller = await superCaller(t);
    await caller.content.redirect.add({ source: "/a", target: "/b" });
    await caller.content.redirect.add({ source: "/b", target: "/c" });
    const before = await t.services.db.selectFrom("redirect").select("id").execute();
    await expect(caller.content.redirect.add({ source: "/c", target: "/a" })).rejects.toMatchObject({
      cause: { key: "redirectLoop" },
    });
    await expect(caller.content.redirect.add({ source: "/self", target: "/self" })).rejects.toMatchObject({
      cause: { key: "redirectLoop" },
    });
    await expect(
      caller.content.redirect.add({ source: "/docs-old", match: "prefix", target: "/docs-old/new" }),
    ).rejects.toMatchObject({ cause: { key: "redirectLoop" } });
    for (const target of ["", "#top", "javascript:alert(1)", "//evil.example.com", "/\\evil.example.com"])
      await expect(caller.content.redirect.add({ source: "/x", target })).rejects.toThrow();
    expect(await t.services.db.selectFrom("redirect").select("id").execute()).toHaveLength(before.length);
    // The same old path twice is refused by its unique index.
    await expect(caller.content.redirect.add({ source: "/a", target: "/d" })).rejects.toThrow();
  });
});
