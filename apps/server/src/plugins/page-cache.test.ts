import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webAppOn } from "../test/web-dist.ts";

// A renderer that counts its renders (rendering on the main thread, RENDER_THREADS=0, so the count is seen here).
const COUNTING_RENDERER = `
export function renderPublicPage(data) {
  globalThis.pageRenders = (globalThis.pageRenders ?? 0) + 1;
  return { status: data.status, html: "<!doctype html><p>" + data.content.page + "</p><!--" + JSON.stringify(data.content) + "-->" };
}
`;

const renders = () => (globalThis as { pageRenders?: number }).pageRenders ?? 0;

describe("page cache keys: only the query values a page reads", () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, close } = await webAppOn(COUNTING_RENDERER, { RENDER_THREADS: "0" }));
  });
  afterAll(() => close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: "GET", url, headers });

  it("answers a page asked for with made-up query values from the one stored answer", async () => {
    const first = await get("/list?cid=1");
    expect(first.statusCode).toBe(200);
    const before = renders();
    for (let i = 0; i < 20; i++) {
      const res = await get(`/list?cid=1&x=${Math.random()}&utm_source=${i}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers.etag).toBe(first.headers.etag);
    }
    // The same values written differently name the same page too.
    expect((await get("/list?page=1&cid=01")).headers.etag).toBe(first.headers.etag);
    expect((await get("/LIST/?cid=1")).headers.etag).toBe(first.headers.etag);
    expect(renders()).toBe(before);
    // A value the page does read is a page of its own.
    expect((await get("/list?cid=2")).headers.etag).not.toBe(first.headers.etag);
    expect(renders()).toBe(before + 1);
  });

  it("keys API answers by the query parameters their contract operation declares", async () => {
    const first = await get("/api/portal/articles?cid=1&page=1");
    expect(first.json().code).toBe(1);
    for (let i = 0; i < 5; i++) {
      const res = await get(`/api/portal/articles?page=1&junk=${Math.random()}&cid=1`);
      expect(res.headers.etag).toBe(first.headers.etag);
    }
    const again = await get(`/api/portal/articles?cid=1&page=1&junk=${Math.random()}`, {
      "if-none-match": String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect((await get("/api/portal/articles?cid=1&page=2")).headers.etag).not.toBe(first.headers.etag);
  });
});
