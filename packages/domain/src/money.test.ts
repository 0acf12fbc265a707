import { describe, expect, it } from "vitest";
import {
  fenToYuan,
  ledgerChange,
  MAX_BALANCE,
  parsePoints,
  pointsChangeText,
  yuanChangeText,
  yuanToFen,
} from "./money.ts";

describe("fenToYuan", () => {
  it("shows yuan with two decimals", () => {
    expect(fenToYuan(0)).toBe("0.00");
    expect(fenToYuan(12345)).toBe("123.45");
    expect(fenToYuan(5)).toBe("0.05");
    expect(fenToYuan(-250)).toBe("-2.50");
    expect(fenToYuan(-5)).toBe("-0.05");
  });

  it("stays exact for the largest balance", () => {
    expect(fenToYuan(MAX_BALANCE)).toBe("100000000000.00");
    expect(fenToYuan(MAX_BALANCE - 1)).toBe("99999999999.99");
  });

  it("refuses what is not a whole number of fen", () => {
    expect(() => fenToYuan(1.5)).toThrow(RangeError);
    expect(() => fenToYuan(Number.NaN)).toThrow(RangeError);
  });
});

describe("yuanToFen", () => {
  it("reads yuan with up to two decimals, signed or not", () => {
    expect(yuanToFen("123.45")).toBe(12345);
    expect(yuanToFen("12")).toBe(1200);
    expect(yuanToFen("0.5")).toBe(50);
    expect(yuanToFen("-0.05")).toBe(-5);
    expect(yuanToFen("+3.1")).toBe(310);
    expect(yuanToFen(" 7.00 ")).toBe(700);
    expect(yuanToFen("-0")).toBe(0);
  });

  it("adds up where floating point would not", () => {
    expect((yuanToFen("0.1") ?? 0) + (yuanToFen("0.2") ?? 0)).toBe(yuanToFen("0.3"));
    expect(yuanToFen("1.15")).toBe(115);
    expect(yuanToFen("4.35")).toBe(435);
  });

  it("is the inverse of fenToYuan", () => {
    for (const fen of [0, 1, 99, 100, 101, 123456789, -42, MAX_BALANCE]) {
      expect(yuanToFen(fenToYuan(fen))).toBe(fen);
    }
  });

  it("refuses anything else", () => {
    for (const text of ["", "1.234", "1e3", "abc", "1,000", ".5", "5.", "--1", "0x10", "1234567890123"]) {
      expect(yuanToFen(text), text).toBeUndefined();
    }
  });
});

describe("parsePoints", () => {
  it("reads whole points", () => {
    expect(parsePoints("20")).toBe(20);
    expect(parsePoints("-7")).toBe(-7);
    expect(parsePoints("-0")).toBe(0);
    expect(parsePoints("1.5")).toBeUndefined();
    expect(parsePoints("")).toBeUndefined();
  });
});

describe("ledger changes", () => {
  it("takes a non-zero change within the limit", () => {
    expect(ledgerChange.safeParse(1).success).toBe(true);
    expect(ledgerChange.safeParse(-MAX_BALANCE).success).toBe(true);
    expect(ledgerChange.safeParse(0).success).toBe(false);
    expect(ledgerChange.safeParse(MAX_BALANCE + 1).success).toBe(false);
    expect(ledgerChange.safeParse(1.5).success).toBe(false);
  });

  it("turns typed yuan and points into the stored units", () => {
    expect(yuanChangeText.parse("-12.30")).toBe(-1230);
    expect(pointsChangeText.parse("15")).toBe(15);
    expect(yuanChangeText.safeParse("0.00").success).toBe(false);
    expect(yuanChangeText.safeParse("1.001").success).toBe(false);
    expect(pointsChangeText.safeParse("2.5").success).toBe(false);
  });
});
