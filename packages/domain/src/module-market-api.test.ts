import { describe, expect, it } from "vitest";
import { compareModuleVersions } from "./module-manifest.ts";
import {
  marketCatalogueSchema,
  marketOrderSchema,
  marketRefusalSchema,
  marketUrlSchema,
} from "./module-market-api.ts";

const entry = {
  uid: "notice",
  title: { "zh-cn": "公告栏", en: "Notice board" },
  description: { "zh-cn": "公告", en: "Notices" },
  version: "1.0.0",
  price: 0,
  size: 2048,
  sha256: "a".repeat(64),
};

describe("module market answers", () => {
  it("reads a catalogue and refuses entries that do not fit", () => {
    expect(marketCatalogueSchema.parse({ modules: [entry] }).modules[0]?.uid).toBe("notice");
    for (const bad of [
      { ...entry, uid: "../x" },
      { ...entry, price: -1 },
      { ...entry, price: 1.5 },
      { ...entry, version: "1.0" },
      { ...entry, sha256: "A".repeat(64) },
      { ...entry, size: 0 },
    ]) {
      expect(marketCatalogueSchema.safeParse({ modules: [bad] }).success).toBe(false);
    }
    expect(marketCatalogueSchema.safeParse([entry]).success).toBe(false);
  });

  it("reads orders: ids are plain, a QR address is http(s)", () => {
    const order = { id: "o-1", uid: "notice", amount: 990, state: "unpaid" };
    expect(marketOrderSchema.parse(order)).toEqual(order);
    expect(marketOrderSchema.parse({ ...order, payUrl: "https://pay.example.com/o-1" }).payUrl).toBe(
      "https://pay.example.com/o-1",
    );
    expect(marketOrderSchema.safeParse({ ...order, id: "../1" }).success).toBe(false);
    expect(marketOrderSchema.safeParse({ ...order, state: "refunded" }).success).toBe(false);
    expect(marketOrderSchema.safeParse({ ...order, payUrl: "javascript:alert(1)" }).success).toBe(false);
  });

  it("takes a market address over http(s) without query or fragment", () => {
    expect(marketUrlSchema.safeParse("https://market.example.com/api").success).toBe(true);
    expect(marketUrlSchema.safeParse("http://127.0.0.1:3611").success).toBe(true);
    for (const bad of [
      "ftp://x.example.com",
      "market.example.com",
      "https://x.example.com/?a=1",
      "https://x/#a",
    ]) {
      expect(marketUrlSchema.safeParse(bad).success).toBe(false);
    }
  });

  it("reads a refusal's message", () => {
    expect(marketRefusalSchema.parse({ message: "余额不足" }).message).toBe("余额不足");
    expect(marketRefusalSchema.safeParse({ message: "" }).success).toBe(false);
  });
});

describe("module versions", () => {
  it("compares numbers, not text", () => {
    expect(compareModuleVersions("1.10.0", "1.9.9")).toBeGreaterThan(0);
    expect(compareModuleVersions("1.0.0", "1.0.0")).toBe(0);
    expect(compareModuleVersions("0.9.0", "1.0.0")).toBeLessThan(0);
    expect(compareModuleVersions("2.0.1", "2.0.0")).toBeGreaterThan(0);
  });
});
