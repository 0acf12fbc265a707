import type { AdminInfo, MenuRule } from "@corp/contract/types";
import type { Database } from "@corp/db/schema";
import type { Kysely } from "kysely";
import { needLogin } from "../errors.ts";
import { buildRuleTree, MENU_RULE_COLUMNS } from "./rule-tree.ts";

export type AdminPermissions = { isSuper: boolean; ruleIds: Set<number>; ruleNames: Set<string> };

export async function loadEnabledAdmin(db: Kysely<Database>, id: number) {
  const admin = await db
    .selectFrom("admin")
    .select(["id", "username", "nickname", "avatar", "last_login_time", "status"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (admin?.status !== "enable") throw needLogin();
  return admin;
}

/** What an admin may do: the union of the enabled groups' grants; a super group grants everything. */
export async function adminPermissions(db: Kysely<Database>, adminId: number): Promise<AdminPermissions> {
  const groups = await db
    .selectFrom("admin_group_access as a")
    .innerJoin("admin_group as g", "g.id", "a.group_id")
    .select(["g.id", "g.super"])
    .where("a.admin_id", "=", adminId)
    .where("g.status", "=", "enable")
    .execute();
  const isSuper = groups.some((g) => g.super);
  let query = db.selectFrom("admin_rule as r").select(["r.id", "r.name"]).where("r.status", "=", "enable");
  if (!isSuper) {
    const groupIds = groups.map((g) => g.id);
    if (groupIds.length === 0) return { isSuper, ruleIds: new Set(), ruleNames: new Set() };
    query = query.where("r.id", "in", (eb) =>
      eb.selectFrom("admin_group_rule").select("rule_id").where("group_id", "in", groupIds),
    );
  }
  const rules = await query.execute();
  return { isSuper, ruleIds: new Set(rules.map((r) => r.id)), ruleNames: new Set(rules.map((r) => r.name)) };
}

/** The admin menu tree (menu_dir, menu and their button nodes) limited to what the admin holds. */
export async function adminMenus(db: Kysely<Database>, perms: AdminPermissions): Promise<MenuRule[]> {
  const rows = await db
    .selectFrom("admin_rule")
    .select([...MENU_RULE_COLUMNS, "extend"])
    .where("status", "=", "enable")
    .execute();
  return buildRuleTree(rows.filter((r) => perms.isSuper || perms.ruleIds.has(r.id)));
}

export function toAdminInfo(
  admin: Awaited<ReturnType<typeof loadEnabledAdmin>>,
  isSuper: boolean,
  tokens: { token: string; refreshToken: string },
): AdminInfo {
  return {
    id: admin.id,
    username: admin.username,
    nickname: admin.nickname,
    avatar: admin.avatar ?? "",
    last_login_time: admin.last_login_time ?? null,
    token: tokens.token,
    refresh_token: tokens.refreshToken,
    super: isSuper,
  };
}
