import { describe, expect, it } from "vitest";
import { localiseRules, ruleTitle } from "./rule-titles.ts";

describe("ruleTitle", () => {
  it("gives seeded entries their English title and keeps the stored one in Chinese", () => {
    expect(ruleTitle({ name: "content/article", title: "文章管理" }, "en")).toBe("Articles");
    expect(ruleTitle({ name: "content/article", title: "文章管理" }, "zh-cn")).toBe("文章管理");
  });

  it("keeps the title of an entry an admin added", () => {
    expect(ruleTitle({ name: "custom/report", title: "报表" }, "en")).toBe("报表");
    expect(ruleTitle({ name: "toString", title: "自定义" }, "en")).toBe("自定义");
  });

  it("prefers a stored English title, then the seeded one, then the title", () => {
    expect(ruleTitle({ name: "custom/report", title: "报表", title_en: "Reports" }, "en")).toBe("Reports");
    expect(ruleTitle({ name: "custom/report", title: "报表", title_en: "Reports" }, "zh-cn")).toBe("报表");
    expect(ruleTitle({ name: "content/article", title: "文章管理", title_en: "Posts" }, "en")).toBe("Posts");
    expect(ruleTitle({ name: "content/article", title: "文章管理", title_en: " " }, "en")).toBe("Articles");
    expect(ruleTitle({ name: "custom/report", title: "报表", title_en: null }, "en")).toBe("报表");
  });

  it("gives a seeded button its action's English title while it keeps the action's Chinese one", () => {
    const importing = { name: "content/wordpressImport/import", title: "开始导入" };
    expect(ruleTitle(importing, "en")).toBe("Import");
    expect(ruleTitle(importing, "zh-cn")).toBe("开始导入");
    expect(ruleTitle({ name: "content/redirect/add", title: "添加", title_en: null }, "en")).toBe("Add");
    // Renamed by an admin, or named like an action with another title: kept as written.
    expect(ruleTitle({ name: "content/wordpressImport/import", title: "导入网站" }, "en")).toBe("导入网站");
    expect(ruleTitle({ name: "custom/toString", title: "开始导入" }, "en")).toBe("开始导入");
  });

  it("localises a whole tree", () => {
    const tree = [
      {
        name: "content",
        title: "内容管理",
        children: [{ name: "content/menu", title: "网站菜单", children: [] }],
      },
    ];
    expect(localiseRules(tree, "en")).toEqual([
      {
        name: "content",
        title: "Content",
        children: [{ name: "content/menu", title: "Site menu", children: [] }],
      },
    ]);
  });
});
