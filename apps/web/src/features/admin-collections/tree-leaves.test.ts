import { adminRule } from "@corp/domain/collections/auth/admin-rule";
import { describe, expect, it } from "vitest";
import { withoutLeaves } from "./tree-leaves.ts";

describe("the rows a tree offers as parents", () => {
  it("leaves out the rows that take no children, at every level", () => {
    const tree = [
      { id: 1, type: "menu_dir", children: [{ id: 2, type: "menu", children: [{ id: 3, type: "button" }] }] },
      { id: 4, type: "button" },
    ];
    const leaves = adminRule.tree.leaves;
    expect(leaves).toBeDefined();
    if (!leaves) return;
    expect(withoutLeaves(tree, leaves)).toEqual([
      { id: 1, type: "menu_dir", children: [{ id: 2, type: "menu", children: [] }] },
    ]);
  });
});
