import { z } from "zod";
import { crud, type Trx } from "../../admin/crud/crud.ts";
import { refused } from "../../admin/crud/errors.ts";
import {
  assertDepth,
  assertNoOrphans,
  assertParentAllowed,
  assertRuleNameFree,
} from "../../admin/crud/tree-guard.ts";
import { enableStatus } from "../../admin/schemas/common.schema.ts";
import { menuTypes } from "../../admin/schemas/rule-fields.schema.ts";
import { router } from "../../admin/trpc/trpc.ts";
import { nowSeconds } from "../../envelope.ts";
import { DEFAULT_ICON } from "../../services/rule-tree.ts";
import {
  GUEST_TYPES,
  MEMBER_RULE_LEVELS,
  MENU_ENTRY_TYPES,
  memberRuleEditInput,
  memberRuleInput,
  memberRuleTypes,
} from "./rule.schema.ts";

const flag = z.union([z.literal(0), z.literal(1)]);

const ruleRow = z.object({
  id: z.number(),
  pid: z.number(),
  type: z.enum(memberRuleTypes),
  title: z.string(),
  title_en: z.string().nullable(),
  name: z.string(),
  path: z.string(),
  icon: z.string(),
  menu_type: z.enum(menuTypes).nullable(),
  url: z.string(),
  component: z.string(),
  keepalive: flag,
  no_login_valid: flag,
  remark: z.string(),
  weigh: z.number(),
  status: enableStatus,
  create_time: z.number(),
  update_time: z.number(),
});

type RuleFields = z.output<typeof memberRuleInput>;

/**
 * What each type carries: menu entries open as a tab (a component), an iframe or a link (an http(s)
 * address); a menu directory or a button has neither; only routes, header links and buttons can be
 * valid for guests; buttons have no icon.
 */
function normalise<T extends RuleFields>(input: T): T {
  const entry = MENU_ENTRY_TYPES.includes(input.type);
  const menuType = entry ? (input.menu_type ?? "tab") : null;
  if (menuType && menuType !== "tab" && !/^https?:\/\/[^\s/]+/i.test(input.url)) {
    throw refused("memberRuleUrlRequired");
  }
  const opensComponent = input.type === "route" || menuType === "tab";
  return {
    ...input,
    menu_type: menuType,
    url: menuType && menuType !== "tab" ? input.url : "",
    component: opensComponent ? input.component : "",
    icon: input.type === "button" ? "" : input.icon || DEFAULT_ICON,
    no_login_valid: GUEST_TYPES.includes(input.type) ? input.no_login_valid : 0,
  };
}

async function checkPlace(trx: Trx, id: number, input: RuleFields) {
  await assertParentAllowed(trx, "user_rule", id, input.pid);
  await assertDepth(trx, "user_rule", id, input.pid, MEMBER_RULE_LEVELS, "memberRuleTooDeep");
  await assertRuleNameFree(trx, "user_rule", input.name, id);
}

const rules = crud({
  table: "user_rule",
  node: "user/rule",
  row: ruleRow,
  quickSearch: ["title", "title_en", "name", "path"],
  defaultOrder: "weigh,desc",
});

/** user/rule: the member centre's menus, routes, header links and buttons, as a tree of three levels. */
export const ruleRouter = router({
  index: rules.treeIndex(),
  get: rules.get(),
  exportCsv: rules.exportCsv(),
  add: rules.add(memberRuleInput, async (trx, input) => {
    await checkPlace(trx, 0, input);
    const now = nowSeconds();
    const { id } = await trx
      .insertInto("user_rule")
      .values({ ...normalise(input), create_time: now, update_time: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (input.pid > 0) {
      // A page added to a menu is granted to the groups that see that menu (as BuildAdmin does).
      await trx
        .insertInto("user_group_rule")
        .columns(["group_id", "rule_id"])
        .expression((eb) =>
          eb
            .selectFrom("user_group_rule")
            .select((inner) => ["group_id", inner.val(id).as("rule_id")])
            .where("rule_id", "=", input.pid),
        )
        .execute();
    }
    return id;
  }),
  edit: rules.edit(memberRuleEditInput, async (trx, input) => {
    await checkPlace(trx, input.id, input);
    const { id, ...values } = normalise(input);
    await trx
      .updateTable("user_rule")
      .set({ ...values, update_time: nowSeconds() })
      .where("id", "=", id)
      .execute();
  }),
  del: rules.del({ before: (trx, ids) => assertNoOrphans(trx, "user_rule", ids) }),
  sortable: rules.sortable(),
});
