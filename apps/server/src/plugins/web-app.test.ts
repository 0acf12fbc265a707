import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { createTestDatabase } from "@corp/db/testing";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { hashPassword } from "../auth/password.ts";
import { readEnv } from "../env.ts";
import { createServices } from "../services/app-services.ts";

const SHELL = `<!doctype html><html lang="zh-CN"><head><title></title></head><body><div id="root"></div></body></html>`;

// A stand-in for the web build's server-render bundle: answers by path, and reads the API in process.
const RENDERER = `
export async function render({ url, origin, fetch, lang }) {
  if (url === "/gone") return { status: 404, html: "<p>404 page</p>", title: "missing", head: "", state: "{}" };
  if (url === "/moved") return { status: 302, location: "/list", html: "", title: "", head: "", state: "" };
  if (url === "/broken") throw new Error("render failed");
  const answer = await (await fetch(new Request(origin + "/api/portal/meta?path=/list"))).json();
  return {
    status: 200,
    html: "<main>" + answer.data.title + "</main><p>" + lang + "</p>",
    title: "page " + url,
    head: '<link rel="canonical" href="' + origin + url + '" />',
    state: '{"lang":"zh-cn"}',
  };
}
`;

const SCRIPT = `export const greeting = "${"你好，访客。".repeat(300)}";\n`;

describe("web app: server-rendered public pages", () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), "web-dist-"));
    writeFileSync(join(dist, "index.html"), SHELL);
    mkdirSync(join(dist, "server"));
    writeFileSync(join(dist, "server", "entry-server.js"), RENDERER);
    mkdirSync(join(dist, "assets"));
    writeFileSync(join(dist, "assets", "app-abc123.js"), SCRIPT);
    writeFileSync(join(dist, "assets", "app-abc123.js.br"), brotliCompressSync(SCRIPT));
    writeFileSync(join(dist, "assets", "app-abc123.js.gz"), gzipSync(SCRIPT));
    const database = await createTestDatabase({ adminPassword: "test-Admin_123", hashPassword });
    const env = readEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", WEB_DIST: dist });
    app = await buildApp({ services: createServices(database.db, env) });
    await app.ready();
    close = async () => {
      await app.close();
      await database.close();
      rmSync(dist, { recursive: true, force: true });
    };
  });
  afterAll(() => close());

  it("answers a public page with the rendered markup, head and state, from the API in process", async () => {
    const res = await app.inject({ method: "GET", url: "/list" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.body).toContain("<title>page /list</title>");
    expect(res.body).toContain('<div id="root"><main>新闻中心</main><p>zh-cn</p></div>');
    expect(res.body).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/list" \/>/);
    expect(res.body).toContain('<script id="ssr-state" type="application/json">{"lang":"zh-cn"}</script>');
    expect(res.body).toContain('id="boot-data"');
  });

  it("passes the render's 404 status and redirect on", async () => {
    const gone = await app.inject({ method: "GET", url: "/gone" });
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toContain("404 page");
    const moved = await app.inject({ method: "GET", url: "/moved" });
    expect(moved.statusCode).toBe(302);
    expect(moved.headers.location).toBe("/list");
  });

  it("falls back to the client shell when a render fails, and keeps admin and member paths as shells", async () => {
    for (const url of ["/broken", "/admin/login", "/user/login"]) {
      const res = await app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).not.toContain("ssr-state");
    }
  });

  it("never serves the server-render bundle to browsers", async () => {
    const res = await app.inject({ method: "GET", url: "/server/entry-server.js" });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain("export async function render");
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

  it("renders public pages in the language of the visitor's lang cookie", async () => {
    const zh = await app.inject({ method: "GET", url: "/list" });
    expect(zh.body).toContain('<html lang="zh-CN">');
    expect(zh.body).toContain("<p>zh-cn</p>");
    const en = await app.inject({ method: "GET", url: "/list", headers: { cookie: "a=1; lang=en" } });
    expect(en.body).toContain('<html lang="en">');
    expect(en.body).toContain("<p>en</p>");
    expect(en.headers.etag).not.toBe(zh.headers.etag);
  });
});
