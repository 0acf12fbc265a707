import type { IncomingMessage, ServerResponse } from "node:http";

/** Types of market-handler.mjs for the TypeScript that uses it (the server's test market). */

export type Words = { "zh-cn": string; en: string };
export type Listing = {
  uid: string;
  title: Words;
  description: Words;
  version: string;
  price: number;
  size: number;
  sha256: string;
};
export type Order = {
  id: string;
  uid: string;
  amount: number;
  state: "unpaid" | "paid";
  token: string;
  payUrl?: string;
  method?: string;
};
export type Ledger = {
  isAccount(token: string): boolean | Promise<boolean>;
  order(id: string): Order | undefined;
  orders(): Iterable<Order>;
  save(order: Order): void | Promise<void>;
  payFromBalance(order: Order): Order | undefined | Promise<Order | undefined>;
};
export type MarketParts<L extends Listing = Listing> = {
  listings(): L[] | Promise<L[]>;
  zip(listing: L): Buffer | Promise<Buffer>;
  ledger: Ledger;
  qrPayUrl?: (order: Order, method: "wechat" | "alipay") => string;
  onError?: (error: unknown) => void;
};

export const refusals: Record<
  "badToken" | "noModule" | "noOrder" | "balance" | "unpaid" | "method" | "notFound" | "failed",
  Words
>;
export function send(response: ServerResponse, status: number, body: unknown): void;
export function refuse(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  reason: keyof typeof refusals,
): void;
export function createMarketHandler<L extends Listing>(
  parts: MarketParts<L>,
): (request: IncomingMessage, response: ServerResponse) => Promise<void>;
