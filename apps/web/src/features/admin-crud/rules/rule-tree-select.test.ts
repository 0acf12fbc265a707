import { describe, expect, it } from "vitest";
import { ancestorIds, descendantIds } from "./rule-tree-select.ts";

describe("rule tree selection", () => {
  const tree = [{ id: 1, children: [{ id: 2, children: [{ id: 3 }] }, { id: 4 }] }, { id: 5 }];

  it("lists every descendant of a rule", () => {
    expect(descendantIds(tree, 1)).toEqual([2, 3, 4]);
    expect(descendantIds(tree, 2)).toEqual([3]);
    expect(descendantIds(tree, 5)).toEqual([]);
    expect(descendantIds(tree, 99)).toEqual([]);
  });

  it("lists the ancestors of a rule, nearest first", () => {
    expect(ancestorIds(tree, 3)).toEqual([2, 1]);
    expect(ancestorIds(tree, 1)).toEqual([]);
    expect(ancestorIds(tree, 99)).toEqual([]);
  });
});
