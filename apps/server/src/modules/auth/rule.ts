import { DEFAULT_ICON } from "@corp/domain/collections/rule-tree-fields";
import { type SqlBool, sql } from "kysely";
import type { CollectionHooks } from "../../admin/crud/collection-hooks.ts";
import { refused } from "../../admin/crud/errors.ts";
import { assertRuleNameFree } from "../../admin/crud/tree-guard.ts";

/**
 * auth/rule, the declared collection's hooks: each type carries what it uses (menus an entry type, buttons
 * no icon), names stay unique, and a non-super admin sees and changes only the rules he holds, never their
 * names: permissions are checked by rule name, so whoever may rename a rule could turn a rule he holds
 * into any node.
 */
export const adminRuleHooks: CollectionHooks = {
  scope: (query, ctx) => {
    if (ctx.permissions.isSuper) return query;
    const held = [...ctx.permissions.ruleIds];
    return held.length > 0 ? query.where("id", "in", held) : query.where(sql<SqlBool>`false`);
  },
  beforeWrite: async (trx, id, values, ctx) => {
    if (id !== 0 && !ctx.permissions.isSuper) {
      const current = await trx
        .selectFrom("admin_rule")
        .select("name")
        .where("id", "=", id)
        .executeTakeFirst();
      if (current?.name !== values.name) throw refused("ruleNotGrantable");
    }
    await assertRuleNameFree(trx, "admin_rule", String(values.name), id);
  },
  prepare: (values) => {
    const isMenu = values.type === "menu";
    const menuType = isMenu ? (values.menu_type ?? "tab") : null;
    if (isMenu && menuType !== "tab" && !/^https?:\/\//i.test(String(values.url))) {
      throw refused("incorrectParameter");
    }
    return {
      ...values,
      menu_type: menuType,
      icon: values.type === "button" ? "" : values.icon || DEFAULT_ICON,
      url: menuType === "tab" ? "" : values.url,
    };
  },
};
