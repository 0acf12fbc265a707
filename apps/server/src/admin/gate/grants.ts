import type { Database } from "@corp/db/schema";
import type { Kysely } from "kysely";
import type { AdminContext } from "../crud/context.ts";
import { refused } from "../crud/errors.ts";

/** The rule ids each group grants. */
async function groupRules(db: Kysely<Database>, groupIds: number[]): Promise<Map<number, number[]>> {
  const rules = new Map<number, number[]>(groupIds.map((id) => [id, []]));
  if (groupIds.length === 0) return rules;
  const rows = await db
    .selectFrom("admin_group_rule")
    .select(["group_id", "rule_id"])
    .where("group_id", "in", groupIds)
    .execute();
  for (const row of rows) rules.get(row.group_id)?.push(row.rule_id);
  return rules;
}

/**
 * No privilege escalation: a non-super admin may only hand out rules he holds himself, and never
 * the super flag. A group is grantable when it is not super and all of its rules are his.
 */
export async function assertGroupsGrantable(db: Kysely<Database>, ctx: AdminContext, groupIds: number[]) {
  if (ctx.permissions.isSuper || groupIds.length === 0) return;
  const groups = await db
    .selectFrom("admin_group")
    .select(["id", "super"])
    .where("id", "in", groupIds)
    .execute();
  if (groups.length !== new Set(groupIds).size || groups.some((g) => g.super))
    throw refused("groupNotGrantable");
  const rules = await groupRules(db, groupIds);
  for (const ruleIds of rules.values()) {
    if (ruleIds.some((id) => !ctx.permissions.ruleIds.has(id))) throw refused("groupNotGrantable");
  }
}

export function assertRulesGrantable(ctx: AdminContext, ruleIds: number[]): void {
  if (ctx.permissions.isSuper) return;
  if (ruleIds.some((id) => !ctx.permissions.ruleIds.has(id))) throw refused("ruleNotGrantable");
}

/** The groups of each admin. */
export async function groupsOfAdmins(db: Kysely<Database>, adminIds: number[]) {
  const groups = new Map<number, { id: number; name: string }[]>(adminIds.map((id) => [id, []]));
  if (adminIds.length === 0) return groups;
  const rows = await db
    .selectFrom("admin_group_access as a")
    .innerJoin("admin_group as g", "g.id", "a.group_id")
    .select(["a.admin_id", "g.id", "g.name"])
    .where("a.admin_id", "in", adminIds)
    .orderBy("g.id")
    .execute();
  for (const row of rows) groups.get(row.admin_id)?.push({ id: row.id, name: row.name });
  return groups;
}

/** A non-super admin may only manage admins whose every group he could grant. */
export async function assertAdminsManageable(db: Kysely<Database>, ctx: AdminContext, adminIds: number[]) {
  if (ctx.permissions.isSuper) return;
  const groups = await groupsOfAdmins(db, adminIds);
  const ids = [...new Set([...groups.values()].flat().map((g) => g.id))];
  await assertGroupsGrantable(db, ctx, ids);
}
