import { rmSync } from "node:fs";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { createTestDatabase } from "@corp/db/testing";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { hashPassword } from "../../auth/password.ts";
import { readEnv } from "../../env.ts";
import { createServices } from "../../services/app-services.ts";
import { loginAdmin } from "../../test/test-app.ts";
import { makeWebDist, SCRIPT } from "../../test/web-dist.ts";

describe("web app: server-rendered public pages", () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let dist: string;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;

  beforeAll(async () => {
    dist = makeWebDist();
    database = await createTestDatabase({ adminPassword: "test-Admin_123", hashPassword });
    const env = readEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", WEB_DIST: dist, LOGIN_CAPTCHA: "off" });
    app = await buildApp({ services: createServices(database.db, env) });
    await app.ready();
    close = async () => {
      await app.close();
      await database.close();
      rmSync(dist, { recursive: true, force: true });
    };
  });
  afterAll(() => close());

  /** Tells the server that content was written past it (every stored answer is old). */
  const contentChanged = () =>
    database.db
      .updateTable("cache_version")
      .set((eb) => ({ version: eb("version", "+", 1) }))
      .execute();

  it("answers a public page with its data read on the server and the islands' assets", async () => {
    const res = await app.inject({ method: "GET", url: "/list?cid=1" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.body).toContain("<p>page:list</p>");
    expect(res.body).toContain("<p>meta:新闻中心</p>");
    expect(res.body).toMatch(/<p>menus:[1-9]\d*<\/p>/);
    expect(res.body).toContain("<p>script:/assets/islands-def456.js</p>");
    expect(res.body).toContain("<p>css:/assets/islands-789.css</p>");
    expect(res.body).toContain("<p>preload:/assets/react-111.js</p>");
    expect(res.body).not.toContain('id="root"');
  });

  it("answers the 404 page with its status for unknown paths and missing articles", async () => {
    for (const url of ["/no-such-page", "/article/999999", "/article/abc"]) {
      const res = await app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain("<p>page:notFound</p>");
    }
    const article = await app.inject({ method: "GET", url: "/article/1" });
    expect(article.statusCode).toBe(200);
    expect(article.body).toContain("<p>page:article</p>");
  });

  it("answers a single page at /page/{slug} with a stored answer, a missing or disabled one with 404", async () => {
    await database.db
      .insertInto("page")
      .values([
        { slug: "jobs", title: "招聘信息" },
        { slug: "old-offer", title: "旧活动", status: "disable" },
      ])
      .execute();
    await contentChanged();
    const page = await app.inject({ method: "GET", url: "/page/jobs" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("<p>page:singlePage</p>");
    const again = await app.inject({
      method: "GET",
      url: "/Page/Jobs/?utm_source=mail",
      headers: { "if-none-match": String(page.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    for (const url of ["/page/no-such-page", "/page/old-offer", "/page/Bad_Slug"]) {
      const res = await app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain("<p>page:notFound</p>");
    }
  });

  it("keeps admin and member paths as client shells", async () => {
    for (const url of ["/admin/login", "/user/login", "/ADMIN"]) {
      const res = await app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).toContain('id="boot-data"');
    }
  });

  it("embeds settings holding replacement patterns ($&, $') in the boot data as they are", async () => {
    const siteName = "A$&B$'C$`D$$E";
    await database.db
      .updateTable("config")
      .set({ value: JSON.stringify(siteName) })
      .where("name", "=", "siteName")
      .execute();
    await contentChanged();
    const res = await app.inject({ method: "GET", url: "/user/login" });
    const boot = /<script id="boot-data" type="application\/json">(.*?)<\/script>/.exec(res.body)?.[1];
    expect(boot).toBeDefined();
    expect(JSON.parse(boot ?? "null").site.siteName).toBe(siteName);
    expect(res.body.match(/<div id="root"><\/div>/g)).toHaveLength(1);
  });

  it("never serves the renderer or the build manifest to browsers", async () => {
    const res = await app.inject({ method: "GET", url: "/server/render.js" });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain("renderPublicPage");
    const manifest = await app.inject({ method: "GET", url: "/.vite/islands-manifest.json" });
    expect(manifest.statusCode).toBe(404);
  });

  it("sends the build's compressed copies of the assets to browsers that accept them", async () => {
    const url = "/assets/app-abc123.js";
    const br = await app.inject({ method: "GET", url, headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    const gz = await app.inject({ method: "GET", url, headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    const plain = await app.inject({ method: "GET", url });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it("renders public pages in the language of their address, whatever the lang cookie says", async () => {
    const zh = await app.inject({ method: "GET", url: "/list", headers: { cookie: "a=1; lang=en" } });
    expect(zh.body).toContain('<html lang="zh-CN">');
    expect(zh.body).toContain("<p>lang:zh-cn</p>");
    const en = await app.inject({ method: "GET", url: "/en/list", headers: { cookie: "lang=zh-cn" } });
    expect(en.body).toContain('<html lang="en">');
    expect(en.body).toContain("<p>lang:en</p>");
    expect(en.headers.etag).not.toBe(zh.headers.etag);
    // The same address answers the same page to every visitor: no cookie makes another version of it.
    const plain = await app.inject({ method: "GET", url: "/list" });
    expect(plain.body).toContain('<html lang="zh-CN">');
    expect(String(zh.headers.vary ?? "")).not.toContain("cookie");
  });

  it("previews a draft for an admin who may edit articles, and answers the 404 page to anyone else", async () => {
    const db = database.db;
    const draft = await db
      .selectFrom("article")
      .select(["id", "title", "views"])
      .where("status", "=", "draft")
      .executeTakeFirstOrThrow();
    const { token } = await loginAdmin(app, "admin", "test-Admin_123");
    const url = `/preview/article/${draft.id}`;
    const admin = await app.inject({ method: "GET", url, headers: { batoken: token } });
    expect(admin.statusCode).toBe(200);
    expect(admin.body).toContain(`<p>title:${draft.title}</p>`);
    expect(admin.headers["cache-control"]).toBe("no-store");
    expect(admin.headers["x-robots-tag"]).toContain("noindex");
    for (const headers of [{}, { batoken: "not-a-token" }]) {
      const visitor = await app.inject({ method: "GET", url, headers });
      expect(visitor.statusCode).toBe(404);
      expect(visitor.body).toContain("<p>page:notFound</p>");
      expect(visitor.body).not.toContain(draft.title);
    }
    // The public address of the draft stays a 404, and the preview counted no view.
    expect((await app.inject({ method: "GET", url: `/article/${draft.id}` })).statusCode).toBe(404);
    const missing = await app.inject({
      method: "GET",
      url: "/preview/article/999999",
      headers: { batoken: token },
    });
    expect(missing.statusCode).toBe(404);
    const after = await db
      .selectFrom("article")
      .select("views")
      .where("id", "=", draft.id)
      .executeTakeFirstOrThrow();
    expect(after.views).toBe(draft.views);
  });
});
