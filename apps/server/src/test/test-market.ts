import { createHash } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import {
  createMarketHandler,
  type Ledger,
  type Order,
  refuse,
} from "../../../../examples/market/market-handler.mjs";
import { packNoticeModule } from "../../../../examples/module-notice/pack.mjs";
import { PRO, packBoardModule, type Title } from "./market-modules.ts";

/**
 * A module market for tests: a real HTTP server on 127.0.0.1 speaking the API of
 * docs/module-market-api.md through the reference market's handler (examples/market/market-handler.mjs),
 * over a catalogue and accounts in memory: the free notice board and the paid "Notice board Pro",
 * accounts with a balance, QR payments the test completes as a payment provider's callback would, and
 * downloads for paid orders only. One market per test run.
 */

type Listing = { uid: string; title: Title; description: Title; version: string; price: number; zip: Buffer };

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

export async function startTestMarket(options: { port?: number } = {}): Promise<TestMarket> {
  const listings = new Map<string, Listing>();
  const tampered = new Set<string>();
  const orders = new Map<string, Order>();
  const accounts = new Map<string, { balance: number }>([
    [MARKET_ACCOUNTS.rich, { balance: 10_000 }],
    [MARKET_ACCOUNTS.poor, { balance: 100 }],
  ]);
  let base = "";

  const markPaid = ({ payUrl: _awaited, ...order }: Order): Order => {
    const paid = { ...order, state: "paid" as const };
    orders.set(paid.id, paid);
    return paid;
  };
  const ledger: Ledger = {
    isAccount: (token) => accounts.has(token),
    order: (id) => orders.get(id),
    orders: () => orders.values(),
    save: (order) => void orders.set(order.id, order),
    payFromBalance: (order) => {
      const account = accounts.get(order.token);
      if (!account || account.balance < order.amount) return undefined;
      account.balance -= order.amount;
      return markPaid(order);
    },
  };
  const handle = createMarketHandler({
    listings: () =>
      [...listings.values()].map(({ zip, ...listing }) => ({
        ...listing,
        size: zip.length,
        sha256: createHash("sha256").update(zip).digest("hex"),
      })),
    zip: ({ uid }) => {
      const zip = listings.get(uid)?.zip ?? Buffer.alloc(0);
      return tampered.has(uid) ? Buffer.concat([zip, Buffer.from("x")]) : zip;
    },
    ledger,
    qrPayUrl: (order, method) => `${base}/pay/${order.id}?method=${method}`,
  });

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
  // Beside the API: the payment provider's callback and the payment page a QR code opens.
  const server = createServer((request, response) => {
    if (market.hang) return;
    const path = new URL(request.url ?? "/", base).pathname;
    const callback = /^\/payments\/([A-Za-z0-9_-]+)\/callback$/.exec(path);
    if (request.method === "POST" && callback) {
      const order = orders.get(callback[1] ?? "");
      if (!order) return refuse(request, response, 404, "noOrder");
      markPaid(order);
      response.writeHead(200, { "content-type": "application/json" });
      return void response.end(JSON.stringify({ ok: true }));
    }
    if (request.method === "GET" && path.startsWith("/pay/")) {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      return void response.end("<!doctype html><title>Pay</title><p>Test market payment page</p>");
    }
    void handle(request, response);
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
