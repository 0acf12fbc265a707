import { describe, expect, it } from "vitest";
import { fenToYuan } from "./money.ts";

describe("fenToYuan", () => {
  it("shows yuan with two decimals", () => {
    expect(fenToYuan(0)).toBe("0.00");
    expect(fenToYuan(12345)).toBe("123.45");
    expect(fenToYuan(5)).toBe("0.05");
    expect(fenToYuan(-250)).toBe("-2.50");
  });
});
