import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closedPort } from "../../../test/closed-port.ts";
import { PLUS, PRO, publishPlus } from "../../../test/market-modules.ts";
import { saveSettings } from "../../../test/settings.ts";
import { createTestApp, loginAdmin, type TestApp } from "../../../test/test-app.ts";
import { MARKET_ACCOUNTS, startTestMarket, type TestMarket } from "../../../test/test-market.ts";
import { wireClient } from "../../../test/wire-client.ts";

/** The parts of the answers this test reads (each answer carries only some of them). */
type Answer = {
  code: number;
  msg: string;
  data: {
    rows: { uid: string; logo: string }[];
    info: { id: string; sn: string; detail_editor: string; images: string[]; logo: string };
    pay: { code_url: string };
    installed: unknown[];
  };
};

/**
 * Its market view (`web/src/views/backend/module/index.ts`, `api/backend/module.ts`) against its store
 * at the site's apiUrl, which is this server: the list, the goods dialog, buying by balance and by QR
 * code, installing by the order, the status switch and uninstall, each sent as its axios sends it
 * (query `params`, no body unless it posts `data`).
 */
describe("BuildAdmin's client: its module store answered from the configured market", () => {
  let t: TestApp;
  let market: TestMarket;
  let dataDir: string;
  let ba: ReturnType<typeof wireClient>;
  let token: string;

  const send = async (method: "GET" | "POST", url: string, payload?: object) =>
    (await (method === "GET" ? ba.get(url) : ba.post(url, payload))) as unknown as Answer;
  const query = (params: Record<string, string>) => new URLSearchParams(params).toString();
  const modules = (params: Record<string, string> = {}) =>
    send("GET", `/api/v6.store/modules?${query({ activeTab: "all", sysVersion: "1.0.0", ...params })}`);
  const info = (uid: string) => send("GET", `/api/v6.store/info?${query({ uid, sysVersion: "1.0.0" })}`);
  const order = (uid: string) => send("POST", `/api/v6.store/order?goods_id=${uid}`);
  const pay = (id: string, payType: string) =>
    send("POST", `/api/v6.store/pay?${query({ order_id: id, pay_type: payType })}`);
  const install = (uid: string, orderId: string) =>
    send("POST", `/admin/module/install?${query({ uid, orderId, token: "" })}`, { extend: {} });
  const installed = async () =>
    t.services.db.selectFrom("module").select(["uid", "state"]).orderBy("uid").execute();

  beforeAll(async () => {
    t = await createTestApp();
    dataDir = await mkdtemp(join(tmpdir(), "store-test-"));
    t.services.env.DATA_DIR = dataDir;
    token = (await loginAdmin(t.app)).token;
    ba = wireClient(t, token);
    market = await startTestMarket();
    await publishPlus(market);
  });
  afterAll(async () => {
    await market.close();
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("lists nothing but says why while no market is configured, and cannot show a module it does not have", async () => {
    expect(await modules()).toMatchObject({
      code: 1,
      data: { rows: [], category: [{ id: "all", name: "全部" }], remark: /模块市场未配置/ },
    });
    expect(await info(PRO.uid)).toMatchObject({ code: 0, msg: /模块市场未配置/ });
    expect(await order(PRO.uid)).toMatchObject({ code: 0, msg: /模块市场未配置/ });
    expect(await send("GET", "/api/user/info")).toMatchObject({ code: 0, msg: /模块市场未配置/ });
  });

  it("lists the market's modules with yuan prices in its one category, and finds them by title", async () => {
    await saveSettings(t, { module_market_url: market.url, module_market_token: MARKET_ACCOUNTS.rich });
    const list = await modules();
    expect(list).toMatchObject({ code: 1, data: { remark: "", category: [{ id: "all", name: "全部" }] } });
    expect(list.data.rows.map((r) => r.uid)).toEqual(["notice", PRO.uid, PLUS.uid]);
    expect(list.data.rows[1]).toMatchObject({
      id: PRO.uid,
      title: PRO.title["zh-cn"],
      present_price: 9.9,
      original_price: 9.9,
      currency_select: 1,
      new_version: false,
      tags: [],
    });
    // Its card's picture: a tile with the title's first character, made here (the market has no pictures).
    const logo = list.data.rows[1]?.logo ?? "";
    expect(logo).toMatch(/^data:image\/svg\+xml;charset=utf-8,/);
    expect(decodeURIComponent(logo.slice(logo.indexOf(",") + 1))).toMatch(/^<svg .*>公<\/text><\/svg>$/s);
    // In its client's English, titles and the category are English.
    const english = await t.app.inject({
      method: "GET",
      url: "/api/v6.store/modules?activeTab=all",
      headers: { batoken: token, "think-lang": "en" },
    });
    expect(english.json().data).toMatchObject({
      category: [{ id: "all", name: "All" }],
      rows: [{ title: "Notice board" }, { title: PRO.title.en }, { title: PLUS.title.en }],
    });
    const found = await modules({ quickSearch: "专业" });
    expect(found.data.rows.map((r) => r.uid)).toEqual([PRO.uid]);
    const info1 = await info(PRO.uid);
    expect(info1).toMatchObject({
      code: 1,
      data: { info: { type: "online", id: PRO.uid, present_price: 9.9, purchased: 0, version: "1.0.0" } },
    });
    expect(info1.data.info.detail_editor).toMatch(/^<p>.*<\/p>$/);
    expect(info1.data.info.images).toEqual([logo]);
  });

  it("names the settings' market account where its member dialog and its buy dialog print the buyer", async () => {
    type Account = { id: number; nickname: string; email: string; mobile: string; token: string };
    const account = async (lang: string) =>
      (
        await t.app.inject({
          method: "GET",
          url: "/api/user/info",
          headers: { batoken: token, "think-lang": lang, server: "true" },
        })
      ).json() as { code: number; data: { userInfo: Account } };
    // What its buy and pay dialogs print after "购买用户：" (its module view's specificUserName).
    const buyer = (a: Account) => `${a.nickname}（${a.email || a.mobile || `ID:${a.id}`}）`;
    const host = new URL(market.url).host;
    const zh = await account("zh-cn");
    expect(zh.code).toBe(1);
    expect(buyer(zh.data.userInfo)).toBe(`模块市场账户（${host}）`);
    expect(buyer((await account("en")).data.userInfo)).toBe(`Market account（${host}）`);
    // Its member dialog shows an account only with a token: one that is no credential, never the settings'.
    expect(zh.data.userInfo.token).not.toBe("");
    expect(JSON.stringify(zh)).not.toContain(MARKET_ACCOUNTS.rich);
  });

  it("orders, refuses points, pays by balance, then installs by the order as its buy dialog does", async () => {
    const ordered = await order(PRO.uid);
    expect(ordered).toMatchObject({
      code: 1,
      data: {
        info: {
          uid: PRO.uid,
          title: "公告栏专业版",
          amount: 9.9,
          purchased: false,
          pay: { money: true, score: false },
        },
      },
    });
    const id = ordered.data.info.id;
    expect(ordered.data.info.sn).toBe(id);

    expect(await pay(id, "score")).toMatchObject({ code: 0, msg: /不收积分/ });
    expect(market.orders.get(id)?.state).toBe("unpaid");

    const paid = await pay(id, "balance");
    expect(paid).toMatchObject({
      code: 1,
      data: { info: { id, purchased: true }, pay: { status: "success" } },
    });
    expect(market.accounts.get(MARKET_ACCOUNTS.rich)?.balance).toBe(10_000 - 990);

    expect(await send("GET", `/admin/module/state?uid=${PRO.uid}`)).toMatchObject({ data: { state: 0 } });
    expect(await install(PRO.uid, id)).toMatchObject({ code: 1, data: { done: true } });
    expect(await installed()).toEqual([{ uid: PRO.uid, state: "enable" }]);
    const index = await send("GET", "/admin/module/index");
    expect(index.data.installed).toMatchObject([
      { uid: PRO.uid, title: "公告栏专业版", state: 1, version: "1.0.0" },
    ]);
  });

  it("an order of a module already bought comes back purchased, and its install is refused while installed", async () => {
    const again = await order(PRO.uid);
    expect(again).toMatchObject({ code: 1, data: { info: { purchased: true } } });
    expect(await install(PRO.uid, again.data.info.id)).toMatchObject({ code: 0, msg: /已安装|already/ });
    expect(market.accounts.get(MARKET_ACCOUNTS.rich)?.balance).toBe(10_000 - 990);
  });

  it("switches the module off and on as its status switch does (changeState, then install to finish)", async () => {
    expect(await send("POST", "/admin/module/changeState", { uid: PRO.uid, state: 0 })).toMatchObject({
      code: 1,
    });
    expect((await send("GET", "/admin/module/index")).data.installed).toMatchObject([{ state: 6 }]);
    expect(await send("POST", "/admin/module/changeState", { uid: PRO.uid, state: 1 })).toMatchObject({
      code: 1,
    });
    expect(await install(PRO.uid, "0")).toMatchObject({ code: 1, data: { done: true } });
    expect(await installed()).toEqual([{ uid: PRO.uid, state: "enable" }]);
    // Installing it again by upload's way while disabled is still refused: only an enabled one is done.
    await send("POST", "/admin/module/changeState", { uid: PRO.uid, state: 0 });
    expect((await install(PRO.uid, "0")).code).toBe(0);
    await send("POST", "/admin/module/changeState", { uid: PRO.uid, state: 1 });
    expect(await send("POST", `/admin/module/uninstall?uid=${PRO.uid}`)).toMatchObject({ code: 1 });
    expect(await installed()).toEqual([]);
  });

  it("pays by QR code: the market's page for WeChat's code and in Alipay's frame, checked until paid", async () => {
    const ordered = await order(PLUS.uid);
    const id = ordered.data.info.id;
    const alipay = await pay(id, "zfb");
    expect(alipay).toMatchObject({
      code: 1,
      data: { info: { purchased: false }, pay: { status: "waiting" } },
    });
    const payUrl = market.orders.get(id)?.payUrl ?? "";
    expect(payUrl).toMatch(/^http/);
    expect(alipay.data.pay.code_url).toContain(`href="${payUrl.replace(/&/g, "&amp;")}"`);
    expect(alipay.data.pay.code_url).not.toMatch(/<script/i);
    const wechat = await pay(id, "wx");
    expect(wechat.data.pay.code_url).toBe(market.orders.get(id)?.payUrl);

    expect(await send("GET", `/api/pay/check?sn=${id}`)).toMatchObject({ code: 0, msg: /订单尚未支付/ });
    expect(await install(PLUS.uid, id)).toMatchObject({ code: 0, msg: /订单尚未支付/ });
    expect(await installed()).toEqual([]);

    await market.completePayment(id);
    expect(await send("GET", `/api/pay/check?sn=${id}`)).toMatchObject({
      code: 1,
      data: { info: { id, purchased: true } },
    });
    expect(await install(PLUS.uid, id)).toMatchObject({ code: 1 });
    expect(await installed()).toEqual([{ uid: PLUS.uid, state: "enable" }]);
  });

  it("shows an installed module as local, and still lists nothing but why, when the market is down", async () => {
    await saveSettings(t, { module_market_url: `http://127.0.0.1:${await closedPort()}` });
    const list = await modules();
    expect(list).toMatchObject({ code: 1, data: { rows: [], remark: /模块市场暂不可用（无法连接模块市场/ } });
    expect(await info(PLUS.uid)).toMatchObject({ code: 1, data: { info: { type: "local" } } });
    expect(await info(PRO.uid)).toMatchObject({ code: 0, msg: /无法连接模块市场/ });
  });
});
