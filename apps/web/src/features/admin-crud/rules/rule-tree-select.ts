import { flattenTree, type TreeLike } from "../tree-rows.ts";

/** Ids of every row below `id` in the tree. */
export function descendantIds<R extends { id: number }>(roots: readonly TreeLike<R>[], id: number): number[] {
  const find = (rows: readonly TreeLike<R>[]): TreeLike<R> | undefined => {
    for (const row of rows) {
      if (row.id === id) return row;
      const found = find(row.children ?? []);
      if (found) return found;
    }
    return undefined;
  };
  const node = find(roots);
  return node ? flattenTree(node.children ?? []).map((f) => f.row.id) : [];
}

/** Ids of the rows above `id`, nearest first (a granted page needs its directories). */
export function ancestorIds<R extends { id: number }>(roots: readonly TreeLike<R>[], id: number): number[] {
  const walk = (rows: readonly TreeLike<R>[], trail: number[]): number[] | undefined => {
    for (const row of rows) {
      if (row.id === id) return trail;
      const found = walk(row.children ?? [], [row.id, ...trail]);
      if (found) return found;
    }
    return undefined;
  };
  return walk(roots, []) ?? [];
}
