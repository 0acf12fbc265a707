import type { Choice } from "../admin-crud/crud-columns.ts";
import { flattenTree } from "../admin-crud/tree-rows.ts";
import type { GroupList } from "./auth-types.ts";

/** The `auth.group.index` input of the groups' remote select for a search text. */
export const groupSearch = (text: string) => ({ select: true, quickSearch: text, limit: 1000 });

/** The groups this admin may see, as options indented by their depth in the tree. */
export function groupChoices(groups: GroupList): Choice[] {
  return flattenTree(groups.list).map(({ row, depth }) => ({
    value: String(row.id),
    label: `${"— ".repeat(depth)}${row.name}`,
  }));
}
