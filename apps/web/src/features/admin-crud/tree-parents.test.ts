import { describe, expect, it } from "vitest";
import { parentChoices } from "./tree-parents.ts";

type Item = { id: number; title: string; children?: Item[] };

const menu: Item[] = [
  {
    id: 1,
    title: "关于我们",
    children: [
      { id: 2, title: "公司简介", children: [{ id: 3, title: "企业文化" }] },
      { id: 4, title: "发展历程" },
    ],
  },
  { id: 5, title: "新闻中心" },
];

describe("parentChoices", () => {
  const label = (item: Item) => item.title;

  it("lists the top level and every row, indented by depth", () => {
    expect(parentChoices(menu, { top: "顶级", label })).toEqual([
      { value: "0", label: "顶级" },
      { value: "1", label: "关于我们" },
      { value: "2", label: "— 公司简介" },
      { value: "3", label: "— — 企业文化" },
      { value: "4", label: "— 发展历程" },
      { value: "5", label: "新闻中心" },
    ]);
  });

  it("leaves out the row being edited and the rows below it", () => {
    const values = parentChoices(menu, { top: "顶级", label, editing: 2 }).map((c) => c.value);
    expect(values).toEqual(["0", "1", "4", "5"]);
  });

  it("leaves out rows that would put a child beyond the deepest level", () => {
    const values = parentChoices(menu, { top: "顶级", label, maxParentDepth: 2 }).map((c) => c.value);
    expect(values).toEqual(["0", "1", "2", "4", "5"]);
  });
});
