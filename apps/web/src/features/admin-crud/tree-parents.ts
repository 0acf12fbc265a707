import type { Choice } from "./crud-columns.ts";
import { flattenTree, type TreeLike } from "./tree-rows.ts";

type Options<R> = {
  /** The label of "no parent". */
  top: string;
  label: (row: R) => string;
  /** The row being edited: it and the rows below it cannot be its parent. */
  editing?: number;
  /** Rows at this depth or deeper cannot take children (0 is the top level). */
  maxParentDepth?: number;
};

/** The rows a tree row may be put under, indented by depth, after "top level". */
export function parentChoices<R extends { id: number }>(
  roots: readonly TreeLike<R>[],
  options: Options<R>,
): Choice[] {
  const choices: Choice[] = [{ value: "0", label: options.top }];
  let skipBelow: number | undefined;
  for (const { row, depth } of flattenTree(roots)) {
    if (skipBelow !== undefined && depth > skipBelow) continue;
    skipBelow = undefined;
    if (row.id === options.editing) {
      skipBelow = depth;
      continue;
    }
    if (options.maxParentDepth !== undefined && depth >= options.maxParentDepth) continue;
    choices.push({ value: String(row.id), label: `${"— ".repeat(depth)}${options.label(row)}` });
  }
  return choices;
}
