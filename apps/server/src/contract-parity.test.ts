import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contractOperations } from "./plugins/contract.ts";
import { createTestApp, type TestApp } from "./test/test-app.ts";
import { webAppOn } from "./test/web-dist.ts";

// Routes that are infrastructure, not product operations: the contract itself, its viewer, and tRPC
// (whose procedures are typed end to end by the router type instead).
const INFRASTRUCTURE = [
  /^\/openapi\.json$/,
  /^\/docs/,
  /^\/admin\/trpc/,
  // The sitemaps, with the children of the sitemap index (/sitemap-:n.xml), and robots.txt.
  /^\/(sitemap(-:n\(.+\))?\.(xml|txt)|robots\.txt)$/,
  // IndexNow's key file (/<key>.txt), read by search engines like robots.txt.
  /^\/:file\.txt$/,
];

/** Operations served only with the built web app, whose renderer they use (checked on a made-up build). */
const WITH_WEB_APP = ["get /preview/article/{id}"];

const withWebApp = (op: { method: string; path: string }) => WITH_WEB_APP.includes(`${op.method} ${op.path}`);

/**
 * A contract path as Fastify spells it: `/admin/{controller}/index` -> `/admin/:controller/index`. A
 * table's own operation (`x-collection`, openapi/collections.yaml) is served by the generic route of its
 * action: `/admin/content.FriendLink/index` by `/admin/:controller/index`.
 */
const routeUrl = (path: string, operation?: Record<string, unknown>) =>
  operation?.["x-collection"] !== undefined
    ? path.replace(/^\/admin\/[^/]+\//, "/admin/:controller/")
    : path.replace(/\{(\w+)\}/g, ":$1");

describe("contract parity", () => {
  let t: TestApp;
  const registered: { method: string; url: string }[] = [];

  beforeAll(async () => {
    t = await createTestApp({
      onRoute: (route) => {
        for (const method of [route.method].flat()) registered.push({ method, url: route.url });
      },
    });
  });
  afterAll(() => t.close());

  it("implements every operation of the contract", () => {
    const missing = contractOperations().filter(
      (op) =>
        !withWebApp(op) &&
        !t.app.hasRoute({ method: op.method.toUpperCase() as "GET", url: routeUrl(op.path, op.operation) }),
    );
    expect(missing.map((m) => `${m.method} ${m.path}`)).toEqual([]);
  });

  it("implements the operations that need the web app once it is served", async () => {
    const operations = contractOperations().filter(withWebApp);
    expect(operations.map((op) => `${op.method} ${op.path}`)).toEqual(WITH_WEB_APP);
    const served = await webAppOn();
    try {
      const missing = operations.filter(
        (op) => !served.app.hasRoute({ method: op.method.toUpperCase() as "GET", url: routeUrl(op.path) }),
      );
      expect(missing).toEqual([]);
    } finally {
      await served.close();
    }
  });

  it("serves no route that the contract lacks", () => {
    const known = new Set(
      contractOperations().map(
        (op) => `${op.method.toUpperCase()} ${routeUrl(op.path, op.operation).toLowerCase()}`,
      ),
    );
    const extra = registered
      .filter((r) => r.method !== "HEAD" && !INFRASTRUCTURE.some((re) => re.test(r.url)))
      .map((r) => `${r.method} ${r.url.toLowerCase()}`)
      .filter((key) => !known.has(key));
    expect(extra).toEqual([]);
    expect(registered.length).toBeGreaterThan(known.size);
  });

  it("publishes the contract at /openapi.json", async () => {
    const res = await t.app.inject({ method: "GET", url: "/openapi.json" });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain("/api/Index/common");
  });

  it("serves the contract browser at /docs", async () => {
    const res = await t.app.inject({ method: "GET", url: "/docs/" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("swagger");
  });
});
