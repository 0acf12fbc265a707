import { z } from "zod";
import { localized, moduleUid, moduleVersionPattern } from "./module-manifest.ts";

/**
 * The answers of a module market's API (docs/module-market-api.md), as this product's server reads
 * them. A market is another company's service: whatever it answers is checked here before anything
 * of it is shown or used, and an answer that does not fit is a bad answer, never half-read.
 */

/** A market's address as the settings take it: http(s), no query or fragment (paths are appended to it). */
export const marketUrlSchema = z
  .url({ protocol: /^https?$/ })
  .max(500)
  .refine((url) => !/[?#]/.test(url), "no query or fragment");

/** How an order is paid: from the market account's balance, or by scanning a QR code. */
export const marketPayMethods = ["balance", "wechat", "alipay"] as const;
export type MarketPayMethod = (typeof marketPayMethods)[number];
export const marketPayMethod = z.enum(marketPayMethods);

/** An order id as the market writes it; it travels in paths and queries, so only plain characters. */
export const marketOrderId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

/** One module of the catalogue: what it is, its latest version, its price in fen and its zip's size and digest. */
export const marketModuleSchema = z.object({
  uid: moduleUid,
  title: localized,
  description: z.object({ "zh-cn": z.string().max(500), en: z.string().max(500) }),
  version: z.string().regex(moduleVersionPattern),
  /** In fen; 0 is free. */
  price: z.int().min(0).max(100_000_000),
  /** The zip's size in bytes. */
  size: z.int().min(1),
  /** The zip's SHA-256, lower-case hex: the download is refused when it differs. */
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type MarketModule = z.infer<typeof marketModuleSchema>;

/** `GET {market}/modules`. */
export const marketCatalogueSchema = z.object({ modules: z.array(marketModuleSchema).max(500) });

export const marketOrderStates = ["unpaid", "paid"] as const;

/** An order: `POST {market}/orders`, `POST {market}/orders/{id}/pay`, `GET {market}/orders/{id}`. */
export const marketOrderSchema = z.object({
  id: marketOrderId,
  uid: moduleUid,
  /** In fen. */
  amount: z.int().min(0).max(100_000_000),
  state: z.enum(marketOrderStates),
  /** While unpaid after a QR payment was chosen: what the QR code encodes (the payment page). */
  payUrl: z
    .url({ protocol: /^https?$/ })
    .max(2000)
    .optional(),
});
export type MarketOrder = z.infer<typeof marketOrderSchema>;

/** The body of a refusal (any 4xx): the market's own words, shown to the admin. */
export const marketRefusalSchema = z.object({ message: z.string().min(1).max(500) });

/** Where a catalogue module stands against what is installed here. */
export type MarketModuleState = "not-installed" | "installed" | "update";
