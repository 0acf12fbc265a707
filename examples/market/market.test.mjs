import { createHash } from "node:crypto";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { packNoticeModule } from "../module-notice/pack.mjs";
import { startMarket } from "./market.mjs";

/** The reference market over a fresh folder, as `npm run market` starts it (on a free port). */
let dir = "";
/** @type {Awaited<ReturnType<typeof startMarket>>} */
let market;
/** @type {string[]} */
let warnings = [];
let token = "";

const start = async () => {
  market = await startMarket({ dir, port: 0, warn: (text) => warnings.push(text) });
  token = market.demoAccounts[0]?.token ?? "";
};

/** @param {string} path @param {{ method?: string, body?: unknown, as?: string, lang?: string }} [ask] */
async function call(path, { method = "GET", body, as = token, lang = "zh-CN" } = {}) {
  const answer = await fetch(`${market.url}${path}`, {
    method,
    redirect: "manual",
    headers: { authorization: `Bearer ${as}`, "accept-language": lang, "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const bytes = Buffer.from(await answer.arrayBuffer());
  const json = answer.headers.get("content-type")?.startsWith("application/json")
    ? JSON.parse(`${bytes}`)
    : null;
  return { status: answer.status, json, bytes };
}

const newer = () =>
  packNoticeModule((manifest, files) => ({ manifest: { ...manifest, version: "1.0.1" }, files }));

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "market-"));
  warnings = [];
  await start();
});
afterEach(async () => {
  await market.close();
  await rm(dir, { recursive: true, force: true });
});

describe("the reference module market", () => {
  it("sells the notice board from the balance, downloads it with the listed digest, and refuses in the asked language", async () => {
    const { json: catalogue } = await call("/modules", { as: "" });
    const [notice] = catalogue.modules;
    expect(catalogue.modules).toHaveLength(1);
    expect(notice).toMatchObject({
      uid: "notice",
      version: "1.0.0",
      price: 1990,
      title: { en: "Notice board" },
    });
    expect(notice.description["zh-cn"]).toMatch(/^公告栏示例模块/);
    expect(await market.ledger.balance(token)).toBe(100_000);

    expect((await call("/orders", { method: "POST", body: { uid: "notice" }, as: "nobody" })).json).toEqual({
      message: "市场账户令牌无效",
    });
    const { json: order } = await call("/orders", { method: "POST", body: { uid: "notice" } });
    expect(order).toMatchObject({ uid: "notice", amount: 1990, state: "unpaid" });
    expect(order).not.toHaveProperty("token");
    const early = await call(`/modules/notice/download?order=${order.id}`, { lang: "en" });
    expect([early.status, early.json]).toEqual([403, { message: "The order has not been paid" }]);
    const wechat = await call(`/orders/${order.id}/pay`, {
      method: "POST",
      body: { method: "wechat" },
      lang: "en",
    });
    expect([wechat.status, wechat.json]).toEqual([400, { message: "Unsupported payment method" }]);

    const paid = await call(`/orders/${order.id}/pay`, { method: "POST", body: { method: "balance" } });
    expect(paid.json).toEqual({ ...order, state: "paid" });
    expect(await market.ledger.balance(token)).toBe(100_000 - 1990);
    const zip = await call(`/modules/notice/download?order=${order.id}`);
    expect(zip.status).toBe(200);
    expect(createHash("sha256").update(zip.bytes).digest("hex")).toBe(notice.sha256);
    // Bought once: a second order comes back paid and costs nothing.
    expect((await call("/orders", { method: "POST", body: { uid: "notice" } })).json).toEqual(paid.json);
    expect(await market.ledger.balance(token)).toBe(100_000 - 1990);
    expect((await call("/somewhere", { lang: "en" })).json).toEqual({ message: "No such endpoint" });
  });

  it("keeps accounts apart, takes a vendor's top-up at once, and lists a dropped newer zip", async () => {
    const accountsFile = join(market.dataDir, "accounts.json");
    const accounts = JSON.parse(await readFile(accountsFile, "utf8"));
    accounts.accounts.push({ token: "acct-poor", name: "Poor", credit: 100 });
    await writeFile(accountsFile, JSON.stringify(accounts));
    const { json: order } = await call("/orders", {
      method: "POST",
      body: { uid: "notice" },
      as: "acct-poor",
    });
    expect((await call(`/orders/${order.id}`)).status).toBe(404);
    const poor = await call(`/orders/${order.id}/pay`, {
      method: "POST",
      body: { method: "balance" },
      as: "acct-poor",
    });
    expect([poor.status, poor.json]).toEqual([402, { message: "账户余额不足" }]);
    accounts.accounts[1].credit = 5000;
    await writeFile(accountsFile, JSON.stringify(accounts));
    const paid = await call(`/orders/${order.id}/pay`, {
      method: "POST",
      body: { method: "balance" },
      as: "acct-poor",
    });
    expect(paid.json.state).toBe("paid");
    expect(await market.ledger.balance("acct-poor")).toBe(5000 - 1990);

    await writeFile(join(market.catalogueDir, "notice-1.0.1.zip"), await newer());
    await writeFile(join(market.catalogueDir, "broken.zip"), "not a zip");
    const unpriced = await packNoticeModule((manifest, files) => ({
      manifest: { ...manifest, uid: "other" },
      files,
    }));
    await writeFile(join(market.catalogueDir, "other.zip"), unpriced);
    await writeFile(join(market.catalogueDir, "prices.json"), JSON.stringify({ notice: 2500 }));
    const { json: catalogue } = await call("/modules");
    expect(catalogue.modules).toMatchObject([{ uid: "notice", version: "1.0.1", price: 2500 }]);
    expect(catalogue.modules[0].description["zh-cn"]).toMatch(/^A notice board/);
    const zip = await call(`/modules/notice/download?order=${order.id}`, { as: "acct-poor" });
    expect(createHash("sha256").update(zip.bytes).digest("hex")).toBe(catalogue.modules[0].sha256);
    expect(warnings).toEqual([
      expect.stringMatching(/^broken\.zip: /),
      expect.stringMatching(/^other\.zip: no price/),
    ]);
  });

  it("keeps every order across a restart, in whole files", async () => {
    const { json: order } = await call("/orders", { method: "POST", body: { uid: "notice" } });
    await call(`/orders/${order.id}/pay`, { method: "POST", body: { method: "balance" } });
    await market.close();
    await start();
    expect(market.demoAccounts).toHaveLength(1);
    expect((await call(`/orders/${order.id}`)).json.state).toBe("paid");
    expect(await market.ledger.balance(token)).toBe(100_000 - 1990);
    expect((await readdir(market.dataDir)).sort()).toEqual(["accounts.json", "orders.json"]);
  });
});
