export type TreeLike<R> = R & { children?: TreeLike<R>[] };

export type FlatRow<R> = { row: R; depth: number; hasChildren: boolean };

/** A tree table's rows in display order with their depth, skipping the children of collapsed rows. */
export function flattenTree<R extends { id: number }>(
  roots: readonly TreeLike<R>[],
  collapsed: ReadonlySet<number> = new Set(),
): FlatRow<R>[] {
  const out: FlatRow<R>[] = [];
  const walk = (rows: readonly TreeLike<R>[], depth: number) => {
    for (const row of rows) {
      const children = row.children ?? [];
      out.push({ row, depth, hasChildren: children.length > 0 });
      if (children.length > 0 && !collapsed.has(row.id)) walk(children, depth + 1);
    }
  };
  walk(roots, 0);
  return out;
}

/** Every id in the tree (for "select all" and batch delete of a tree table). */
export function treeIds<R extends { id: number }>(roots: readonly TreeLike<R>[]): number[] {
  return flattenTree(roots).map((f) => f.row.id);
}
