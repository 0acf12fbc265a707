import { describe, expect, it } from "vitest";
import { idParam, menuIdParam, pageParam } from "./search-params.ts";

describe("search values of the public pages", () => {
  it("reads ids from numbers and digit strings and drops anything else", () => {
    expect(idParam.parse(3)).toBe(3);
    expect(idParam.parse("12")).toBe(12);
    for (const value of [0, -1, 1.5, "abc", Number.POSITIVE_INFINITY, undefined]) {
      expect(idParam.parse(value)).toBeUndefined();
    }
  });

  it("keeps the menu id 0 of a top-level item", () => {
    expect(menuIdParam.parse(0)).toBe(0);
    expect(menuIdParam.parse("0")).toBe(0);
    expect(menuIdParam.parse(-2)).toBeUndefined();
  });

  it("accepts page numbers from 1 to the last one", () => {
    const page = pageParam(1000);
    expect(page.parse(1)).toBe(1);
    expect(page.parse("1000")).toBe(1000);
    expect(page.parse(0)).toBeUndefined();
    expect(page.parse(1001)).toBeUndefined();
    expect(page.parse(2.5)).toBeUndefined();
  });
});
