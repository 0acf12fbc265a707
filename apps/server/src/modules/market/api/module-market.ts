import { t } from "@corp/domain/messages";
import type { MarketOrder } from "@corp/domain/module-market-api";
import { fenToYuanNumber } from "@corp/domain/money";
import type { FastifyInstance } from "fastify";
import { success } from "../../../envelope.ts";
import { adminAjaxRoute } from "../../../http/admin-ajax-scope.ts";
import type { AppServices } from "../../../services/app-services.ts";
import { fetchFromMarket, marketCatalogue, marketClientFor } from "../market-install.ts";
import { installModule } from "../module-market.ts";
import { NODE, outcomeAnswer } from "./module-answer.ts";

/**
 * An order as the admin sees it (never the market's token, which stays in the settings): its amount in
 * yuan, as our API carries money; the market's own protocol says fen.
 */
const orderInfo = (order: MarketOrder) => ({
  id: order.id,
  uid: order.uid,
  amount: fenToYuanNumber(order.amount),
  state: order.state,
  payUrl: order.payUrl ?? null,
});

/**
 * Buying and installing from the configured module market (docs/module-market-api.md): its catalogue,
 * an order, its payment (balance or QR code) and its state, and installing a paid module, which then
 * goes the way of an uploaded zip. The market is called from here only, never from the browser.
 */
export async function moduleMarketRoutes(scope: FastifyInstance, services: AppServices): Promise<void> {
  adminAjaxRoute(scope, "get", "/admin/module/market", { node: `${NODE}/index` }, async (request) => {
    const modules = await marketCatalogue(services, request.lang);
    // Prices in yuan, as our API carries money (the market's protocol says fen).
    return success({ modules: modules.map((m) => ({ ...m, price: fenToYuanNumber(m.price) })) });
  });

  adminAjaxRoute(
    scope,
    "post",
    "/admin/module/createOrder",
    { node: `${NODE}/install`, superAdminOnly: "moduleSuperAdminOnly" },
    async (request, _reply, { log }) => {
      const client = await marketClientFor(services, request.lang);
      const order = await client.createOrder(request.body.uid);
      await log({ uid: order.uid, order: order.id, amount: order.amount, state: order.state });
      return success({ order: orderInfo(order) }, t("marketOrderCreated", request.lang));
    },
  );

  adminAjaxRoute(
    scope,
    "post",
    "/admin/module/payOrder",
    { node: `${NODE}/install`, superAdminOnly: "moduleSuperAdminOnly" },
    async (request, _reply, { log }) => {
      const { order: id, method } = request.body;
      const client = await marketClientFor(services, request.lang);
      const order = await client.pay(id, method);
      await log({ uid: order.uid, order: order.id, method, amount: order.amount, state: order.state });
      const message = order.state === "paid" ? "marketPaid" : "marketAwaitingPayment";
      return success({ order: orderInfo(order) }, t(message, request.lang));
    },
  );

  adminAjaxRoute(
    scope,
    "get",
    "/admin/module/orderState",
    { node: `${NODE}/install`, superAdminOnly: "moduleSuperAdminOnly" },
    async (request) => {
      const client = await marketClientFor(services, request.lang);
      return success({ order: orderInfo(await client.order(request.query.order)) });
    },
  );

  adminAjaxRoute(
    scope,
    "post",
    "/admin/module/marketInstall",
    { node: `${NODE}/install`, superAdminOnly: "moduleSuperAdminOnly" },
    async (request, _reply, { log }) => {
      const { uid, order, confirm = false } = request.body;
      const fetched = await fetchFromMarket(services, request.lang, { uid, order, update: false });
      const outcome = await installModule(services, uid, confirm);
      if (outcome.done) {
        await log({ uid, order, version: fetched.info.version, sha256: fetched.sha256, size: fetched.size });
      }
      return outcomeAnswer(outcome, t("moduleInstalled", request.lang), request.lang);
    },
  );
}
