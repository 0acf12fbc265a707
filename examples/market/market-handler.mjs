import { randomBytes } from "node:crypto";

/**
 * The module market's API (docs/module-market-api.md) as one request handler over what it is given: a
 * catalogue and a ledger of accounts and orders. The reference market (market.mjs) gives it a folder of
 * zips and JSON files; the server's test market (apps/server/src/test/test-market.ts) gives it maps in
 * memory. Every refusal is a 4xx `{ message }` in the asked language, and nothing is ever redirected.
 */

/** @typedef {{ "zh-cn": string, en: string }} Words */
/**
 * A module on sale, as `GET /modules` lists it; a catalogue may carry more fields (where its zip is).
 * @typedef {{ uid: string, title: Words, description: Words, version: string, price: number, size: number, sha256: string }} Listing
 */
/**
 * An order; `token` is the account that made it and never leaves the market.
 * @typedef {{ id: string, uid: string, amount: number, state: "unpaid" | "paid", token: string, payUrl?: string, method?: string }} Order
 */
/**
 * @typedef {object} Ledger
 * @property {(token: string) => boolean | Promise<boolean>} isAccount
 * @property {(id: string) => Order | undefined} order
 * @property {() => Iterable<Order>} orders
 * @property {(order: Order) => void | Promise<void>} save a new or changed order, kept before it is answered
 * @property {(order: Order) => Order | undefined | Promise<Order | undefined>} payFromBalance the order
 *   paid from its account's balance (debited in the same step), or undefined when the balance is too low
 */
/**
 * @typedef {object} MarketParts
 * @property {() => Listing[] | Promise<Listing[]>} listings the catalogue now: one listing per module, its latest version
 * @property {(listing: Listing) => Buffer | Promise<Buffer>} zip the bytes of a listing's zip
 * @property {Ledger} ledger
 * @property {(order: Order, method: "wechat" | "alipay") => string} [qrPayUrl] the payment page a QR code
 *   encodes; without it, only the balance pays
 */

/** The market's refusals, in the languages the API asks for. */
export const refusals = {
  badToken: { "zh-cn": "市场账户令牌无效", en: "The market account token is not valid" },
  noModule: { "zh-cn": "没有这个模块", en: "No such module" },
  noOrder: { "zh-cn": "没有这个订单", en: "No such order" },
  balance: { "zh-cn": "账户余额不足", en: "Insufficient balance" },
  unpaid: { "zh-cn": "订单尚未支付", en: "The order has not been paid" },
  method: { "zh-cn": "不支持的支付方式", en: "Unsupported payment method" },
  notFound: { "zh-cn": "没有这个接口", en: "No such endpoint" },
  failed: { "zh-cn": "模块市场出错了，请稍后再试", en: "The module market failed; try again later" },
};

/** @param {import("node:http").ServerResponse} response @param {number} status @param {unknown} body */
export function send(response, status, body) {
  response.writeHead(status, { "content-type": "application/json; charset=utf-8" });
  response.end(JSON.stringify(body));
}

/**
 * @param {import("node:http").IncomingMessage} request
 * @param {import("node:http").ServerResponse} response
 * @param {number} status
 * @param {keyof typeof refusals} reason
 */
export function refuse(request, response, status, reason) {
  const language = /^en/i.test(request.headers["accept-language"] ?? "") ? "en" : "zh-cn";
  send(response, status, { message: refusals[reason][language] });
}

/** @param {import("node:http").IncomingMessage} request @returns {Promise<Record<string, unknown>>} */
async function bodyOf(request) {
  const chunks = [];
  let size = 0;
  for await (const chunk of request) {
    size += chunk.length;
    if (size > 65_536) return {};
    chunks.push(chunk);
  }
  try {
    const parsed = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}");
    return parsed && typeof parsed === "object" ? parsed : {};
  } catch {
    return {};
  }
}

/** @param {Listing} listing */
const catalogueEntry = ({ uid, title, description, version, price, size, sha256 }) => ({
  uid,
  title,
  description,
  version,
  price,
  size,
  sha256,
});

/** @param {Order} order */
const answer = ({ id, uid, amount, state, payUrl }) => ({
  id,
  uid,
  amount,
  state,
  ...(payUrl ? { payUrl } : {}),
});

/**
 * The handler; it never rejects: an unexpected error is logged by `onError` and answered 500.
 * @param {MarketParts & { onError?: (error: unknown) => void }} parts
 */
export function createMarketHandler({ listings, zip, ledger, qrPayUrl, onError = console.error }) {
  /** @param {string} uid */
  const listingOf = async (uid) => (await listings()).find((listing) => listing.uid === uid);

  /** @param {import("node:http").IncomingMessage} request @param {import("node:http").ServerResponse} response */
  async function route(request, response) {
    const url = new URL(request.url ?? "/", "http://market");
    const path = url.pathname;
    const no = (/** @type {number} */ status, /** @type {keyof typeof refusals} */ reason) =>
      refuse(request, response, status, reason);
    if (request.method === "GET" && path === "/modules") {
      return send(response, 200, { modules: (await listings()).map(catalogueEntry) });
    }
    const orderPath = /^\/orders\/([A-Za-z0-9_-]{1,64})(\/pay)?$/.exec(path);
    const download = /^\/modules\/([a-z0-9]{1,40})\/download$/.exec(path);
    if (!(path === "/orders" || orderPath || download)) return no(404, "notFound");
    const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? "")?.[1] ?? "";
    if (!token || !(await ledger.isAccount(token))) return no(401, "badToken");

    if (request.method === "POST" && path === "/orders") {
      const uid = String((await bodyOf(request)).uid ?? "");
      const listing = await listingOf(uid);
      if (!listing) return no(404, "noModule");
      const owned = [...ledger.orders()].find(
        (o) => o.token === token && o.uid === uid && o.state === "paid",
      );
      if (owned) return send(response, 200, answer(owned));
      /** @type {Order} */
      const order = {
        id: `ord-${randomBytes(8).toString("hex")}`,
        uid,
        amount: listing.price,
        state: listing.price === 0 ? "paid" : "unpaid",
        token,
      };
      await ledger.save(order);
      return send(response, 200, answer(order));
    }
    if (orderPath) {
      const order = ledger.order(orderPath[1] ?? "");
      if (!order || order.token !== token) return no(404, "noOrder");
      if (request.method === "GET" && !orderPath[2]) return send(response, 200, answer(order));
      if (request.method !== "POST" || !orderPath[2]) return no(404, "notFound");
      const method = String((await bodyOf(request)).method ?? "");
      if (order.state === "paid") return send(response, 200, answer(order));
      if (method === "balance") {
        const paid = await ledger.payFromBalance(order);
        return paid ? send(response, 200, answer(paid)) : no(402, "balance");
      }
      if ((method === "wechat" || method === "alipay") && qrPayUrl) {
        const awaited = { ...order, payUrl: qrPayUrl(order, method) };
        await ledger.save(awaited);
        return send(response, 200, answer(awaited));
      }
      return no(400, "method");
    }
    if (request.method === "GET" && download) {
      const listing = await listingOf(download[1] ?? "");
      if (!listing) return no(404, "noModule");
      const order = ledger.order(url.searchParams.get("order") ?? "");
      if (!order || order.token !== token || order.uid !== listing.uid) return no(404, "noOrder");
      if (order.state !== "paid") return no(403, "unpaid");
      const bytes = await zip(listing);
      response.writeHead(200, { "content-type": "application/zip", "content-length": bytes.length });
      return void response.end(bytes);
    }
    return no(404, "notFound");
  }

  /** @param {import("node:http").IncomingMessage} request @param {import("node:http").ServerResponse} response */
  return async function handle(request, response) {
    try {
      await route(request, response);
    } catch (error) {
      onError(error);
      if (!response.headersSent) refuse(request, response, 500, "failed");
      else response.destroy();
    }
  };
}
