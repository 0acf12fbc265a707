import { z } from "zod";
import type { AdminContext } from "../../admin/crud/context.ts";
import { crud, type Trx } from "../../admin/crud/crud.ts";
import { refused } from "../../admin/crud/errors.ts";
import { assertNoOrphans, assertParentAllowed } from "../../admin/crud/tree-guard.ts";
import { assertGroupsGrantable, assertRulesGrantable } from "../../admin/gate/grants.ts";
import { enableStatus } from "../../admin/schemas/common.schema.ts";
import { router } from "../../admin/trpc/trpc.ts";
import { nowSeconds } from "../../envelope.ts";
import { groupEditInput, groupInput } from "./group.schema.ts";

const groupRow = z.object({
  id: z.number(),
  pid: z.number(),
  name: z.string(),
  super: z.boolean(),
  status: enableStatus,
  create_time: z.number(),
  update_time: z.number(),
});

const groups = crud({
  table: "admin_group",
  node: "auth/group",
  row: groupRow,
  quickSearch: ["name"],
  defaultOrder: "id,asc",
  decorate: async (rows, ctx) => {
    const ids = rows.map((r) => r.id);
    const grants =
      ids.length === 0
        ? []
        : await ctx.services.db
            .selectFrom("admin_group_rule")
            .select(["group_id", "rule_id"])
            .where("group_id", "in", ids)
            .orderBy("rule_id")
            .execute();
    return rows.map((row) => ({
      ...row,
      rules: grants.filter((g) => g.group_id === row.id).map((g) => g.rule_id),
    }));
  },
});

async function checkGrant(trx: Trx, input: { super: boolean; rules: number[] }, ctx: AdminContext) {
  if (input.super && !ctx.permissions.isSuper) throw refused("superGroupNotAllowed");
  const known = input.rules.length
    ? await trx.selectFrom("admin_rule").select("id").where("id", "in", input.rules).execute()
    : [];
  if (known.length !== new Set(input.rules).size) throw refused("incorrectParameter");
  assertRulesGrantable(ctx, input.rules);
}

async function setRules(trx: Trx, groupId: number, input: { super: boolean; rules: number[] }) {
  await trx.deleteFrom("admin_group_rule").where("group_id", "=", groupId).execute();
  const rules = input.super ? [] : [...new Set(input.rules)];
  if (rules.length > 0) {
    await trx
      .insertInto("admin_group_rule")
      .values(rules.map((rule_id) => ({ group_id: groupId, rule_id })))
      .execute();
  }
}

async function ownGroupIds(trx: Trx, ctx: AdminContext): Promise<number[]> {
  const rows = await trx
    .selectFrom("admin_group_access")
    .select("group_id")
    .where("admin_id", "=", ctx.admin.id)
    .execute();
  return rows.map((r) => r.group_id);
}

/** auth/group: the role groups as a tree, each granting rules its creator holds. */
export const groupRouter = router({
  index: groups.treeIndex(),
  get: groups.get(),
  exportCsv: groups.exportCsv(),
  add: groups.add(groupInput, async (trx, input, ctx) => {
    await checkGrant(trx, input, ctx);
    await assertParentAllowed(trx, "admin_group", 0, input.pid);
    const now = nowSeconds();
    const { rules: _rules, ...values } = input;
    const { id } = await trx
      .insertInto("admin_group")
      .values({ ...values, create_time: now, update_time: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    await setRules(trx, id, input);
    return id;
  }),
  edit: groups.edit(groupEditInput, async (trx, input, ctx) => {
    if (!ctx.permissions.isSuper) {
      // His own groups define what he holds: changing them would be granting himself rules.
      if ((await ownGroupIds(trx, ctx)).includes(input.id)) throw refused("cannotChangeOwnGroups");
      await assertGroupsGrantable(trx, ctx, [input.id]);
    }
    await checkGrant(trx, input, ctx);
    await assertParentAllowed(trx, "admin_group", input.id, input.pid);
    const { id, rules: _rules, ...values } = input;
    await trx
      .updateTable("admin_group")
      .set({ ...values, update_time: nowSeconds() })
      .where("id", "=", id)
      .execute();
    await setRules(trx, id, input);
  }),
  del: groups.del({
    before: async (trx, ids, ctx) => {
      const own = await ownGroupIds(trx, ctx);
      if (ids.some((id) => own.includes(id))) throw refused("groupInUseSelf");
      await assertGroupsGrantable(trx, ctx, ids);
      await assertNoOrphans(trx, "admin_group", ids);
    },
  }),
});
