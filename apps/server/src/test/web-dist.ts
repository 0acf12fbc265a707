import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { createTestDatabase } from "@corp/db/testing";
import { buildApp } from "../app.ts";
import { hashPassword } from "../auth/password.ts";
import { readEnv } from "../env.ts";
import { createServices } from "../services/app-services.ts";
import { ADMIN_PASSWORD } from "./test-app.ts";

export const SHELL = `<!doctype html><html lang="zh-CN"><head><title></title></head><body><div id="root"></div></body></html>`;

// A stand-in for the web build's public renderer: shows what the server hands it.
export const RENDERER = `
export function renderPublicPage(data, assets) {
  const html = '<!doctype html><html lang="' + (data.lang === "en" ? "en" : "zh-CN") + '"><body>' +
    "<p>page:" + data.content.page + "</p><p>lang:" + data.lang + "</p><p>meta:" + data.meta.title + "</p>" +
    "<p>menus:" + data.common.menuArr.length + "</p><p>script:" + assets.script + "</p><p>css:" + assets.css.join() +
    "</p><p>preload:" + assets.preload.join() + "</p>" +
    (data.content.page === "article" ? "<p>title:" + data.content.article.title + "</p>" : "") +
    // What the page shows, as the real renderer's HTML would: other content, other bytes.
    "<!--" + JSON.stringify({ common: data.common, meta: data.meta, content: data.content }).replace(/-->/g, "") + "-->" +
    "</body></html>";
  return { status: data.status, html };
}
`;

const MANIFEST = {
  "index.html": { file: "assets/app-abc123.js", isEntry: true },
  "src/features/public/islands/entry.ts": {
    file: "assets/islands-def456.js",
    isEntry: true,
    imports: ["_react-1.js"],
    css: ["assets/islands-789.css"],
  },
  "_react-1.js": { file: "assets/react-111.js" },
};

export const SCRIPT = `export const greeting = "${"你好，访客。".repeat(300)}";\n`;

/** A web build as the server reads it: the shell, a public page renderer, the islands manifest, a script. */
export function makeWebDist(renderer: string = RENDERER): string {
  const dist = mkdtempSync(join(tmpdir(), "web-dist-"));
  writeFileSync(join(dist, "index.html"), SHELL);
  mkdirSync(join(dist, "server"));
  writeFileSync(join(dist, "server", "render.js"), renderer);
  mkdirSync(join(dist, ".vite"));
  writeFileSync(join(dist, ".vite", "islands-manifest.json"), JSON.stringify(MANIFEST));
  mkdirSync(join(dist, "assets"));
  writeFileSync(join(dist, "assets", "app-abc123.js"), SCRIPT);
  writeFileSync(join(dist, "assets", "app-abc123.js.br"), brotliCompressSync(SCRIPT));
  writeFileSync(join(dist, "assets", "app-abc123.js.gz"), gzipSync(SCRIPT));
  return dist;
}

/**
 * A server serving a made-up web build (`renderer`), on a fresh seeded database, with the given settings
 * on top of the tests' own; `close` ends both and removes the build.
 */
export async function webAppOn(renderer?: string, settings: Record<string, string> = {}) {
  const dist = makeWebDist(renderer);
  const database = await createTestDatabase({ adminPassword: ADMIN_PASSWORD, hashPassword });
  const env = readEnv({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    WEB_DIST: dist,
    LOGIN_CAPTCHA: "off",
    ...settings,
  });
  const services = createServices(database.db, env);
  const app = await buildApp({ services });
  await app.ready();
  return {
    app,
    database,
    services,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dist, { recursive: true, force: true });
    },
  };
}
