import { createHash, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { packNoticeModule } from "../../../../examples/module-notice/pack.mjs";
import { PRO, packBoardModule, type Title } from "./market-modules.ts";

/**
 * A module market for tests: a real HTTP server on 127.0.0.1 speaking the API of
 * docs/module-market-api.md, with a catalogue (the free notice board and the paid "Notice board Pro"),
 * accounts with a balance, orders, QR payments the test completes as a payment provider's callback
 * would, and downloads for paid orders only. Its state lives in memory, one market per test run.
 */

type Listing = { uid: string; title: Title; description: Title; version: string; price: number; zip: Buffer };
type Order = {
  id: string;
  uid: string;
  amount: number;
  state: "unpaid" | "paid";
  token: string;
  payUrl?: string;
};

export type TestMarket = {
  url: string;
  /** Market accounts by token, with their balance in fen. */
  accounts: Map<string, { balance: number }>;
  orders: Map<string, Order>;
  /** Puts a module (a new one, or a new version of a listed one) into the catalogue. */
  publish(listing: Omit<Listing, "description"> & { description?: Title }): void;
  /** The payment provider reports a QR payment done (what its callback to the market does). */
  completePayment(orderId: string): Promise<void>;
  /** Downloads of this module then serve a zip other than the one the catalogue describes. */
  tamper(uid: string): void;
  /** While true, the market takes requests and never answers them. */
  hang: boolean;
  close(): Promise<void>;
};

/** Tokens of the market accounts: one with 100 yuan, one with 1 yuan. */
export const MARKET_ACCOUNTS = { rich: "acct-rich-0001", poor: "acct-poor-0002" } as const;

const words = {
  badToken: { "zh-cn": "市场账户令牌无效", en: "The market account token is not valid" },
  noModule: { "zh-cn": "没有这个模块", en: "No such module" },
  noOrder: { "zh-cn": "没有这个订单", en: "No such order" },
  balance: { "zh-cn": "账户余额不足", en: "Insufficient balance" },
  unpaid: { "zh-cn": "订单尚未支付", en: "The order has not been paid" },
  method: { "zh-cn": "不支持的支付方式", en: "Unsupported payment method" },
} satisfies Record<string, Title>;

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
}

async function bodyOf(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}");
    return parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export async function startTestMarket(options: { port?: number } = {}): Promise<TestMarket> {
  const listings = new Map<string, Listing>();
  const tampered = new Set<string>();
  const orders = new Map<string, Order>();
  const accounts = new Map<string, { balance: number }>([
    [MARKET_ACCOUNTS.rich, { balance: 10_000 }],
    [MARKET_ACCOUNTS.poor, { balance: 100 }],
  ]);
  let base = "";

  const entry = (listing: Listing) => ({
    uid: listing.uid,
    title: listing.title,
    description: listing.description,
    version: listing.version,
    price: listing.price,
    size: listing.zip.length,
    sha256: createHash("sha256").update(listing.zip).digest("hex"),
  });
  const answer = ({ token: _token, ...order }: Order) => order;
  const markPaid = (order: Order) => {
    order.state = "paid";
    delete order.payUrl;
  };

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? "/", base);
    const lang = /^en/i.test(request.headers["accept-language"] ?? "") ? "en" : "zh-cn";
    const refuse = (status: number, key: keyof typeof words) =>
      send(response, status, { message: words[key][lang] });
    const token = (request.headers.authorization ?? "").replace(/^Bearer /, "");
    const account = accounts.get(token);
    const path = url.pathname;
    const orderPath = /^\/orders\/([A-Za-z0-9_-]+)(\/pay)?$/.exec(path);
    const download = /^\/modules\/([a-z0-9]+)\/download$/.exec(path);
    const callback = /^\/payments\/([A-Za-z0-9_-]+)\/callback$/.exec(path);

    if (request.method === "GET" && path === "/modules") {
      return send(response, 200, { modules: [...listings.values()].map(entry) });
    }
    if (request.method === "POST" && callback) {
      const order = orders.get(callback[1] ?? "");
      if (!order) return refuse(404, "noOrder");
      markPaid(order);
      return send(response, 200, { ok: true });
    }
    if (request.method === "GET" && path.startsWith("/pay/")) {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      return void response.end("<!doctype html><title>Pay</title><p>Test market payment page</p>");
    }
    if (!account) return refuse(401, "badToken");
    if (request.method === "POST" && path === "/orders") {
      const uid = String((await bodyOf(request)).uid ?? "");
      const listing = listings.get(uid);
      if (!listing) return refuse(404, "noModule");
      const owned = [...orders.values()].find(
        (o) => o.token === token && o.uid === uid && o.state === "paid",
      );
      if (owned) return send(response, 200, answer(owned));
      const order: Order = {
        id: `ord-${randomUUID().slice(0, 8)}`,
        uid,
        amount: listing.price,
        state: listing.price === 0 ? "paid" : "unpaid",
        token,
      };
      orders.set(order.id, order);
      return send(response, 200, answer(order));
    }
    if (orderPath) {
      const order = orders.get(orderPath[1] ?? "");
      if (!order || order.token !== token) return refuse(404, "noOrder");
      if (request.method === "GET" && !orderPath[2]) return send(response, 200, answer(order));
      if (request.method !== "POST" || !orderPath[2]) return refuse(404, "noOrder");
      const method = String((await bodyOf(request)).method ?? "");
      if (order.state === "paid") return send(response, 200, answer(order));
      if (method === "balance") {
        if (account.balance < order.amount) return refuse(402, "balance");
        account.balance -= order.amount;
        markPaid(order);
      } else if (method === "wechat" || method === "alipay") {
        order.payUrl = `${base}/pay/${order.id}?method=${method}`;
      } else return refuse(400, "method");
      return send(response, 200, answer(order));
    }
    if (request.method === "GET" && download) {
      const listing = listings.get(download[1] ?? "");
      const order = orders.get(url.searchParams.get("order") ?? "");
      if (!listing) return refuse(404, "noModule");
      if (!order || order.token !== token || order.uid !== listing.uid) return refuse(404, "noOrder");
      if (order.state !== "paid") return refuse(403, "unpaid");
      const zip = tampered.has(listing.uid) ? Buffer.concat([listing.zip, Buffer.from("x")]) : listing.zip;
      response.writeHead(200, { "content-type": "application/zip", "content-length": zip.length });
      return void response.end(zip);
    }
    return refuse(404, "noModule");
  }

  const market: TestMarket = {
    url: "",
    accounts,
    orders,
    hang: false,
    publish: (listing) =>
      listings.set(listing.uid, { ...listing, description: listing.description ?? listing.title }),
    completePayment: async (orderId) => {
      const answered = await fetch(`${base}/payments/${orderId}/callback`, { method: "POST" });
      if (!answered.ok) throw new Error(`payment callback for ${orderId}: HTTP ${answered.status}`);
    },
    tamper: (uid) => tampered.add(uid),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const server = createServer((request, response) => {
    if (market.hang) return;
    handle(request, response).catch(() => send(response, 500, { message: "error" }));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  market.url = base;

  market.publish({
    uid: "notice",
    title: { "zh-cn": "公告栏", en: "Notice board" },
    description: { "zh-cn": "免费的公告栏示例模块", en: "The free example notice board" },
    version: "1.0.0",
    price: 0,
    zip: await packNoticeModule(),
  });
  market.publish({
    ...PRO,
    description: { "zh-cn": "付费模块：公告栏的专业版", en: "A paid module: the notice board's Pro edition" },
    version: "1.0.0",
    zip: await packBoardModule(PRO.uid, PRO.title, "1.0.0"),
  });
  return market;
}
