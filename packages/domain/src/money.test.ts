import { describe, expect, it } from "vitest";
import {
  fenToYuan,
  fenToYuanNumber,
  formatYuan,
  ledgerChange,
  MAX_BALANCE,
  MAX_YUAN,
  parsePoints,
  pointsChangeText,
  yuanChangeText,
  yuanNumberToFen,
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

describe("yuan on the wire", () => {
  it("carries fen as yuan with at most two decimals", () => {
    expect(fenToYuanNumber(1234)).toBe(12.34);
    expect(fenToYuanNumber(1250)).toBe(12.5);
    expect(fenToYuanNumber(1200)).toBe(12);
    expect(fenToYuanNumber(-5)).toBe(-0.05);
    expect(Object.is(fenToYuanNumber(0), 0)).toBe(true);
    expect(fenToYuanNumber(MAX_BALANCE)).toBe(MAX_YUAN);
    expect(JSON.stringify({ money: fenToYuanNumber(29) })).toBe('{"money":0.29}');
    expect(() => fenToYuanNumber(1.5)).toThrow(RangeError);
  });

  it("is the number JSON reads for the decimal, for every amount up to 1000 yuan", () => {
    for (let fen = -100_000; fen <= 100_000; fen++) {
      const yuan = fenToYuanNumber(fen);
      if (yuan !== JSON.parse(fenToYuan(fen))) throw new Error(`${fen} fen read as ${yuan}`);
      if (yuanNumberToFen(yuan) !== fen)
        throw new Error(`${yuan} yuan read back as ${yuanNumberToFen(yuan)}`);
    }
    // 200,001 amounts: a fifth of a second on a quiet machine, past vitest's 5 s on two loaded cores (the
    // web terminal's browser test runs this suite while the unit suites run beside it).
  }, 120_000);

  it("reads yuan as a number or BuildAdmin's text into fen", () => {
    expect(yuanNumberToFen(12.34)).toBe(1234);
    expect(yuanNumberToFen(0.29)).toBe(29);
    expect(yuanNumberToFen(4.35)).toBe(435);
    expect(yuanNumberToFen(-35.5)).toBe(-3550);
    expect(yuanNumberToFen(200)).toBe(20000);
    expect(yuanNumberToFen("12.5")).toBe(1250);
    expect(yuanNumberToFen(MAX_YUAN)).toBe(MAX_BALANCE);
    expect(yuanNumberToFen(MAX_YUAN - 0.01)).toBe(MAX_BALANCE - 1);
  });

  it("refuses what is not yuan with at most two decimals", () => {
    for (const value of [
      12.345,
      0.1 + 0.2,
      1e-7,
      1e21,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      "1.234",
      true,
      null,
    ]) {
      expect(yuanNumberToFen(value), String(value)).toBeUndefined();
    }
  });

  it("shows a wire amount with two decimals", () => {
    expect(formatYuan(12.5)).toBe("12.50");
    expect(formatYuan(0)).toBe("0.00");
    expect(formatYuan(9.9)).toBe("9.90");
    expect(formatYuan(-0.05)).toBe("-0.05");
    expect(formatYuan(MAX_YUAN)).toBe("100000000000.00");
    expect(formatYuan(Number.NaN)).toBe("");
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
