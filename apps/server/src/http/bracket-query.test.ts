import { describe, expect, it } from "vitest";
import { parseBracketQuery } from "./bracket-query.ts";

describe("parseBracketQuery", () => {
  it("reads BuildAdmin's search, id lists and plain keys", () => {
    const q = parseBracketQuery(
      "quickSearch=%E4%B8%AD&search[0][field]=id&search[0][operator]=RANGE&search[0][val]=1,5&search[1][field]=status&search[1][operator]=IN&search[1][val][]=enable&search[1][val][]=disable&ids[]=3&ids[]=4&limit=10",
    );
    expect(q).toEqual({
      quickSearch: "中",
      search: [
        { field: "id", operator: "RANGE", val: "1,5" },
        { field: "status", operator: "IN", val: ["enable", "disable"] },
      ],
      ids: ["3", "4"],
      limit: "10",
    });
  });

  it("reads a plain key given twice or more as a list, as generated clients write one", () => {
    expect(parseBracketQuery("ids=3&ids=4&ids=5&limit=10")).toEqual({ ids: ["3", "4", "5"], limit: "10" });
    expect(parseBracketQuery("initValue=7")).toEqual({ initValue: "7" });
    expect(parseBracketQuery("a[b]=1&a[b]=2")).toEqual({ a: { b: "2" } });
  });

  it("drops prototype keys and over-deep keys", () => {
    const q = parseBracketQuery("__proto__[polluted]=1&a[constructor][prototype][x]=1&b[c][d][e][f]=1&ok=1");
    expect(q).toEqual({ ok: "1" });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
