import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { checkServingEnv, readEnv } from "../env.ts";
import { createServices } from "../services/app-services.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";

/**
 * With SITE_URL set, as production requires, a request's `Host` and language headers are only read
 * as far as they choose an answer: they never reach a URL the site writes (issue 24, L9) and never
 * split the answers it keeps ready (M5).
 */
describe("the site's address and its cached answers", () => {
  let t: TestApp;
  let app: FastifyInstance;
  let handled = 0;

  beforeAll(async () => {
    t = await createTestApp();
    const env = readEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", SITE_URL: "https://www.example.com" });
    app = await buildApp({ services: createServices(t.services.db, env), serveWeb: false });
    // A stored answer is sent from the cache's onRequest hook, before any handler hook runs.
    app.addHook("preHandler", async (request) => {
      if (request.url === "/api/Index/common") handled += 1;
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  it("refuses to serve in production without SITE_URL, and not in development", () => {
    expect(() => checkServingEnv(readEnv({ NODE_ENV: "production" }))).toThrow(/SITE_URL/);
    expect(() =>
      checkServingEnv(readEnv({ NODE_ENV: "production", SITE_URL: "https://www.example.com" })),
    ).not.toThrow();
    expect(() => checkServingEnv(readEnv({ NODE_ENV: "development" }))).not.toThrow();
  });

  it("writes SITE_URL into robots.txt and the sitemap, whatever Host the request names", async () => {
    for (const url of ["/robots.txt", "/sitemap.xml"]) {
      const res = await app.inject({ method: "GET", url, headers: { host: "evil.example" } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain("evil.example");
      expect(res.body, url).toContain("https://www.example.com/");
    }
  });

  it("answers made-up hosts, languages and cookies from the answers it keeps, one per language", async () => {
    const junk = (i: number) => ({
      host: `h${i}.evil.example`,
      "accept-language": `x-${i}`,
      "think-lang": `zz-${i}`,
      cookie: `lang=q${i}; other=${i}`,
    });
    const before = handled;
    const tags = new Set<string>();
    for (let i = 0; i < 20; i += 1) {
      const res = await app.inject({ method: "GET", url: "/api/Index/common", headers: junk(i) });
      expect(res.json().code).toBe(1);
      tags.add(String(res.headers.etag));
    }
    expect(handled - before).toBe(1);
    expect(tags.size).toBe(1);
    // A real language is its own answer: its handler runs (its tag is that of its bytes).
    const en = await app.inject({
      method: "GET",
      url: "/api/Index/common",
      headers: { "think-lang": "en" },
    });
    expect(en.json().code).toBe(1);
    expect(handled - before).toBe(2);
  });
});
