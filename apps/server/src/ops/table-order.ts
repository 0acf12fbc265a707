/** A foreign key between two tables, by their qualified names (`schema.name`). */
export type ForeignKey = {
  name: string;
  /** The referencing table. */
  child: string;
  /** The referenced table. */
  parent: string;
  /** Every column of the key may be null. */
  nullable: boolean;
  deferrable: boolean;
};

export type InsertPlan = {
  /** Tables in an order where every table comes after those it references. */
  order: string[];
  /**
   * Keys that a cycle (or a table referencing itself) keeps from being ordered: their columns are
   * written null with the rows, and filled in once every table holds its rows.
   */
  deferred: ForeignKey[];
};

/** Whether `to` can be reached from `from` following "references" edges among `within`. */
function reaches(from: string, to: string, edges: ForeignKey[], within: Set<string>): boolean {
  const seen = new Set<string>();
  const stack = [from];
  while (stack.length > 0) {
    const table = stack.pop() as string;
    if (table === to) return true;
    if (seen.has(table)) continue;
    seen.add(table);
    for (const edge of edges) if (edge.child === table && within.has(edge.parent)) stack.push(edge.parent);
  }
  return false;
}

/** Kahn's order over the edges not deferred; the tables left over are those in a cycle (or after one). */
function ordered(tables: string[], edges: ForeignKey[]): { order: string[]; left: Set<string> } {
  const left = new Set(tables);
  const order: string[] = [];
  for (;;) {
    const ready = [...left].find(
      (table) => !edges.some((edge) => edge.child === table && left.has(edge.parent)),
    );
    if (ready === undefined) return { order, left };
    order.push(ready);
    left.delete(ready);
  }
}

/**
 * The order to insert the rows of `tables` in, found from their foreign keys: parents before children,
 * ties by name, so the same schema always gives the same order. Deferrable keys do not constrain it (a
 * restore defers them). A cycle is broken at a key whose columns may be null; a cycle of not-null keys
 * cannot be inserted table by table, and is an error naming its tables. Deleting goes the other way.
 */
export function insertOrder(tables: readonly string[], keys: readonly ForeignKey[]): InsertPlan {
  const names = [...tables].sort();
  const known = new Set(names);
  const active = keys.filter((key) => !key.deferrable && known.has(key.child) && known.has(key.parent));
  // A table referencing itself: its rows may come in any order only when the key can wait.
  const deferred = active.filter((key) => key.child === key.parent && key.nullable);
  let edges = active.filter((key) => key.child !== key.parent);
  for (;;) {
    const { order, left } = ordered(names, edges);
    if (left.size === 0) return { order, deferred };
    const breakable = edges.find(
      (edge) =>
        edge.nullable &&
        left.has(edge.child) &&
        left.has(edge.parent) &&
        reaches(edge.parent, edge.child, edges, left),
    );
    if (!breakable) {
      throw new Error(
        `the foreign keys of ${[...left].join(", ")} form a cycle of columns that may not be null: ` +
          "their rows cannot be inserted table by table",
      );
    }
    deferred.push(breakable);
    edges = edges.filter((edge) => edge !== breakable);
  }
}
