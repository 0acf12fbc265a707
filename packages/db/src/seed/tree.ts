/** A seed row with optional children, inserted parents first so each child gets its parent's id. */
export type SeedTree<T> = T & { children?: SeedTree<T>[] };

/**
 * Inserts a forest depth-first. `insert` gets the row without its children, the parent id and a weight
 * that keeps the listed order among siblings when sorted heaviest first; it returns the new id.
 */
export async function insertTree<T>(
  nodes: readonly SeedTree<T>[],
  insert: (row: T, pid: number, weigh: number) => Promise<number>,
  pid = 0,
): Promise<void> {
  for (const [index, node] of nodes.entries()) {
    const { children, ...row } = node;
    const id = await insert(row as T, pid, (nodes.length - index) * 10);
    if (children?.length) await insertTree(children, insert, id);
  }
}
