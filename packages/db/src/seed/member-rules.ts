import { seededEnglishTitle } from "@corp/domain/rule-titles";
import type { Transaction } from "kysely";
import type { Database, Flag, UserRuleType } from "../schema.ts";
import { insertTree, type SeedTree } from "./tree.ts";

type MemberRuleSeed = {
  type: UserRuleType;
  name: string;
  title: string;
  icon: string;
  path: string;
  component?: string;
  noLoginValid?: Flag;
};

const accountPage = (name: string, title: string, icon: string): SeedTree<MemberRuleSeed> => ({
  type: "menu",
  name: `account/${name}`,
  title,
  icon,
  path: `account/${name}`,
  component: `account/${name}`,
});

/** The member centre, shaped like BuildAdmin's: a "my account" directory with one menu entry per page. */
export const MEMBER_RULES: SeedTree<MemberRuleSeed>[] = [
  {
    type: "menu_dir",
    name: "account",
    title: "我的账户",
    icon: "fa fa-user-circle",
    path: "account",
    children: [
      accountPage("overview", "账户概览", "fa fa-home"),
      accountPage("profile", "个人资料", "fa fa-user-circle-o"),
      accountPage("changePassword", "修改密码", "fa fa-shield"),
      accountPage("integral", "积分记录", "fa fa-tag"),
      accountPage("balance", "余额记录", "fa fa-money"),
    ],
  },
  // A link of the public header (`headNav`), for guests too.
  {
    type: "nav",
    name: "video",
    title: "视频演示",
    icon: "fa fa-play-circle",
    path: "video",
    noLoginValid: 1,
  },
];

/** The default member group holding every member rule; returns its id. */
export async function seedMemberRules(trx: Transaction<Database>, now: number): Promise<number> {
  const ruleIds: number[] = [];
  await insertTree(MEMBER_RULES, async (rule, pid, weigh) => {
    const { id } = await trx
      .insertInto("user_rule")
      .values({
        pid,
        type: rule.type,
        name: rule.name,
        title: rule.title,
        title_en: seededEnglishTitle(rule.name),
        icon: rule.icon,
        path: rule.path,
        component: rule.component ?? "",
        menu_type: rule.type === "menu" || rule.type === "nav_user_menu" ? "tab" : null,
        no_login_valid: rule.noLoginValid ?? 0,
        weigh,
        create_time: now,
        update_time: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    ruleIds.push(id);
    return id;
  });
  const group = await trx
    .insertInto("user_group")
    .values({ name: "默认分组", create_time: now, update_time: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  await trx
    .insertInto("user_group_rule")
    .values(ruleIds.map((rule_id) => ({ group_id: group.id, rule_id })))
    .execute();
  return group.id;
}
