import type { Choice } from "../admin-crud/crud-columns.ts";
import { flattenTree } from "../admin-crud/tree-rows.ts";
import { trpcClient } from "../admin-shell/trpc.ts";

/** The groups this admin may see, as options (remote select on auth.group). */
export async function groupChoices(text: string): Promise<Choice[]> {
  const result = await trpcClient.auth.group.index.query({ select: true, quickSearch: text, limit: 1000 });
  return flattenTree(result.list).map(({ row, depth }) => ({
    value: String(row.id),
    label: `${"— ".repeat(depth)}${row.name}`,
  }));
}
