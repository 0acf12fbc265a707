import { createHash } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { bindSecret } from "@corp/domain/secret-settings";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../../errors.ts";
import { secretsLeftSealed } from "../../services/setting-secrets.ts";
import { MarketClient, marketSettingsFrom } from "./market-client.ts";
import { MODULE_ZIP_LIMITS } from "./read-module-zip.ts";

/** What the market below answers next: a status, headers and a body, exactly as given. */
let next: { status: number; body: string | Buffer; headers?: Record<string, string> } = {
  status: 200,
  body: "",
};
let seen: { url: string; authorization: string; language: string }[] = [];

const module = {
  uid: "notice",
  title: { "zh-cn": "公告栏", en: "Notice board" },
  description: { "zh-cn": "", en: "" },
  version: "1.0.0",
  price: 0,
  size: 3,
  sha256: createHash("sha256").update("zip").digest("hex"),
};

const failure = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected a catalogue error, got ${String(error)}`);
  return error.localize("en");
};

describe("the market client", () => {
  let server: Server;
  let client: MarketClient;

  beforeAll(async () => {
    server = createServer((request, response) => {
      seen.push({
        url: request.url ?? "",
        authorization: request.headers.authorization ?? "",
        language: request.headers["accept-language"] ?? "",
      });
      response.writeHead(next.status, { "content-type": "application/json", ...next.headers });
      response.end(next.body);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`;
    const values = new Map<string, unknown>([["module_market_url", url]]);
    values.set(
      "module_market_token",
      bindSecret("module_market_token", "secret-token", (n) => values.get(n)),
    );
    const settings = marketSettingsFrom(values, secretsLeftSealed);
    client = new MarketClient(settings, { lang: "en", timeoutMs: 2000 });
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("refuses to start without an address", () => {
    expect(() => marketSettingsFrom(new Map([["module_market_url", " "]]), secretsLeftSealed)).toThrow(
      AppError,
    );
  });

  it("sends the token and the language, to paths under the market's address", async () => {
    seen = [];
    next = { status: 200, body: JSON.stringify({ modules: [module] }) };
    expect(await client.catalogue()).toEqual([module]);
    next = { status: 200, body: JSON.stringify({ id: "o1", uid: "notice", amount: 0, state: "paid" }) };
    expect((await client.pay("o1", "balance")).state).toBe("paid");
    expect(seen).toEqual([
      { url: "/api/modules", authorization: "Bearer secret-token", language: "en" },
      { url: "/api/orders/o1/pay", authorization: "Bearer secret-token", language: "en" },
    ]);
  });

  it("turns answers that break the API into a bad-answer error", async () => {
    const cases: [typeof next, RegExp][] = [
      [{ status: 200, body: "<html>" }, /not valid: JSON/],
      [
        { status: 200, body: JSON.stringify({ modules: [{ ...module, sha256: "x" }] }) },
        /modules\.0\.sha256/,
      ],
      [{ status: 500, body: "{}" }, /not valid: HTTP 500/],
      [{ status: 302, body: "", headers: { location: "http://elsewhere.example/" } }, /HTTP 302/],
      [{ status: 404, body: "not json" }, /HTTP 404/],
      [{ status: 200, body: Buffer.alloc(1024 * 1024 + 10, 32) }, /not valid: size/],
    ];
    for (const [answer, message] of cases) {
      next = answer;
      expect(await failure(client.catalogue())).toMatch(message);
    }
  });

  it("passes on a refusal in the market's words", async () => {
    next = { status: 402, body: JSON.stringify({ message: "Insufficient balance" }) };
    expect(await failure(client.pay("o1", "balance"))).toBe(
      "The module market refused: Insufficient balance",
    );
  });

  it("downloads within the zip limit and only with the published digest", async () => {
    next = { status: 200, body: "zip", headers: { "content-type": "application/zip" } };
    expect((await client.download(module, "o1")).toString()).toBe("zip");
    expect(seen.at(-1)?.url).toBe("/api/modules/notice/download?order=o1");
    next = { status: 200, body: "zap" };
    expect(await failure(client.download(module, "o1"))).toMatch(/does not match the SHA-256/);
    next = { status: 200, body: Buffer.alloc(MODULE_ZIP_LIMITS.zipBytes + 1) };
    expect(await failure(client.download(module, "o1"))).toBe("The module package is not valid: size");
    expect(await failure(client.download({ ...module, size: MODULE_ZIP_LIMITS.zipBytes + 1 }, "o1"))).toBe(
      "The module package is not valid: size",
    );
  });
});
