import type { MenuRule, UserInfo } from "@corp/contract/types";
import type { Database } from "@corp/db/schema";
import { fenToYuanNumber } from "@corp/domain/money";
import type { Kysely, Selectable } from "kysely";
import { buildRuleTree, MENU_RULE_COLUMNS } from "../../services/rule-tree.ts";

type UserRow = Selectable<Database["user"]>;

export async function loadEnabledUser(db: Kysely<Database>, id: number): Promise<UserRow | undefined> {
  const user = await db.selectFrom("user").selectAll().where("id", "=", id).executeTakeFirst();
  return user && user.status === "enable" ? user : undefined;
}

export function toUserInfo(user: UserRow, tokens: { token: string; refreshToken: string }): UserInfo {
  const birthday = user.birthday as unknown;
  return {
    id: user.id,
    username: user.username,
    nickname: user.nickname,
    email: user.email ?? "",
    mobile: user.mobile ?? "",
    avatar: user.avatar ?? "",
    gender: (user.gender ?? 0) as UserInfo["gender"],
    birthday:
      birthday instanceof Date ? birthday.toISOString().slice(0, 10) : birthday ? String(birthday) : null,
    // Kept in fen, carried in yuan (12.34 for 1234 fen), as every money field of the API.
    money: fenToYuanNumber(Number(user.money)),
    score: Number(user.score),
    last_login_time: user.last_login_time ?? null,
    last_login_ip: user.last_login_ip ?? "",
    join_time: user.join_time ?? null,
    motto: user.motto ?? "",
    token: tokens.token,
    refresh_token: tokens.refreshToken,
  };
}

/**
 * Member rules. A guest sees the routes and navigation valid without login; a member sees what the
 * group grants: `rules` are routes/navigation, `menus` the member-centre menu tree.
 */
export async function memberRules(
  db: Kysely<Database>,
  user: UserRow | undefined,
): Promise<{ rules: MenuRule[]; menus: MenuRule[] }> {
  let query = db.selectFrom("user_rule").select(MENU_RULE_COLUMNS).where("status", "=", "enable");
  if (!user) {
    query = query.where("no_login_valid", "=", 1).where("type", "in", ["route", "nav", "button"]);
    const rows = await query.execute();
    return { rules: buildRuleTree(rows), menus: [] };
  }
  const groupId = user.group_id;
  query = query.where((eb) =>
    eb.or([
      eb("no_login_valid", "=", 1),
      eb("id", "in", eb.selectFrom("user_group_rule").select("rule_id").where("group_id", "=", groupId)),
    ]),
  );
  const rows = await query.execute();
  const menuTypes = new Set(["menu_dir", "menu"]);
  return {
    rules: buildRuleTree(rows.filter((r) => !menuTypes.has(r.type))),
    menus: buildRuleTree(rows.filter((r) => menuTypes.has(r.type))),
  };
}
