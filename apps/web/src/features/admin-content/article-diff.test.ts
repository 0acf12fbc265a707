import { describe, expect, it } from "vitest";
import { articleDiff, htmlToLines } from "./article-diff.ts";

describe("articleDiff", () => {
  it("reads rich text as lines of text", () => {
    expect(
      htmlToLines('<h2>标题</h2><p>第一段&amp;<br>换行</p><figure><img src="/a.jpg" alt=""></figure>'),
    ).toBe("标题\n第一段&\n换行\n[/a.jpg]");
  });

  it("lists only the fields that differ, the body by lines", () => {
    const revision = { title: "旧标题", content: "<p>一</p><p>二</p>", tags: ["芯片"], author: "张三" };
    const current = { title: "新标题", content: "<p>一</p><p>三</p>", tags: ["芯片"], author: "张三" };
    const diffs = articleDiff(revision, current);
    expect(diffs.map((d) => d.field)).toEqual(["title", "content"]);
    const body = diffs[1]?.parts ?? [];
    expect(body.filter((p) => p.removed).map((p) => p.value.trim())).toEqual(["二"]);
    expect(body.filter((p) => p.added).map((p) => p.value.trim())).toEqual(["三"]);
  });

  it("finds nothing between equal versions", () => {
    const same = { title: "t", content: "<p>x</p>", publish_time: 1, topic_id: null };
    expect(articleDiff(same, { ...same })).toEqual([]);
  });
});
