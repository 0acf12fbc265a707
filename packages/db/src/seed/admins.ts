import type { Transaction } from "kysely";
import type { Database } from "../schema.ts";
import { isContentEditorRule } from "./admin-rules.ts";

/**
 * Two groups: the super group (every rule through its flag, no grant rows needed) holding `admin`, and
 * a content editors' group granted the content rules, for sites that hand publishing to others.
 */
export async function seedAdmins(
  trx: Transaction<Database>,
  now: number,
  ruleIds: ReadonlyMap<string, number>,
  passwordHash: string,
): Promise<void> {
  const times = { create_time: now, update_time: now };
  const superGroup = await trx
    .insertInto("admin_group")
    .values({ name: "超级管理组", super: true, ...times })
    .returning("id")
    .executeTakeFirstOrThrow();
  const editors = await trx
    .insertInto("admin_group")
    .values({ name: "内容编辑组", super: false, pid: superGroup.id, ...times })
    .returning("id")
    .executeTakeFirstOrThrow();
  const editorGrants = [...ruleIds].filter(([name]) => isContentEditorRule(name));
  await trx
    .insertInto("admin_group_rule")
    .values(editorGrants.map(([, rule_id]) => ({ group_id: editors.id, rule_id })))
    .execute();

  const admin = await trx
    .insertInto("admin")
    .values({
      username: "admin",
      nickname: "Admin",
      password: passwordHash,
      motto: "",
      ...times,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await trx
    .insertInto("admin_group_access")
    .values({ admin_id: admin.id, group_id: superGroup.id })
    .execute();
}
