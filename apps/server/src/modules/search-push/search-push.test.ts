import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { superCaller } from "../../test/admin-caller.ts";
import { saveSettings } from "../../test/settings.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { pushDue, queuePush, RETRY_AFTER_S } from "./index.ts";

type Received = { path: string; query: URLSearchParams; body: string; type: string };

/** Baidu's and IndexNow's endpoints on 127.0.0.1: each records what it is sent and answers as told. */
async function fakeEngines() {
  const received: Received[] = [];
  const failing = { baidu: 0, indexnow: 0 };
  const read = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString("utf8");
  };
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://engines");
    received.push({
      path: url.pathname,
      query: url.searchParams,
      body: await read(request),
      type: String(request.headers["content-type"]),
    });
    const engine = url.pathname === "/urls" ? "baidu" : "indexnow";
    if (failing[engine] > 0) {
      failing[engine] -= 1;
      response.writeHead(engine === "baidu" ? 400 : 403, { "content-type": "application/json" });
      response.end(engine === "baidu" ? '{"error":401,"message":"token is not valid"}' : "");
      return;
    }
    response.writeHead(engine === "baidu" ? 200 : 202, { "content-type": "application/json" });
    response.end(engine === "baidu" ? '{"remain":4999,"success":1,"not_same_site":[],"not_valid":[]}' : "");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    failing,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const SITE = "https://www.example.com";
const KEY = "3f2a9c1e0b7d4e65";

describe("search-engine push", () => {
  let t: TestApp;
  let engines: Awaited<ReturnType<typeof fakeEngines>>;
  beforeAll(async () => {
    engines = await fakeEngines();
    t = await createTestApp({
      env: {
        SITE_URL: SITE,
        SEARCH_PUSH_BAIDU_URL: `${engines.origin}/urls`,
        SEARCH_PUSH_INDEXNOW_URL: `${engines.origin}/indexnow`,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await engines.close();
  });
  beforeEach(async () => {
    engines.received.length = 0;
    await t.services.db.deleteFrom("search_push").execute();
    await saveSettings(t, {
      search_push_baidu: true,
      search_push_baidu_token: "baidu-token-1",
      search_push_indexnow: true,
      search_push_indexnow_key: KEY,
    });
  });

  const rows = () => t.services.db.selectFrom("search_push").selectAll().orderBy("id").execute();
  const article = { category_id: 1, title: "新品发布", content: "<p>正文</p>" };

  /** Every queued push is sent: by the send that follows each write, or by any look at the queue. */
  const allSent = () =>
    expect
      .poll(async () => (await rows()).filter((r) => r.state === "pending").length, { timeout: 10_000 })
      .toBe(0);

  it("a publish calls each engine once with the article's address and the site's key, by itself", async () => {
    const caller = await superCaller(t);
    const { id } = await caller.content.article.add({ ...article, status: "published" });
    // Nobody looks at the queue here: the send that follows the write does it.
    await allSent();
    const url = `${SITE}/article/${id}`;
    const baidu = engines.received.filter((r) => r.path === "/urls");
    const indexNow = engines.received.filter((r) => r.path === "/indexnow");
    expect(baidu).toHaveLength(1);
    expect(baidu[0]?.body).toBe(url);
    expect(baidu[0]?.query.get("site")).toBe(SITE);
    expect(baidu[0]?.query.get("token")).toBe("baidu-token-1");
    expect(baidu[0]?.type).toBe("text/plain");
    expect(indexNow).toHaveLength(1);
    expect(JSON.parse(indexNow[0]?.body ?? "{}")).toEqual({
      host: "www.example.com",
      key: KEY,
      keyLocation: `${SITE}/${KEY}.txt`,
      urlList: [url],
    });
    expect((await rows()).map((r) => [r.engine, r.url, r.state, r.attempts])).toEqual([
      ["baidu", url, "done", 1],
      ["indexnow", url, "done", 1],
    ]);
    // Nothing is due any more: another look sends nothing.
    expect(await pushDue(t.services)).toBe(0);
    expect(engines.received).toHaveLength(2);
  });

  it("pushes nothing for a draft, for an engine switched off, or without the engine's token", async () => {
    const caller = await superCaller(t);
    await caller.content.article.add({ ...article, status: "draft" });
    await saveSettings(t, { search_push_indexnow: false });
    await caller.content.article.add({ ...article, status: "published" });
    expect((await rows()).map((r) => r.engine)).toEqual(["baidu"]);
    await saveSettings(t, { search_push_baidu_token: "" });
    const before = (await rows()).length;
    await caller.content.article.add({ ...article, status: "published" });
    expect(await rows()).toHaveLength(before);
  });

  it("tries a refusing engine again with growing waits, records its answer, and marks it failed at the end", async () => {
    const caller = await superCaller(t);
    engines.failing.baidu = 100;
    // The sends that followed the last test's writes are over (they come a second after a write)...
    await t.services.deliveries.idle();
    // ...and this queues as a write would, without the send that follows one: this test is the only sender.
    const id = 1;
    expect(await queuePush(t.services, [`/article/${id}`])).toBe(2);
    let now = Math.floor(Date.now() / 1000);
    await pushDue(t.services, now);
    const baidu = async () => (await rows()).find((r) => r.engine === "baidu");
    expect(await baidu()).toMatchObject({ state: "pending", attempts: 1, next_time: now + RETRY_AFTER_S[0] });
    expect((await baidu())?.answer).toContain('HTTP 400 {"error":401,"message":"token is not valid"}');
    // Not due before its wait is over.
    expect(await pushDue(t.services, now + RETRY_AFTER_S[0] - 1)).toBe(0);
    for (const wait of RETRY_AFTER_S) {
      now += wait;
      expect(await pushDue(t.services, now)).toBe(1);
    }
    expect(await baidu()).toMatchObject({ state: "failed", attempts: RETRY_AFTER_S.length + 1 });
    expect(engines.received.filter((r) => r.path === "/urls")).toHaveLength(RETRY_AFTER_S.length + 1);
    // The admin's list shows the failure with the engine's answer.
    const listed = await caller.content.searchPush.index({
      search: [{ field: "state", val: "failed", operator: "=" }],
    });
    expect(listed.list).toHaveLength(1);
    expect(listed.list[0]).toMatchObject({ url: `${SITE}/article/${id}`, engine: "baidu", state: "failed" });
    // "Push" sends it again now.
    engines.failing.baidu = 0;
    const failed = (await baidu())?.id ?? 0;
    await caller.content.searchPush.push({ ids: [failed] });
    await allSent();
    expect(await baidu()).toMatchObject({ state: "done", attempts: 1 });
  });

  it("the articles' push button queues public articles only, and says why it cannot push", async () => {
    const caller = await superCaller(t);
    const draft = await caller.content.article.add({ ...article, status: "draft" });
    await expect(caller.content.article.push({ ids: [draft.id] })).rejects.toMatchObject({
      cause: { key: "searchPushNotPublic" },
    });
    const live = await caller.content.article.add({ ...article, status: "published" });
    await allSent();
    const answer = await caller.content.article.push({ ids: [live.id, draft.id] });
    expect(answer.queued).toBe(2);
    await saveSettings(t, { search_push_baidu: false, search_push_indexnow: false });
    await expect(caller.content.article.push({ ids: [live.id] })).rejects.toMatchObject({
      cause: { key: "searchPushOff" },
    });
  });

  it("serves the IndexNow key at /<key>.txt while IndexNow is on, and nothing else there", async () => {
    const key = await t.app.inject({ method: "GET", url: `/${KEY}.txt` });
    expect(key.statusCode).toBe(200);
    expect(key.body).toBe(KEY);
    expect((await t.app.inject({ method: "GET", url: "/someone-else.txt" })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/robots.txt" })).body).toContain("User-agent");
    await saveSettings(t, { search_push_indexnow: false });
    expect((await t.app.inject({ method: "GET", url: `/${KEY}.txt` })).statusCode).toBe(404);
  });

  it("refuses an IndexNow key the protocol does not take, changing nothing", async () => {
    const caller = await superCaller(t);
    await expect(
      caller.routine.config.saveGroup({
        group: "search_push",
        values: { search_push_indexnow_key: "short" },
      }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    const stored = await t.services.db
      .selectFrom("config")
      .select("value")
      .where("name", "=", "search_push_indexnow_key")
      .executeTakeFirst();
    expect(stored?.value).toBe(KEY);
  });
});
