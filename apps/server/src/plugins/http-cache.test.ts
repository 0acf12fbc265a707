import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { readEnv } from "../env.ts";
import { createServices } from "../services/app-services.ts";
import { bumpContentVersion, ContentVersionMemo, readContentVersions } from "../services/content-version.ts";
import { createTestApp, loginAdmin, type TestApp } from "../test/test-app.ts";
import { matchesIfNoneMatch } from "./http-cache.ts";
import { preferredCoding } from "./stored-answers.ts";

describe("http cache", () => {
  let t: TestApp;
  // A second server process on the same database, as in a deployment with several processes.
  let other: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    t = await createTestApp();
    const env = readEnv({ NODE_ENV: "test", LOG_LEVEL: "silent" });
    other = await buildApp({ services: createServices(t.services.db, env), serveWeb: false });
    await other.ready();
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const get = (app: TestApp["app"], url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: "GET", url, headers });

  it("tags public answers and revalidates them with 304", async () => {
    const first = await get(t.app, "/api/Index/common");
    expect(first.statusCode).toBe(200);
    const tag = String(first.headers.etag);
    expect(tag).toMatch(/^W\/".+"$/);
    expect(first.headers["cache-control"]).toBe("public, no-cache");
    expect(String(first.headers.vary)).toContain("think-lang");

    const again = await get(t.app, "/api/Index/common", { "if-none-match": tag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.etag).toBe(tag);

    const stale = await get(t.app, "/api/Index/common", { "if-none-match": 'W/"something-else"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.json().code).toBe(1);
  });

  it("keeps each language's answer apart, and tags the same bytes alike", async () => {
    const zh = await get(t.app, "/api/index/index", { "think-lang": "zh-cn" });
    const en = await get(t.app, "/api/index/index", { "think-lang": "en" });
    expect(zh.headers.etag).toBeTruthy();
    // Their bytes compared as the tag compares them: without the envelope's time.
    const shown = (res: typeof zh) => JSON.stringify({ ...res.json(), time: 0 });
    expect(zh.headers.etag === en.headers.etag).toBe(shown(zh) === shown(en));
    const zhHome = await get(t.app, "/api/portal/home");
    const enHome = await get(t.app, "/api/portal/home?lang=en");
    expect(zhHome.body).not.toBe(enHome.body);
    expect(zhHome.headers.etag).not.toBe(enHome.headers.etag);
  });

  it("gives each content language its own tag by its address, whatever the cookies say", async () => {
    const zh = await get(t.app, "/api/portal/home", { cookie: "Hm_lvt_x=1700000001" });
    const zh2 = await get(t.app, "/api/portal/home", { cookie: "Hm_lvt_x=1700000002; lang=en" });
    const en = await get(t.app, "/api/portal/home?lang=en", { cookie: "lang=zh-cn" });
    expect(zh.headers.etag).not.toBe(en.headers.etag);
    expect(zh2.headers.etag).toBe(zh.headers.etag);
    expect((await get(t.app, "/api/portal/home?lang=en")).headers.etag).toBe(en.headers.etag);
    expect(String(en.headers.vary)).not.toContain("cookie");
  });

  it("leaves answers for a logged-in person and errors untagged", async () => {
    const session = await loginAdmin(t.app);
    const withLogin = await get(t.app, "/api/index/index", { "ba-user-token": session.token });
    expect(withLogin.headers.etag).toBeUndefined();
    const refused = await get(t.app, "/api/index/index?requiredLogin=1");
    expect(refused.json().code).not.toBe(1);
    expect(refused.headers.etag).toBeUndefined();
    const admin = await get(t.app, "/admin/index/index", { batoken: session.token });
    expect(admin.headers.etag).toBeUndefined();
  });

  it("answers the same tag from every process of one build", async () => {
    const here = await get(t.app, "/api/Index/common");
    const there = await get(other, "/api/Index/common", { "if-none-match": String(here.headers.etag) });
    expect(there.statusCode).toBe(304);
  });

  it("stops answering 304 everywhere once another process changes what the answer shows", async () => {
    const before = await get(t.app, "/api/Index/common");
    const tag = String(before.headers.etag);
    expect((await get(t.app, "/api/Index/common", { "if-none-match": tag })).statusCode).toBe(304);

    // A version bump that changes nothing the answer shows (a background write) keeps the tag.
    await t.services.db.transaction().execute((trx) => bumpContentVersion(trx, "site"));
    t.app.contentVersions.invalidate();
    expect((await get(t.app, "/api/Index/common", { "if-none-match": tag })).statusCode).toBe(304);

    // The edit happens through the other process, in a transaction that bumps the version.
    await other.contentVersions.current();
    await t.services.db.transaction().execute(async (trx) => {
      await trx
        .updateTable("friend_link")
        .set({ title: "另一台服务器改的链接" })
        .where("id", "=", 1)
        .execute();
    });

    // This process notices when its memo of the versions expires.
    t.app.contentVersions.invalidate();
    const after = await get(t.app, "/api/Index/common", { "if-none-match": tag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(tag);
    expect(
      (await get(t.app, "/api/Index/common", { "if-none-match": String(after.headers.etag) })).statusCode,
    ).toBe(304);
    // The other process, asked with the new tag, confirms it too.
    other.contentVersions.invalidate();
    expect(
      (await get(other, "/api/Index/common", { "if-none-match": String(after.headers.etag) })).statusCode,
    ).toBe(304);
  });

  it("keeps the tags of answers that do not depend on the bumped scope", async () => {
    const common = await get(t.app, "/api/Index/common");
    await t.services.db.transaction().execute((trx) => bumpContentVersion(trx, "article"));
    t.app.contentVersions.invalidate();
    const again = await get(t.app, "/api/Index/common", { "if-none-match": String(common.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it("answers from memory until its memo of the versions expires, with a current envelope time", async () => {
    const first = await get(t.app, "/api/Index/common");
    const title = first.json().data.linkArr[0].title as string;
    await t.services.db
      .updateTable("friend_link")
      .set({ title: "刚刚修改的链接" })
      .where("id", "=", 1)
      .execute();
    // Within the memo's time to live the stored answer is sent again, without running the handler.
    const stored = await get(t.app, "/api/Index/common");
    expect(stored.statusCode).toBe(200);
    expect(stored.headers.etag).toBe(first.headers.etag);
    expect(stored.json().data.linkArr[0].title).toBe(title);
    expect(Math.abs(stored.json().time - Date.now() / 1000)).toBeLessThan(5);
    // The write bumped `site` by itself (a database trigger): no call to bumpContentVersion was needed.
    t.app.contentVersions.invalidate();
    const fresh = await get(t.app, "/api/Index/common");
    expect(fresh.headers.etag).not.toBe(first.headers.etag);
    expect(fresh.json().data.linkArr[0].title).toBe("刚刚修改的链接");
  });

  it("re-reads the versions after any write request to this process", async () => {
    const first = await get(t.app, "/api/Index/common");
    await t.services.db
      .updateTable("friend_link")
      .set({ title: "后台刚改的链接" })
      .where("id", "=", 1)
      .execute();
    await t.app.inject({ method: "POST", url: "/admin/index/logout", payload: {} });
    const after = await get(t.app, "/api/Index/common");
    expect(after.headers.etag).not.toBe(first.headers.etag);
    expect(after.json().data.linkArr[0].title).toBe("后台刚改的链接");
  });

  it("does not treat counting a view as an edit, but does an article edit", async () => {
    const before = await readContentVersions(t.services.db);
    await t.services.db
      .updateTable("article")
      .set((eb) => ({ views: eb("views", "+", 1) }))
      .where("id", "=", 1)
      .execute();
    expect((await readContentVersions(t.services.db)).article).toBe(before.article);
    await t.services.db.updateTable("article").set({ title: "新的标题" }).where("id", "=", 1).execute();
    expect((await readContentVersions(t.services.db)).article).toBe(before.article + 1);
  });

  it("changes article tags when a scheduled article goes live", async () => {
    const list = await get(t.app, "/api/portal/articles");
    const now = Math.floor(Date.now() / 1000);
    // An article whose publish time has just come, its version bump undone: only the clock has moved.
    await t.services.db
      .insertInto("article")
      .values({ category_id: 1, title: "定时发布的文章", status: "published", publish_time: now - 1 })
      .execute();
    await t.services.db.transaction().execute(async (trx) => {
      await trx
        .updateTable("cache_version")
        .set((eb) => ({ version: eb("version", "-", 1) }))
        .where("scope", "=", "article")
        .execute();
    });
    t.app.contentVersions.invalidate();
    const after = await get(t.app, "/api/portal/articles", { "if-none-match": String(list.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(JSON.stringify(after.json().data)).toContain("定时发布的文章");
  });

  it("sends stored answers brotli- or gzip-compressed as the client accepts, the same bytes inside", async () => {
    const plain = await get(t.app, "/api/portal/articles?limit=20");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(String(plain.headers.vary)).toContain("accept-encoding");
    for (const [accept, coding, decode] of [
      ["gzip, deflate, br", "br", brotliDecompressSync],
      ["gzip", "gzip", gunzipSync],
      ["br;q=0, gzip", "gzip", gunzipSync],
    ] as const) {
      const res = await get(t.app, "/api/portal/articles?limit=20", { "accept-encoding": accept });
      expect(res.headers["content-encoding"], accept).toBe(coding);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      const inside = JSON.parse(decode(res.rawPayload).toString());
      expect(inside.data).toEqual(plain.json().data);
    }
    const identity = await get(t.app, "/api/portal/articles?limit=20", { "accept-encoding": "identity" });
    expect(identity.headers["content-encoding"]).toBeUndefined();
  });

  // Builds two more servers: on a busy machine that takes longer than one test's usual time.
  it("sends stored answers again by default, and renders every request with ANSWER_CACHE_ENTRIES=0", {
    timeout: 120_000,
  }, async () => {
    for (const [entries, renders] of [
      [undefined, 1],
      ["0", 3],
    ] as const) {
      const env = readEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", ANSWER_CACHE_ENTRIES: entries });
      const app = await buildApp({ services: createServices(t.services.db, env), serveWeb: false });
      let handled = 0;
      // A stored answer is sent from the cache's onRequest hook, before any handler hook runs.
      app.addHook("preHandler", async (request) => {
        if (request.url === "/api/Index/common") handled += 1;
      });
      await app.ready();
      try {
        for (let i = 0; i < 3; i += 1) expect((await get(app, "/api/Index/common")).json().code).toBe(1);
      } finally {
        await app.close();
      }
      expect(handled, `ANSWER_CACHE_ENTRIES=${entries}`).toBe(renders);
    }
    expect(() => readEnv({ ANSWER_CACHE_ENTRIES: "-1" })).toThrow();
  });

  it("picks brotli, else gzip, and never a coding refused with q=0", () => {
    expect(preferredCoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredCoding("gzip;q=1.0, br;q=0")).toBe("gzip");
    expect(preferredCoding("br;q=0.0, gzip;q=0")).toBeUndefined();
    expect(preferredCoding("identity")).toBeUndefined();
    expect(preferredCoding(undefined)).toBeUndefined();
  });

  it("compares If-None-Match weakly and accepts lists and *", () => {
    expect(matchesIfNoneMatch('"a", W/"b"', 'W/"b"')).toBe(true);
    expect(matchesIfNoneMatch('"b"', 'W/"b"')).toBe(true);
    expect(matchesIfNoneMatch("*", 'W/"b"')).toBe(true);
    expect(matchesIfNoneMatch('"c"', 'W/"b"')).toBe(false);
    expect(matchesIfNoneMatch(undefined, 'W/"b"')).toBe(false);
  });
});

describe("content version memo", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("re-reads the database only after its time to live", async () => {
    let clock = 0;
    const memo = new ContentVersionMemo(t.services.db, 1000, () => clock);
    const first = await memo.current();
    await t.services.db.transaction().execute((trx) => bumpContentVersion(trx, "page"));
    clock = 999;
    expect((await memo.current()).page).toBe(first.page);
    clock = 1000;
    expect((await memo.current()).page).toBe(first.page + 1);
  });
});

describe("content versions in the database", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("bumps the scope of a content table on every write to it, and nothing for other tables", async () => {
    const before = await readContentVersions(t.services.db);
    await t.services.db.transaction().execute(async (trx) => {
      await trx.updateTable("banner").set({ title: "新横幅" }).where("id", "=", 1).execute();
      await trx.updateTable("menu").set({ title: "首页" }).where("id", "=", 1).execute();
      await trx.deleteFrom("captcha").execute();
    });
    const after = await readContentVersions(t.services.db);
    expect(after).toEqual({ ...before, site: before.site + 1, page: before.page + 1 });
  });

  it("rolls the bump back with the transaction it was made in", async () => {
    const before = await readContentVersions(t.services.db);
    await expect(
      t.services.db.transaction().execute(async (trx) => {
        await bumpContentVersion(trx, "article");
        throw new Error("the content write failed");
      }),
    ).rejects.toThrow("the content write failed");
    expect(await readContentVersions(t.services.db)).toEqual(before);
  });
});
