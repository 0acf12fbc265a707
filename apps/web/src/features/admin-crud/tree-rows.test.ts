import { describe, expect, it } from "vitest";
import { flattenTree, treeIds } from "./tree-rows.ts";

const tree = [{ id: 1, children: [{ id: 2, children: [{ id: 3 }] }, { id: 4 }] }, { id: 5 }];

describe("tree table rows", () => {
  it("lists rows depth first with their depth", () => {
    expect(flattenTree(tree).map((f) => [f.row.id, f.depth, f.hasChildren])).toEqual([
      [1, 0, true],
      [2, 1, true],
      [3, 2, false],
      [4, 1, false],
      [5, 0, false],
    ]);
  });

  it("hides the children of collapsed rows", () => {
    expect(flattenTree(tree, new Set([2])).map((f) => f.row.id)).toEqual([1, 2, 4, 5]);
    expect(treeIds(tree)).toEqual([1, 2, 3, 4, 5]);
  });
});
