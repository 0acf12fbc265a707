import type { Choice } from "../admin-crud/crud-columns.ts";
import type { MemberGroupList, MemberList } from "./member-types.ts";

/** The `user.user.index` input of the members' remote select for a search text. */
export const memberSearch = (text: string) => ({ select: true, quickSearch: text, limit: 20 });

/** Members as options: "username (nickname, ID n)", as BuildAdmin labels them. */
export function memberChoices(members: MemberList): Choice[] {
  return members.list.map((m) => ({
    value: String(m.id),
    label: `${m.username} (${m.nickname}, ID ${m.id})`,
  }));
}

/** The member groups as options of a select. */
export function groupOptions(groups: MemberGroupList): Choice[] {
  return groups.list.map((g) => ({ value: String(g.id), label: g.name }));
}
