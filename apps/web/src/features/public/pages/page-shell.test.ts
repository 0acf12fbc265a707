import { describe, expect, it } from "vitest";
import { breadcrumbSteps } from "./page-shell.tsx";

describe("breadcrumbSteps", () => {
  it("does not repeat the category a menu item already names, nor the section's own title", () => {
    const trail = [
      { label: "新闻中心", href: "/list?mid=3&pid=0" },
      { label: "公司新闻", href: "/list?cid=1&mid=4&pid=3" },
    ];
    expect(breadcrumbSteps(trail, [{ label: "公司新闻" }], "新闻中心", false)).toEqual([
      { label: "新闻中心", href: "/list?mid=3&pid=0" },
      { label: "公司新闻" },
    ]);
  });

  it("ends an article with its headline after its category", () => {
    expect(breadcrumbSteps([], [{ label: "公司新闻", href: "/list?cid=1" }], "芯片发布", true)).toEqual([
      { label: "公司新闻", href: "/list?cid=1" },
      { label: "芯片发布" },
    ]);
  });

  it("names a page reached without the menu", () => {
    expect(breadcrumbSteps([], [], "专题报道", false)).toEqual([{ label: "专题报道" }]);
  });

  it("treats English titles that differ only in letter case as the same step", () => {
    const trail = [{ label: "Special Reports", href: "/topic?mid=14&pid=0" }];
    expect(breadcrumbSteps(trail, [], "Special reports", false)).toEqual([{ label: "Special Reports" }]);
  });
});
