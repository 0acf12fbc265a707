import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PublicPageData } from "./public-page-data.ts";
import { RenderPool } from "./render-pool.ts";

// A renderer as the web build writes it: one that can fail and one that can kill its thread.
const RENDERER = `
import { threadId } from "node:worker_threads";
export function renderPublicPage(page, assets) {
  if (page.pathname === "/throws") throw new Error("no such component");
  if (page.pathname === "/exits") process.exit(3);
  return { status: page.status, html: \`<p>\${page.pathname} \${assets.script} thread:\${threadId}</p>\` };
}
`;

const page = (pathname: string) => ({ pathname, status: 200 }) as PublicPageData;
const ASSETS = { css: [], script: "/assets/islands.js", preload: [] };

describe("RenderPool", () => {
  let dir: string;
  let file: string;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "render-pool-"));
    file = join(dir, "render.js");
    writeFileSync(file, RENDERER);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("renders pages on worker threads with the build's assets, spread over the threads", async () => {
    const pool = new RenderPool(file, ASSETS, 2);
    try {
      const pages = await Promise.all(Array.from({ length: 8 }, (_, i) => pool.render(page(`/list/${i}`))));
      expect(pages[3]).toEqual({
        status: 200,
        html: expect.stringContaining("<p>/list/3 /assets/islands.js"),
      });
      const threads = new Set(pages.map((p) => /thread:(\d+)/.exec(p.html)?.[1]));
      expect(threads.size).toBe(2);
      expect(threads.has(undefined)).toBe(false);
    } finally {
      await pool.close();
    }
  });

  it("fails a render that throws, and goes on rendering", async () => {
    const pool = new RenderPool(file, ASSETS, 1);
    try {
      await expect(pool.render(page("/throws"))).rejects.toThrow("no such component");
      expect((await pool.render(page("/home"))).html).toContain("/home");
    } finally {
      await pool.close();
    }
  });

  it("fails the renders of a thread that dies and replaces it", async () => {
    const pool = new RenderPool(file, ASSETS, 1);
    try {
      await expect(pool.render(page("/exits"))).rejects.toThrow("exited with code 3");
      expect((await pool.render(page("/after"))).html).toContain("/after");
    } finally {
      await pool.close();
    }
  });

  it("refuses renders once closed", async () => {
    const pool = new RenderPool(file, ASSETS, 1);
    await pool.close();
    await expect(pool.render(page("/late"))).rejects.toThrow("no render thread");
  });

  it("fails renders, and starts no more threads, when the renderer cannot be loaded", async () => {
    const pool = new RenderPool(join(dir, "missing.js"), ASSETS, 1);
    try {
      await expect(pool.render(page("/home"))).rejects.toThrow();
      // Sent while the thread was ending: it fails with the thread.
      await expect(pool.render(page("/home"))).rejects.toThrow();
      await expect(pool.render(page("/home"))).rejects.toThrow("no render thread");
    } finally {
      await pool.close();
    }
  });
});
