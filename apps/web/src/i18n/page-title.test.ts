import { describe, expect, it } from "vitest";
import { i18n } from "./i18n.ts";
import { composeDocumentTitle, type PageTitleKey } from "./page-title.ts";

describe("composeDocumentTitle", () => {
  it("joins the page title and the site name", () => {
    expect(composeDocumentTitle("关于我们", "示例公司")).toBe("关于我们 - 示例公司");
    expect(composeDocumentTitle("关于我们", undefined)).toBe("关于我们");
    expect(composeDocumentTitle(undefined, "示例公司")).toBe("示例公司");
  });

  it("has the Chinese titles of SPEC §2", () => {
    const zh = (key: PageTitleKey) => i18n.getFixedT("zh-cn")(`pageTitle.${key}`);
    const keys: PageTitleKey[] = [
      "company",
      "history",
      "list",
      "search",
      "contact",
      "layout",
      "topic",
      "article",
    ];
    expect(keys.map(zh)).toEqual([
      "关于我们",
      "发展历程",
      "新闻中心",
      "搜索",
      "联系我们",
      "文章中心",
      "专题报道",
      "文章详情",
    ]);
  });
});
