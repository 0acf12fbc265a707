import { type SqlBool, sql } from "kysely";
import { z } from "zod";
import { crud } from "../../admin/crud/crud.ts";
import { refused } from "../../admin/crud/errors.ts";
import { assertNoOrphans, assertParentAllowed, assertRuleNameFree } from "../../admin/crud/tree-guard.ts";
import { enableStatus } from "../../admin/schemas/common.schema.ts";
import { menuTypes } from "../../admin/schemas/rule-fields.schema.ts";
import { router } from "../../admin/trpc/trpc.ts";
import { nowSeconds } from "../../envelope.ts";
import { DEFAULT_ICON } from "../../services/rule-tree.ts";
import { ruleEditInput, ruleExtends, ruleInput, ruleTypes } from "./rule.schema.ts";

const ruleRow = z.object({
  id: z.number(),
  pid: z.number(),
  type: z.enum(ruleTypes),
  title: z.string(),
  title_en: z.string().nullable(),
  name: z.string(),
  path: z.string(),
  icon: z.string(),
  menu_type: z.enum(menuTypes).nullable(),
  url: z.string(),
  component: z.string(),
  keepalive: z.union([z.literal(0), z.literal(1)]),
  extend: z.enum(ruleExtends),
  remark: z.string(),
  weigh: z.number(),
  status: enableStatus,
  create_time: z.number(),
  update_time: z.number(),
});

type RuleFields = z.output<typeof ruleInput>;

/** Normalises what each rule type carries: menus have an entry type, buttons no icon or path. */
function normalise<T extends RuleFields>(input: T) {
  const isMenu = input.type === "menu";
  const menuType = isMenu ? (input.menu_type ?? "tab") : null;
  if (isMenu && menuType !== "tab" && !/^https?:\/\//i.test(input.url)) throw refused("incorrectParameter");
  return {
    ...input,
    menu_type: menuType,
    icon: input.type === "button" ? "" : input.icon || DEFAULT_ICON,
    url: menuType === "tab" ? "" : input.url,
  };
}

const rules = crud({
  table: "admin_rule",
  node: "auth/rule",
  row: ruleRow,
  quickSearch: ["title", "title_en", "name"],
  defaultOrder: "weigh,desc",
  // Permissions are checked by rule name, so whoever may rename a rule could turn a rule he holds into
  // any node. A non-super admin therefore sees and changes only the rules he holds, never their names.
  scope: (query, ctx) => {
    if (ctx.permissions.isSuper) return query;
    const held = [...ctx.permissions.ruleIds];
    return held.length > 0 ? query.where("id", "in", held) : query.where(sql<SqlBool>`false`);
  },
});

/** auth/rule: the menu and permission rule tree (menu directories, menus, buttons). */
export const ruleRouter = router({
  index: rules.treeIndex(),
  get: rules.get(),
  exportCsv: rules.exportCsv(),
  add: rules.add(ruleInput, async (trx, input) => {
    await assertParentAllowed(trx, "admin_rule", 0, input.pid);
    await assertRuleNameFree(trx, "admin_rule", input.name, 0);
    const now = nowSeconds();
    const { id } = await trx
      .insertInto("admin_rule")
      .values({ ...normalise(input), create_time: now, update_time: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    return id;
  }),
  edit: rules.edit(ruleEditInput, async (trx, input, ctx) => {
    if (!ctx.permissions.isSuper) {
      const current = await trx
        .selectFrom("admin_rule")
        .select("name")
        .where("id", "=", input.id)
        .executeTakeFirst();
      if (current?.name !== input.name) throw refused("ruleNotGrantable");
    }
    await assertParentAllowed(trx, "admin_rule", input.id, input.pid);
    await assertRuleNameFree(trx, "admin_rule", input.name, input.id);
    const { id, ...values } = normalise(input);
    await trx
      .updateTable("admin_rule")
      .set({ ...values, update_time: nowSeconds() })
      .where("id", "=", id)
      .execute();
  }),
  del: rules.del({ before: (trx, ids) => assertNoOrphans(trx, "admin_rule", ids) }),
  sortable: rules.sortable(),
});
