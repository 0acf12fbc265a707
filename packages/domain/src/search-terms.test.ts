import { describe, expect, it } from "vitest";
import { documentTermString, documentTerms, queryTerms, tsQueryText } from "./search-terms.ts";

describe("search terms", () => {
  it("indexes every CJK character followed by the pair it starts, and lower-cased words", () => {
    expect(documentTerms("芯片设计")).toEqual(["芯", "芯片", "片", "片设", "设", "设计", "计"]);
    expect(documentTerms("澄芯 AI芯片，CX500！")).toEqual([
      "澄",
      "澄芯",
      "芯",
      "ai",
      "芯",
      "芯片",
      "片",
      "cx500",
    ]);
    expect(documentTermString("RISC-V 2024年")).toBe("risc v 2024 年");
  });

  it("folds full-width letters and digits and ignores punctuation", () => {
    expect(documentTerms("ＡＩ　２０２４。“芯”")).toEqual(["ai", "2024", "芯"]);
    expect(documentTerms("…，！？ - ")).toEqual([]);
  });

  it("keeps Japanese and Korean runs as characters and pairs too", () => {
    expect(documentTerms("カメラ")).toEqual(["カ", "カメ", "メ", "メラ", "ラ"]);
    expect(documentTerms("café")).toEqual(["café"]);
  });

  it("queries a single character as its unigram and longer runs as their bigrams", () => {
    expect(queryTerms("芯")).toEqual([{ text: "芯", prefix: false }]);
    expect(queryTerms("新闻")).toEqual([{ text: "新闻", prefix: false }]);
    expect(queryTerms("企业文化").map((t) => t.text)).toEqual(["企业", "业文", "文化"]);
  });

  it("queries words as prefixes, each term once", () => {
    expect(queryTerms("AI 芯片 ai")).toEqual([
      { text: "ai", prefix: true },
      { text: "芯片", prefix: false },
    ]);
    expect(queryTerms("  ！！ ")).toEqual([]);
  });

  it("writes the AND of the terms as tsquery text, quoted", () => {
    expect(tsQueryText(queryTerms("AI 芯片"))).toBe("'ai':* & '芯片'");
    expect(tsQueryText([{ text: "it's", prefix: false }])).toBe("'it''s'");
  });
});
