import {
  GUEST_TYPES,
  MENU_ENTRY_TYPES,
  type MemberRuleType,
} from "@corp/domain/collections/members/member-rule";
import { DEFAULT_ICON } from "@corp/domain/collections/rule-tree-fields";
import type { CollectionHooks } from "../../admin/crud/collection-hooks.ts";
import { refused } from "../../admin/crud/errors.ts";
import { assertRuleNameFree } from "../../admin/crud/tree-guard.ts";

/**
 * user/rule, the declared collection's hooks. What each type carries: menu entries open as a tab (a
 * component), an iframe or a link (an http(s) address); a menu directory or a button has neither; only
 * routes, header links and buttons can be valid for guests; buttons have no icon. A page added to a menu
 * is granted to the groups that see that menu (as BuildAdmin does).
 */
export const memberRuleHooks: CollectionHooks = {
  beforeWrite: (trx, id, values) => assertRuleNameFree(trx, "user_rule", String(values.name), id),
  prepare: (values) => {
    const type = values.type as MemberRuleType;
    const entry = MENU_ENTRY_TYPES.includes(type);
    const menuType = entry ? (values.menu_type ?? "tab") : null;
    if (menuType && menuType !== "tab" && !/^https?:\/\/[^\s/]+/i.test(String(values.url))) {
      throw refused("memberRuleUrlRequired");
    }
    const opensComponent = type === "route" || menuType === "tab";
    return {
      ...values,
      menu_type: menuType,
      url: menuType && menuType !== "tab" ? values.url : "",
      component: opensComponent ? values.component : "",
      icon: type === "button" ? "" : values.icon || DEFAULT_ICON,
      no_login_valid: GUEST_TYPES.includes(type) ? values.no_login_valid : 0,
    };
  },
  afterWrite: async (trx, id, values, _ctx, created) => {
    const pid = Number(values.pid);
    if (!created || pid === 0) return;
    await trx
      .insertInto("user_group_rule")
      .columns(["group_id", "rule_id"])
      .expression((eb) =>
        eb
          .selectFrom("user_group_rule")
          .select((inner) => ["group_id", inner.val(id).as("rule_id")])
          .where("rule_id", "=", pid),
      )
      .execute();
  },
};
