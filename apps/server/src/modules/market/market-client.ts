import { createHash } from "node:crypto";
import type { Lang } from "@corp/domain/lang";
import {
  type MarketModule,
  type MarketOrder,
  type MarketPayMethod,
  marketCatalogueSchema,
  marketOrderSchema,
  marketRefusalSchema,
} from "@corp/domain/module-market-api";
import type { z } from "zod";
import { AppError } from "../../errors.ts";
import type { SecretOpener } from "../../services/setting-secrets.ts";
import { type ConfigValues, secretSetting } from "../../services/site-config.ts";
import { MODULE_ZIP_LIMITS, zipRefused } from "./read-module-zip.ts";

/** The market's address and the market account's token, from the "market" settings group. */
export type MarketSettings = { url: string; token: string };

const text = (values: ConfigValues, name: string) => {
  const v = values.get(name);
  return v === null || v === undefined ? "" : String(v).trim();
};

/** The market settings, the token opened by `secrets`; refused with a catalogue error while no address is set. */
export function marketSettingsFrom(values: ConfigValues, secrets: SecretOpener): MarketSettings {
  const url = text(values, "module_market_url").replace(/\/+$/, "");
  if (!url) throw new AppError({ key: "marketNotConfigured", data: { type: "module-market" } });
  return { url, token: secretSetting(values, "module_market_token", secrets) };
}

export type MarketClientOptions = {
  lang: Lang;
  /** Time limit of one call (SPEC §9: 10 s). */
  timeoutMs?: number;
  /** Time limit of a download, its whole body included. */
  downloadTimeoutMs?: number;
};

/** The largest JSON answer read from a market. */
const ANSWER_LIMIT = 1024 * 1024;

const marketError = (key: "marketUnreachable" | "marketTimeout") =>
  new AppError({ key, data: { type: "module-market" } });
const badAnswer = (detail: string) =>
  new AppError({ key: "marketBadAnswer", params: { detail }, data: { type: "module-market" } });

/** Reads a body up to `limit` bytes, counted as it arrives, whatever Content-Length said. */
async function readCapped(response: Response, limit: number, tooLarge: () => Error): Promise<Buffer> {
  const declared = Number(response.headers.get("content-length") ?? "0");
  if (declared > limit) {
    await response.body?.cancel();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  if (!response.body) return Buffer.alloc(0);
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(Buffer.from(value));
  }
  return Buffer.concat(chunks);
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
}

/**
 * The module market's API as this server calls it (docs/module-market-api.md): only from the server,
 * since the account token is a secret. Every failure becomes a catalogue error: the market unreachable
 * or too slow, an answer that is not what the API promises, or a refusal (4xx) in the market's words.
 */
export class MarketClient {
  constructor(
    private readonly settings: MarketSettings,
    private readonly options: MarketClientOptions,
  ) {}

  private async call(
    method: "GET" | "POST",
    path: string,
    body: unknown,
    timeoutMs: number,
  ): Promise<Response> {
    const headers: Record<string, string> = {
      accept: "application/json",
      "accept-language": this.options.lang === "en" ? "en" : "zh-CN",
    };
    if (this.settings.token) headers.authorization = `Bearer ${this.settings.token}`;
    if (body !== undefined) headers["content-type"] = "application/json";
    let response: Response;
    try {
      response = await fetch(`${this.settings.url}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        // A redirect could carry the token elsewhere: the API never redirects.
        redirect: "manual",
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw marketError(isTimeout(error) ? "marketTimeout" : "marketUnreachable");
    }
    if (response.status === 200) return response;
    if (response.status >= 400 && response.status < 500) {
      const refusal = await this.json(response, marketRefusalSchema).catch(() => null);
      if (!refusal) throw badAnswer(`HTTP ${response.status}`);
      throw new AppError({
        key: "marketRefused",
        params: { message: refusal.message },
        data: { type: "module-market" },
      });
    }
    await response.body?.cancel().catch(() => undefined);
    throw badAnswer(`HTTP ${response.status}`);
  }

  private async json<T extends z.ZodType>(response: Response, schema: T): Promise<z.output<T>> {
    let parsed: unknown;
    try {
      const bytes = await readCapped(response, ANSWER_LIMIT, () => badAnswer("size"));
      parsed = JSON.parse(bytes.toString("utf8"));
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw isTimeout(error) ? marketError("marketTimeout") : badAnswer("JSON");
    }
    const checked = schema.safeParse(parsed);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      throw badAnswer(issue ? issue.path.join(".") || issue.message : "");
    }
    return checked.data;
  }

  private async request<T extends z.ZodType>(
    method: "GET" | "POST",
    path: string,
    schema: T,
    body?: unknown,
  ): Promise<z.output<T>> {
    const response = await this.call(method, path, body, this.options.timeoutMs ?? 10_000);
    return this.json(response, schema);
  }

  async catalogue(): Promise<MarketModule[]> {
    return (await this.request("GET", "/modules", marketCatalogueSchema)).modules;
  }

  /** An order for a module; a free one, or one the account already bought, comes back paid. */
  createOrder(uid: string): Promise<MarketOrder> {
    return this.request("POST", "/orders", marketOrderSchema, { uid });
  }

  /** Pays an order: by balance it is paid at once, by QR code it stays unpaid with the address to scan. */
  pay(id: string, method: MarketPayMethod): Promise<MarketOrder> {
    return this.request("POST", `/orders/${encodeURIComponent(id)}/pay`, marketOrderSchema, { method });
  }

  order(id: string): Promise<MarketOrder> {
    return this.request("GET", `/orders/${encodeURIComponent(id)}`, marketOrderSchema);
  }

  /**
   * Downloads a paid module's zip: at most the module zip limit, counted while it streams in, and
   * refused unless its SHA-256 is the one the catalogue published.
   */
  async download(module: MarketModule, orderId: string): Promise<Buffer> {
    if (module.size > MODULE_ZIP_LIMITS.zipBytes) throw zipRefused("size");
    const path = `/modules/${module.uid}/download?order=${encodeURIComponent(orderId)}`;
    const response = await this.call("GET", path, undefined, this.options.downloadTimeoutMs ?? 60_000);
    let bytes: Buffer;
    try {
      bytes = await readCapped(response, MODULE_ZIP_LIMITS.zipBytes, () => zipRefused("size"));
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw marketError(isTimeout(error) ? "marketTimeout" : "marketUnreachable");
    }
    const digest = createHash("sha256").update(bytes).digest("hex");
    if (digest !== module.sha256)
      throw new AppError({ key: "marketChecksum", data: { type: "module-market" } });
    return bytes;
  }
}
