import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { openPostgres } from "@corp/db/connection";
import { createTestDatabase } from "@corp/db/testing";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app.ts";
import { hashPassword } from "./auth/password.ts";
import { readEnv } from "./env.ts";
import { createServices } from "./services/app-services.ts";
import { multipartFile } from "./test/multipart.ts";
import { ADMIN_PASSWORD, loginAdmin } from "./test/test-app.ts";

const envelopeOf = (body: string) => JSON.parse(body) as { code: number; msg: string; data: unknown };

/** A server whose log lines are kept, to show what a client's mistake writes there. */
async function loggedApp() {
  const database = await createTestDatabase({ adminPassword: ADMIN_PASSWORD, hashPassword });
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const env = readEnv({ NODE_ENV: "test", LOGIN_CAPTCHA: "off" });
  const app = await buildApp({
    services: createServices(database.db, env),
    serveWeb: false,
    logger: { level: "info", stream },
  });
  await app.ready();
  const close = async () => {
    await app.close();
    await database.close();
  };
  return { app, lines, close };
}

describe("a client's mistake gets the catalogue envelope, never a 5xx or a stack", () => {
  let t: Awaited<ReturnType<typeof loggedApp>>;
  let app: FastifyInstance;
  let token: string;
  beforeAll(async () => {
    t = await loggedApp();
    app = t.app;
    token = (await loginAdmin(app)).token;
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: "GET", url, headers: { "think-lang": "en", ...headers } });

  it("ids beyond the database's int4: 400 Incorrect parameter!", async () => {
    for (const url of [
      "/api/portal/article?id=99999999999",
      "/api/portal/articles?cid=99999999999",
      "/api/portal/topics?tid=99999999999",
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(envelopeOf(res.body), url).toMatchObject({ code: 0, msg: "Incorrect parameter!" });
    }
    const infinite = await get("/api/portal/search?q=a&page=1e309");
    expect(infinite.statusCode).toBe(400);
    const crud = await get("/admin/auth.Admin/edit?id=99999999999", { batoken: token });
    expect(crud.statusCode).toBe(400);
    const search = await get(
      "/admin/auth.Admin/index?search[0][field]=id&search[0][operator]=eq&search[0][val]=99999999999",
      { batoken: token },
    );
    expect(search.statusCode).toBe(400);
    expect(envelopeOf(search.body).msg).toBe("Incorrect parameter!");
  });

  it("NUL bytes in a query, a body or a path: 400, nothing stored", async () => {
    for (const url of [
      "/api/portal/meta?path=%00",
      "/api/portal/search?keywords=a%00b",
      "/storage/20240101/a%00.png",
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(envelopeOf(res.body).msg, url).toBe("Incorrect parameter!");
    }
    const quick = await get("/admin/auth.Admin/index?quickSearch=%00", { batoken: token });
    expect(quick.statusCode).toBe(400);
    const add = await app.inject({
      method: "POST",
      url: "/admin/content.FriendLink/add",
      headers: { batoken: token, "think-lang": "en" },
      payload: { title: "a\u0000b", link: "https://example.com/" },
    });
    expect(add.statusCode).toBe(400);
    const stored = await app.inject({
      method: "GET",
      url: "/admin/content.FriendLink/index?quickSearch=example.com",
      headers: { batoken: token },
    });
    expect(envelopeOf(stored.body).data).toMatchObject({ total: 0 });
  });

  it("a malformed address or an over-long path segment: the envelope, as a page for browsers", async () => {
    for (const url of ["/%", "/api/%zz"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(envelopeOf(res.body), url).toMatchObject({ code: 0, msg: "Incorrect parameter!" });
    }
    const long = await get(`/storage/20240101/${"a".repeat(300)}.png`);
    expect(long.statusCode).toBe(414);
    expect(envelopeOf(long.body).msg).toBe("The request address is too long!");
    const page = await get("/news/%zz", { accept: "text/html,application/xhtml+xml" });
    expect(page.statusCode).toBe(400);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain("参数不正确！");
  });

  it("a malformed multipart upload: 400, not 500", async () => {
    const file = multipartFile("a.png", "x", "image/png");
    const cut = file.payload.subarray(0, file.payload.length - 20);
    const res = await app.inject({
      method: "POST",
      url: "/admin/ajax/upload",
      headers: { ...file.headers, batoken: token, "think-lang": "en" },
      payload: cut,
    });
    expect(res.statusCode).toBe(400);
    expect(envelopeOf(res.body).code).toBe(0);
    const noBoundary = await app.inject({
      method: "POST",
      url: "/admin/ajax/upload",
      headers: { "content-type": "multipart/form-data", batoken: token },
      payload: "garbage",
    });
    expect(noBoundary.statusCode).toBeGreaterThanOrEqual(400);
    expect(noBoundary.statusCode).toBeLessThan(500);
    expect(envelopeOf(noBoundary.body).code).toBe(0);
  });

  it("headers too large for Node's parser: 431 in the envelope", async () => {
    await app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = app.server.address() as AddressInfo;
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        { host: "127.0.0.1", port, path: "/api/Index/common", headers: { "x-big": "a".repeat(40_000) } },
        (res) => {
          let body = "";
          res.on("data", (chunk) => {
            body += chunk;
          });
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on("error", reject);
      req.end();
    });
    expect(answer.status).toBe(431);
    expect(envelopeOf(answer.body)).toMatchObject({ code: 0, msg: "请求头过大！" });
  });

  it("logs a client's mistake as one line without a stack", () => {
    const refusals = t.lines.filter((l) => typeof l.status === "number" && (l.status as number) < 500);
    expect(refusals.length).toBeGreaterThan(5);
    for (const line of t.lines) {
      expect(line.level, JSON.stringify(line).slice(0, 300)).toBeLessThan(50);
      expect(JSON.stringify(line)).not.toMatch(/"stack"|\n\s+at /);
    }
  });
});

describe("the database out of reach", () => {
  it("answers 503 'Service unavailable!' in the envelope, public and admin alike", async () => {
    // Nothing listens on port 9: every connection is refused at once, as during a restart.
    const handle = openPostgres("postgres://nobody@127.0.0.1:9/none", { connectionTimeoutMillis: 1000 });
    const env = readEnv({ NODE_ENV: "test", LOG_LEVEL: "silent" });
    const app = await buildApp({ services: createServices(handle.db, env), serveWeb: false });
    try {
      for (const url of ["/api/health", "/api/portal/home", "/api/Index/common", "/admin/auth.Admin/index"]) {
        const res = await app.inject({
          method: "GET",
          url,
          headers: { "think-lang": "en", batoken: "some-token" },
        });
        expect(res.statusCode, url).toBe(503);
        expect(envelopeOf(res.body), url).toMatchObject({ code: 0, msg: "Service unavailable!" });
      }
      const trpc = await app.inject({
        method: "GET",
        url: "/admin/trpc/auth.admin.index",
        headers: { "think-lang": "en", batoken: "some-token" },
      });
      expect(trpc.statusCode).toBe(503);
      expect(trpc.body).toContain("Service unavailable!");
    } finally {
      await app.close();
      await handle.close();
    }
  });
});
