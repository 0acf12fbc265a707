import { describe, expect, it } from "vitest";
import { bracketQuery } from "./query-string.ts";

describe("bracketQuery", () => {
  it("writes filters, lists and objects with PHP's brackets, as BuildAdmin's clients do", () => {
    const query = bracketQuery({
      quickSearch: "新闻",
      search: [
        { field: "title", operator: "LIKE", val: "年会" },
        { field: "id", operator: "IN", val: ["3", "4"] },
      ],
      initValue: [1, 2],
      limit: 10,
      select: true,
    });
    expect(decodeURIComponent(query).split("&")).toEqual([
      "quickSearch=新闻",
      "search[0][field]=title",
      "search[0][operator]=LIKE",
      "search[0][val]=年会",
      "search[1][field]=id",
      "search[1][operator]=IN",
      "search[1][val][]=3",
      "search[1][val][]=4",
      "initValue[]=1",
      "initValue[]=2",
      "limit=10",
      "select=true",
    ]);
  });

  it("leaves out what is not given, and escapes keys and values", () => {
    expect(bracketQuery({ a: undefined, b: null, "c d": "x&y=z" })).toBe("c%20d=x%26y%3Dz");
    expect(bracketQuery({})).toBe("");
  });
});
