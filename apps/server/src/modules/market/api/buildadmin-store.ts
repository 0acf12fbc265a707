import type { Lang } from "@corp/domain/lang";
import { t } from "@corp/domain/messages";
import type { MarketOrder } from "@corp/domain/module-market-api";
import { fenToYuanNumber } from "@corp/domain/money";
import type { FastifyInstance } from "fastify";
import { success } from "../../../envelope.ts";
import { AppError } from "../../../errors.ts";
import { adminAjaxRoute } from "../../../http/admin-ajax-scope.ts";
import type { AppServices } from "../../../services/app-services.ts";
import { escapeHtml } from "../../../services/html-escape.ts";
import { loadConfig } from "../../../services/site-config.ts";
import { installedModules } from "../installed-modules.ts";
import type { MarketClient } from "../market-client.ts";
import { marketSettingsFrom } from "../market-client.ts";
import { type MarketEntry, marketCatalogue, marketClientFor } from "../market-install.ts";
import { NODE } from "./module-answer.ts";

/**
 * BuildAdmin's module store (`/api/v6.store/*` and `/api/pay/check` at the site's apiUrl, which is this
 * server), answered from the configured module market (docs/module-market-api.md): its market view lists,
 * shows, orders and pays through these, then installs through `/admin/module/install?orderId=`.
 * The market is asked by the server with the settings' account; BuildAdmin's own account login is not used.
 */

const superAdminOnly = "moduleSuperAdminOnly";

/** The store's only category: the market's catalogue is one list. */
const allCategory = (lang: Lang) => ({ id: "all", name: t("marketStoreAll", lang) });

/**
 * The picture of a module on its card and in its goods dialog: the market has none, so its title's first
 * character on a plain tile (the view's own placeholder is a file of BuildAdmin's server, not served here).
 */
function storeLogo(title: string): string {
  const initial = escapeHtml(Array.from(title)[0] ?? "");
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="245" height="163" viewBox="0 0 245 163">` +
    `<rect width="245" height="163" fill="#ecf2fe"/>` +
    `<text x="122.5" y="104" font-family="sans-serif" font-size="64" text-anchor="middle" fill="#3d6fd8">${initial}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** A market module as the store list and the goods dialog show it (prices in yuan, as money). */
function storeGoods(entry: MarketEntry, lang: Lang) {
  const price = fenToYuanNumber(entry.price);
  const title = entry.title[lang];
  return {
    id: entry.uid,
    uid: entry.uid,
    title,
    description: entry.description[lang],
    logo: storeLogo(title),
    tags: [],
    version: entry.version,
    new_version: entry.state === "update",
    original_price: price,
    present_price: price,
    currency_select: 1 as const,
    category: allCategory(lang),
  };
}

/** An order as its buy and pay dialogs read it; the id is what it sends back to pay and to install. */
async function storeOrder(client: MarketClient, order: MarketOrder, lang: Lang) {
  const listed = (await client.catalogue()).find((m) => m.uid === order.uid);
  return {
    id: order.id,
    sn: order.id,
    uid: order.uid,
    title: listed ? listed.title[lang] : order.uid,
    amount: fenToYuanNumber(order.amount),
    purchased: order.state === "paid",
    pay: { money: true, score: false },
  };
}

/** What its Alipay frame shows (it expects the provider's page): a link to the market's payment page. */
const alipayPage = (payUrl: string, lang: Lang) =>
  `<!doctype html><meta charset="utf-8"><p style="font:14px sans-serif;text-align:center;margin-top:90px">` +
  `<a href="${escapeHtml(payUrl)}" target="_blank" rel="noopener noreferrer">${escapeHtml(t("marketAlipayLink", lang))}</a></p>`;

const payMethods = { balance: "balance", wx: "wechat", zfb: "alipay" } as const;

/**
 * The market account of the settings as its view holds its buildadmin.com account (`baAccount`): its
 * 会员信息 dialog shows it, and its buy and pay dialogs print the buyer from it ("nickname（email）").
 * Here the settings' account pays, so it is named as that account at the market's address. The token is
 * no credential (the server asks the market itself, with the settings' token, which never leaves it):
 * the view needs one to show the account rather than its login form.
 */
async function storeAccount(services: AppServices, lang: Lang) {
  const { url } = marketSettingsFrom(await loadConfig(services.db), services.secrets);
  return {
    id: 0,
    username: "",
    nickname: t("marketAccountName", lang),
    email: new URL(url).host,
    mobile: "",
    avatar: "",
    gender: 0 as const,
    birthday: null,
    money: 0,
    score: 0,
    last_login_time: null,
    last_login_ip: "",
    join_time: null,
    motto: "",
    token: "market-account",
    refresh_token: "",
  };
}

export async function buildAdminStoreRoutes(scope: FastifyInstance, services: AppServices): Promise<void> {
  adminAjaxRoute(scope, "get", "/api/user/info", { node: `${NODE}/index` }, async (request) =>
    success({ userInfo: await storeAccount(services, request.lang) }),
  );

  adminAjaxRoute(scope, "get", "/api/v6.store/modules", { node: `${NODE}/index` }, async (request) => {
    const lang = request.lang;
    const words = (request.query.quickSearch ?? "").trim().toLowerCase();
    try {
      const rows = (await marketCatalogue(services, lang))
        .map((entry) => storeGoods(entry, lang))
        .filter((row) => !words || `${row.uid} ${row.title}`.toLowerCase().includes(words));
      return success({ rows, remark: "", category: [allCategory(lang)] });
    } catch (error) {
      // The view adds the installed modules to the rows itself: they stay listed without a market.
      if (!(error instanceof AppError)) throw error;
      const reason = error.localize(lang);
      return success({
        rows: [],
        remark: t("marketStoreInstalledOnly", lang, { reason }),
        category: [allCategory(lang)],
      });
    }
  });

  adminAjaxRoute(scope, "get", "/api/v6.store/info", { node: `${NODE}/index` }, async (request) => {
    const { uid } = request.query;
    const lang = request.lang;
    const installed = (await installedModules(services.db)).some((m) => m.uid === uid);
    const listed = await marketCatalogue(services, lang).then(
      (entries) => entries.find((m) => m.uid === uid),
      (error: unknown) => {
        // Without a market an installed module is still shown, from what is installed here.
        if (installed && error instanceof AppError) return undefined;
        throw error;
      },
    );
    if (listed) {
      const goods = storeGoods(listed, lang);
      return success({
        info: {
          ...goods,
          type: "online" as const,
          images: [goods.logo],
          detail_editor: `<p>${escapeHtml(goods.description)}</p>`,
          purchased: 0 as const,
        },
      });
    }
    if (installed) return success({ info: { type: "local" as const } });
    throw new AppError({ key: "marketNotListed", params: { uid } });
  });

  adminAjaxRoute(
    scope,
    "post",
    "/api/v6.store/order",
    { node: `${NODE}/install`, superAdminOnly },
    async (request, _reply, { log }) => {
      const client = await marketClientFor(services, request.lang);
      const order = await client.createOrder(request.query.goods_id);
      await log({ uid: order.uid, order: order.id, amount: order.amount, state: order.state });
      return success(
        { info: await storeOrder(client, order, request.lang) },
        t("marketOrderCreated", request.lang),
      );
    },
  );

  adminAjaxRoute(
    scope,
    "post",
    "/api/v6.store/pay",
    { node: `${NODE}/install`, superAdminOnly },
    async (request, _reply, { log }) => {
      const { order_id: id, pay_type: payType } = request.query;
      const lang = request.lang;
      if (payType === "score") throw new AppError({ key: "marketNoPoints" });
      const method = payMethods[payType];
      const client = await marketClientFor(services, lang);
      const order = await client.pay(id, method);
      await log({ uid: order.uid, order: order.id, method, amount: order.amount, state: order.state });
      const paid = order.state === "paid";
      const payUrl = order.payUrl ?? "";
      return success(
        {
          info: await storeOrder(client, order, lang),
          pay: {
            status: paid ? ("success" as const) : ("waiting" as const),
            code_url: paid ? "" : method === "alipay" ? alipayPage(payUrl, lang) : payUrl,
          },
        },
        t(paid ? "marketPaid" : "marketAwaitingPayment", lang),
      );
    },
  );

  adminAjaxRoute(
    scope,
    "get",
    "/api/pay/check",
    { node: `${NODE}/install`, superAdminOnly },
    async (request) => {
      const client = await marketClientFor(services, request.lang);
      const order = await client.order(request.query.sn);
      if (order.state !== "paid") throw new AppError({ key: "marketUnpaid" });
      return success({ info: await storeOrder(client, order, request.lang) }, t("marketPaid", request.lang));
    },
  );
}
