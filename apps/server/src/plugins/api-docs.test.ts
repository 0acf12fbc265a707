import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_PASSWORD, createTestApp, type TestApp } from "../test/test-app.ts";
import { API_DOCS_ASSETS } from "./api-docs.ts";
import { contractDocument } from "./contract.ts";

/** A Content-Security-Policy header as directive -> sources. */
const policyOf = (header: unknown): Map<string, string[]> =>
  new Map(
    String(header)
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = "", ...sources]) => [name, sources]),
  );

describe("GET /docs", () => {
  let t: TestApp;
  let html: string;
  let policy: Map<string, string[]>;

  const attributes = (tag: string, name: string) =>
    [...html.matchAll(new RegExp(`<${tag}\\b[^>]*\\b${name}="([^"]+)"`, "g"))].map((m) => m[1] ?? "");

  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: "GET", url: "/docs" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    html = res.body;
    policy = policyOf(res.headers["content-security-policy"]);
  });
  afterAll(() => t.close());

  it("is a page in English titled after the product, loading our files only", () => {
    expect(html).toMatch(/<html lang="en">/);
    expect(html).toContain("<title>CorpSite API</title>");
    expect(html).toContain('<div id="swagger-ui">');
    const scripts = attributes("script", "src");
    expect(scripts).toEqual([
      expect.stringMatching(/^\/docs\/assets\/swagger-ui-bundle\.[0-9a-f]{12}\.js$/),
      expect.stringMatching(/^\/docs\/assets\/api-docs-init\.[0-9a-f]{12}\.js$/),
    ]);
    for (const href of attributes("link", "href")) expect(href.startsWith(API_DOCS_ASSETS)).toBe(true);
  });

  it("is answered the same with a trailing slash, and is never stored as it is", async () => {
    const res = await t.app.inject({ method: "GET", url: "/docs/" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(html);
    expect(res.headers["cache-control"]).toBe("no-cache");
  });

  it("runs under the site's Content-Security-Policy: no inline script, every file from this origin", () => {
    // Every <script> names a file; none carries code of its own.
    expect(html.match(/<script\b[^>]*>/g)?.length).toBe(attributes("script", "src").length);
    expect(html).not.toMatch(/<script\b[^>]*>[^<\s]/);
    expect(html).not.toMatch(/\son[a-z]+=/i);
    expect(policy.get("script-src")).toContain("'self'");
    expect(policy.get("script-src")).not.toContain("'unsafe-inline'");
    expect(policy.get("style-src")).toContain("'self'");
    // Swagger UI's stylesheet draws its icons from data: images; it fetches /openapi.json and "try it out".
    expect(policy.get("img-src")).toEqual(expect.arrayContaining(["'self'", "data:"]));
    expect(policy.get("connect-src")).toContain("'self'");
    expect(policy.has("upgrade-insecure-requests")).toBe(false);
  });

  it("serves the scripts and stylesheets with their types, cached for good", async () => {
    const files = [...attributes("script", "src"), ...attributes("link", "href")];
    for (const url of files) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      const type = url.endsWith(".js") ? "text/javascript" : url.endsWith(".css") ? "text/css" : "image/png";
      expect(res.headers["content-type"], url).toContain(type);
      expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.rawPayload.length).toBeGreaterThan(0);
    }
    const init = await t.app.inject({ method: "GET", url: attributes("script", "src")[1] ?? "" });
    expect(init.body).toContain("preauthorizeApiKey(scheme, token)");
    expect(init.body).toContain("persistAuthorization: true");
  });

  it("sends the bundle compressed to a browser that takes brotli", async () => {
    const url = attributes("script", "src")[0] ?? "";
    const plain = await t.app.inject({ method: "GET", url });
    const res = await t.app.inject({ method: "GET", url, headers: { "accept-encoding": "gzip, br" } });
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers.vary).toContain("accept-encoding");
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(res.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  it("sends the contract compressed when the client takes it, and 304 while it has not changed", async () => {
    const plain = await t.app.inject({ method: "GET", url: "/openapi.json" });
    expect(plain.headers["content-type"]).toContain("application/json");
    expect(plain.json()).toEqual(contractDocument);
    const tag = String(plain.headers.etag);
    const packed = await t.app.inject({
      method: "GET",
      url: "/openapi.json",
      headers: { "accept-encoding": "br" },
    });
    expect(packed.headers["content-encoding"]).toBe("br");
    expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    expect(JSON.parse(brotliDecompressSync(packed.rawPayload).toString("utf8"))).toEqual(contractDocument);
    const again = await t.app.inject({
      method: "GET",
      url: "/openapi.json",
      headers: { "if-none-match": tag },
    });
    expect(again.statusCode).toBe(304);
  });

  it("answers 404 for any other path under its assets, however spelled", async () => {
    const bundle = attributes("script", "src")[0] ?? "";
    for (const url of [
      "/docs/assets/swagger-ui-bundle.js",
      "/docs/assets/package.json",
      "/docs/assets/..%2fpackage.json",
      "/docs/assets/..%2F..%2Fapp.ts",
      "/docs/assets/%2e%2e%2f%2e%2e%2fapi-docs.ts",
      "/docs/assets/../../package.json",
      "/docs/assets/x/../../../package.json",
      `${bundle}/..`,
      "/docs/assets/",
    ]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"], url).toContain("application/json");
    }
  });
});

describe("GET /openapi.json of a site whose back office is moved (ADMIN_ENTRY)", () => {
  let t: TestApp;
  let doc: { info: { description: string }; paths: Record<string, unknown> };

  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_ENTRY: "/backstage" } });
    doc = (await t.app.inject({ method: "GET", url: "/openapi.json" })).json();
  });
  afterAll(() => t.close());

  it("describes the admin's operations at their addresses under the entry, the others where they were", () => {
    const paths = Object.keys(doc.paths);
    expect(paths.length).toBe(Object.keys(contractDocument.paths as object).length);
    expect(paths.filter((path) => /^\/admin(\/|$)/i.test(path))).toEqual([]);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/backstage/index/login",
        "/backstage/{controller}/index",
        "/backstage/content.Article/index",
        "/backstage/api/v6.store/modules",
        "/api/index/index",
        "/api/user/checkIn",
      ]),
    );
    // Their texts name the entry's addresses; a rule's name stays as it is.
    const text = JSON.stringify(doc);
    expect(text).not.toMatch(/[\s(`'"]\/admin\//);
    expect(text).toContain("POST /backstage/index/login");
    expect(text).toContain("auth/admin/edit");
    expect(doc.info.description).toContain("at /backstage");
  });

  it("answers its admin operations at the paths it describes, as Try it out calls them", async () => {
    const login = await t.app.inject({
      method: "POST",
      url: "/backstage/index/login",
      payload: { username: "admin", password: ADMIN_PASSWORD },
    });
    expect(login.json().code).toBe(1);
    const batoken = login.json().data.userInfo.token;
    for (const path of ["/backstage/index/index", "/backstage/content.Article/index"]) {
      expect(path in doc.paths, path).toBe(true);
      const res = await t.app.inject({ method: "GET", url: path, headers: { batoken } });
      expect(res.statusCode, path).toBe(200);
      expect(res.json().code, path).toBe(1);
    }
    const old = await t.app.inject({ method: "GET", url: "/admin/index/index", headers: { batoken } });
    expect(old.statusCode).toBe(404);
  });
});
