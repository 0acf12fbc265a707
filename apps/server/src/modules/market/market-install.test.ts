import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packRivalModule } from "../../../../../examples/module-notice/pack.mjs";
import { closedPort } from "../../test/closed-port.ts";
import { PRO, packBoardModule } from "../../test/market-modules.ts";
import { moduleAdmin } from "../../test/module-admin.ts";
import { createTestApp, loginAdmin, type TestApp } from "../../test/test-app.ts";
import { MARKET_ACCOUNTS, startTestMarket, type TestMarket } from "../../test/test-market.ts";

describe("buying and installing from the module market", () => {
  let t: TestApp;
  let market: TestMarket;
  let dataDir: string;
  let admin: ReturnType<typeof moduleAdmin>;

  const buy = async (uid: string) => (await admin.post("/admin/module/createOrder", { uid })).data.order;
  const installed = async () =>
    (await t.services.db.selectFrom("module").select("uid").orderBy("uid").execute()).map((m) => m.uid);

  beforeAll(async () => {
    t = await createTestApp();
    dataDir = await mkdtemp(join(tmpdir(), "market-test-"));
    t.services.env.DATA_DIR = dataDir;
    admin = moduleAdmin(t, (await loginAdmin(t.app)).token);
    market = await startTestMarket();
  });
  afterAll(async () => {
    await market.close();
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("says the market is not configured while it has no address, and upload install still answers", async () => {
    expect(await admin.get("/admin/module/market")).toMatchObject({
      code: 0,
      msg: /module market is not configured/,
    });
    expect((await admin.post("/admin/module/createOrder", { uid: "notice" })).code).toBe(0);
    expect((await admin.get("/admin/module/index")).code).toBe(1);
  });

  it("lists the catalogue with prices in yuan (the market says fen) and where each module stands", async () => {
    await admin.setMarket(`${market.url}/`, MARKET_ACCOUNTS.rich);
    const answer = await admin.get("/admin/module/market");
    expect(answer.code).toBe(1);
    expect(answer.data.modules).toMatchObject([
      { uid: "notice", price: 0, version: "1.0.0", state: "not-installed", installedVersion: null },
      { uid: PRO.uid, price: 9.9, title: PRO.title, state: "not-installed" },
    ]);
    expect(answer.data.modules[1].sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it("buys a paid module with the balance and installs it: its route answers, the log never holds the token", async () => {
    const order = await buy(PRO.uid);
    // The market's 990 fen, in yuan as our API carries money.
    expect(order).toMatchObject({ uid: PRO.uid, amount: 9.9, state: "unpaid", payUrl: null });
    const paid = await admin.post("/admin/module/payOrder", { order: order.id, method: "balance" });
    expect(paid).toMatchObject({ code: 1, msg: "Payment received", data: { order: { state: "paid" } } });
    expect(market.accounts.get(MARKET_ACCOUNTS.rich)?.balance).toBe(10_000 - 990);
    const done = await admin.post("/admin/module/marketInstall", { uid: PRO.uid, order: order.id });
    expect(done).toMatchObject({ code: 1, msg: "Module installed", data: { done: true } });
    const list = (await t.app.inject({ method: "GET", url: "/api/module/noticepro/list" })).json();
    expect(list.data.list[0].title).toMatch(/^欢迎/);
    expect(await admin.tableExists("mod_noticepro_item")).toBe(true);
    const catalogue = (await admin.get("/admin/module/market")).data.modules;
    expect(catalogue.find((m: { uid: string }) => m.uid === PRO.uid)).toMatchObject({
      state: "installed",
      installedVersion: "1.0.0",
    });
    const log = await t.services.db
      .selectFrom("admin_log")
      .select(["url", "data"])
      .where("url", "like", "/admin/module/%")
      .execute();
    expect(log.map((row) => row.url)).toEqual(
      expect.arrayContaining([
        "/admin/module/createOrder",
        "/admin/module/payOrder",
        "/admin/module/marketInstall",
      ]),
    );
    expect(JSON.stringify(log)).not.toContain(MARKET_ACCOUNTS.rich);
  });

  it("refuses a balance payment the account cannot afford with the market's words, and changes nothing", async () => {
    market.publish({
      uid: "noticeplus",
      title: { "zh-cn": "公告栏加强版", en: "Notice board Plus" },
      version: "1.0.0",
      price: 500,
      zip: await packBoardModule("noticeplus", { "zh-cn": "公告栏加强版", en: "Notice board Plus" }, "1.0.0"),
    });
    await admin.setMarket(market.url, MARKET_ACCOUNTS.poor);
    const order = await buy("noticeplus");
    const refused = await admin.post("/admin/module/payOrder", { order: order.id, method: "balance" });
    expect(refused).toMatchObject({ code: 0, msg: "The module market refused: Insufficient balance" });
    expect(market.accounts.get(MARKET_ACCOUNTS.poor)?.balance).toBe(100);
    expect(market.orders.get(order.id)?.state).toBe("unpaid");
    expect(
      await admin.post("/admin/module/marketInstall", { uid: "noticeplus", order: order.id }),
    ).toMatchObject({ code: 0, msg: /has not been paid/ });
    expect(await installed()).toEqual([PRO.uid]);
  });

  it("buys with a QR payment: unpaid with the address to scan until the provider reports it paid", async () => {
    const order = await buy("noticeplus");
    const qr = await admin.post("/admin/module/payOrder", { order: order.id, method: "wechat" });
    expect(qr).toMatchObject({
      code: 1,
      msg: "Scan the QR code to pay",
      data: { order: { state: "unpaid", amount: 5 } },
    });
    expect(qr.data.order.payUrl).toBe(`${market.url}/pay/${order.id}?method=wechat`);
    const state = () => admin.get(`/admin/module/orderState?order=${order.id}`);
    expect((await state()).data.order.state).toBe("unpaid");
    await market.completePayment(order.id);
    expect((await state()).data.order).toMatchObject({ state: "paid", payUrl: null, amount: 5 });
    expect(
      (await admin.post("/admin/module/marketInstall", { uid: "noticeplus", order: order.id })).data,
    ).toEqual({
      done: true,
      conflicts: [],
    });
    expect(await installed()).toEqual(["noticeplus", PRO.uid]);
  });

  it("refuses a download whose checksum is not the catalogue's and keeps nothing of it", async () => {
    market.publish({
      uid: "noticemax",
      title: { "zh-cn": "公告栏旗舰版", en: "Notice board Max" },
      version: "1.0.0",
      price: 0,
      zip: await packBoardModule("noticemax", { "zh-cn": "公告栏旗舰版", en: "Notice board Max" }, "1.0.0"),
    });
    market.tamper("noticemax");
    const order = await buy("noticemax");
    expect(order.state).toBe("paid");
    expect(
      await admin.post("/admin/module/marketInstall", { uid: "noticemax", order: order.id }),
    ).toMatchObject({
      code: 0,
      msg: /does not match the SHA-256/,
    });
    expect(await installed()).toEqual(["noticeplus", PRO.uid]);
    expect(await admin.tableExists("mod_noticemax_item")).toBe(false);
    expect(existsSync(join(dataDir, "modules", "noticemax"))).toBe(false);
    // Kept zips are rows of module_package (ADR 0026): none for a refused download.
    expect(
      await t.services.db
        .selectFrom("module_package")
        .select("stage")
        .where("uid", "=", "noticemax")
        .execute(),
    ).toEqual([]);
  });

  it("installs from the market through the same conflict confirmation as an upload", async () => {
    const notice = await buy("notice");
    expect(notice).toMatchObject({ state: "paid", amount: 0 });
    expect(
      (await admin.post("/admin/module/marketInstall", { uid: "notice", order: notice.id })).data.done,
    ).toBe(true);
    market.publish({
      uid: "bulletin",
      title: { "zh-cn": "公告板", en: "Bulletin" },
      version: "1.0.0",
      price: 0,
      zip: await packRivalModule(),
    });
    const order = await buy("bulletin");
    const asked = await admin.post("/admin/module/marketInstall", { uid: "bulletin", order: order.id });
    expect(asked).toMatchObject({ code: 1, data: { done: false } });
    expect(asked.data.conflicts).toContainEqual(
      expect.objectContaining({ kind: "route", path: "/api/module/notice", uid: "notice" }),
    );
    expect(await installed()).not.toContain("bulletin");
    const confirmed = await admin.post("/admin/module/marketInstall", {
      uid: "bulletin",
      order: order.id,
      confirm: true,
    });
    expect(confirmed.data.done).toBe(true);
    const notices = await t.services.db
      .selectFrom("module")
      .select("state")
      .where("uid", "=", "notice")
      .execute();
    expect(notices).toEqual([{ state: "disable" }]);
    expect((await admin.post("/admin/module/uninstall", { uid: "bulletin" })).code).toBe(1);
    expect(
      await admin.post("/admin/module/marketInstall", { uid: "notice", order: notice.id }),
    ).toMatchObject({ code: 0, msg: "Module notice is already installed!" });
  });

  it("updates an installed module from a newer version in the market, bought once", async () => {
    await admin.setMarket(market.url, MARKET_ACCOUNTS.rich);
    market.publish({
      ...PRO,
      version: "1.1.0",
      zip: await packBoardModule(PRO.uid, PRO.title, "1.1.0"),
    });
    const entry = (await admin.get("/admin/module/market")).data.modules.find(
      (m: { uid: string }) => m.uid === PRO.uid,
    );
    expect(entry).toMatchObject({ state: "update", version: "1.1.0", installedVersion: "1.0.0" });
    const order = await buy(PRO.uid);
    expect(order.state).toBe("paid");
    expect(market.accounts.get(MARKET_ACCOUNTS.rich)?.balance).toBe(10_000 - 990);
    const updated = await admin.post("/admin/module/update", { uid: PRO.uid, order: order.id });
    expect(updated).toMatchObject({ code: 1, msg: "Module updated", data: { done: true } });
    expect(await admin.version(PRO.uid)).toBe("1.1.0");
    expect(await admin.tableExists("mod_noticepro_tag")).toBe(true);
    expect((await admin.post("/admin/module/update", { uid: PRO.uid, order: order.id })).msg).toMatch(
      /can only be updated to a higher version/,
    );
  });

  it("answers a catalogue error, changing nothing, when the market is unreachable, too slow or talks nonsense", async () => {
    await admin.setMarket(`http://127.0.0.1:${await closedPort()}`, MARKET_ACCOUNTS.rich);
    expect(await admin.get("/admin/module/market")).toMatchObject({
      code: 0,
      msg: "The module market cannot be reached; check its address or try again later",
    });
    expect((await admin.post("/admin/module/update", { uid: PRO.uid, order: "ord-1" })).msg).toMatch(
      /cannot be reached/,
    );
    await admin.setMarket(market.url, MARKET_ACCOUNTS.rich);
    market.hang = true;
    t.services.modules.marketTimeouts.timeoutMs = 300;
    try {
      expect((await admin.get("/admin/module/market")).msg).toBe(
        "The module market did not answer in time; try again later",
      );
    } finally {
      market.hang = false;
      t.services.modules.marketTimeouts.timeoutMs = 10_000;
    }
    await admin.setMarket(`${market.url}/pay/x`, MARKET_ACCOUNTS.rich);
    expect((await admin.get("/admin/module/market")).msg).toMatch(/answer that is not valid: JSON/);
    await admin.setMarket(market.url, "not-an-account");
    expect((await admin.post("/admin/module/createOrder", { uid: PRO.uid })).msg).toBe(
      "The module market refused: The market account token is not valid",
    );
    expect(await admin.version(PRO.uid)).toBe("1.1.0");
  });
});
