import type { Collection } from "@corp/domain/collections/collection";

type Row = { id: number } & Record<string, unknown>;
type Leaves = NonNullable<NonNullable<Collection["tree"]>["leaves"]>;

/** The tree without the rows that take no children (a page's buttons), nor what is below them. */
export function withoutLeaves(rows: readonly Row[], leaves: Leaves): Row[] {
  return rows
    .filter((row) => !leaves.in.includes(String(row[leaves.field])))
    .map((row) =>
      Array.isArray(row.children) ? { ...row, children: withoutLeaves(row.children as Row[], leaves) } : row,
    );
}
