import type { GrantsSpec } from "@corp/domain/collections/fields";
import type { Choice } from "../admin-crud/crud-columns.ts";
import type { RemoteSelect } from "../admin-crud/fields/remote-select-field.tsx";
import { remoteSelect } from "../admin-crud/fields/remote-select-field.tsx";
import { flattenTree, type TreeLike } from "../admin-crud/tree-rows.ts";
import type { useTRPC } from "../admin-shell/trpc.ts";
import { indexOf } from "./collection-procedures.ts";

type Row = { id: number } & Record<string, unknown>;

/**
 * The select of a `grants` field picking several rows (an admin's groups): the granted collection's rows
 * matching the typed text, indented by their depth when they form a tree.
 */
export function grantsSelect(trpc: ReturnType<typeof useTRPC>, grants: GrantsSpec): RemoteSelect {
  const labelField = grants.named?.labelField ?? "name";
  return remoteSelect(
    (text) =>
      indexOf(trpc, grants.node).queryOptions(
        { select: true, quickSearch: text, limit: 1000 },
        {
          select: (answer: { list: Row[] }): Choice[] =>
            flattenTree(answer.list as TreeLike<Row>[]).map(({ row, depth }) => ({
              value: String(row.id),
              label: `${"— ".repeat(depth)}${String(row[labelField] ?? "")}`,
            })),
        },
      ),
    true,
  );
}
