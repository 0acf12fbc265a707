import { describe, expect, it } from "vitest";
import { queryTerms } from "./search-terms.ts";
import { excerptMarks, markText } from "./search-terms-marks.ts";

describe("search marks", () => {
  it("marks every character a term matches, and nothing else", () => {
    expect(markText("澄芯科技的企业文化节", queryTerms("企业文化"))).toEqual([
      { text: "澄芯科技的", hit: false },
      { text: "企业文化", hit: true },
      { text: "节", hit: false },
    ]);
    expect(markText("芯片与芯", queryTerms("芯"))).toEqual([
      { text: "芯", hit: true },
      { text: "片与", hit: false },
      { text: "芯", hit: true },
    ]);
  });

  it("marks the matched prefix of words, whatever their width or case", () => {
    expect(markText("ＡＩ芯片 and Aim", queryTerms("ai 芯片"))).toEqual([
      { text: "ＡＩ芯片", hit: true },
      { text: " and ", hit: false },
      { text: "Ai", hit: true },
      { text: "m", hit: false },
    ]);
    expect(markText("main", queryTerms("ai"))).toEqual([{ text: "main", hit: false }]);
  });

  it("cuts an excerpt around the first hit with ellipses", () => {
    const text = `${"甲".repeat(200)}芯片${"乙".repeat(200)}`;
    const { marks, hit } = excerptMarks(text, queryTerms("芯片"), 120);
    expect(hit).toBe(true);
    expect(marks[0]).toEqual({ text: "…", hit: false });
    expect(marks[2]).toEqual({ text: "芯片", hit: true });
    expect(marks[marks.length - 1]).toEqual({ text: "…", hit: false });
    expect(marks.slice(1, -1).reduce((n, m) => n + m.text.length, 0)).toBe(120);
  });

  it("starts from the beginning when nothing matches", () => {
    const { marks, hit } = excerptMarks("短文本", queryTerms("芯片"));
    expect(hit).toBe(false);
    expect(marks).toEqual([{ text: "短文本", hit: false }]);
  });
});
