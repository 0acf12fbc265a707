import { z } from "zod";
import { crud, type Trx } from "../../admin/crud/crud.ts";
import { refused } from "../../admin/crud/errors.ts";
import { enableStatus } from "../../admin/schemas/common.schema.ts";
import { router } from "../../admin/trpc/trpc.ts";
import { nowSeconds } from "../../envelope.ts";
import { memberGroupEditInput, memberGroupInput } from "./group.schema.ts";

const groupRow = z.object({
  id: z.number(),
  name: z.string(),
  status: enableStatus,
  create_time: z.number(),
  update_time: z.number(),
});

const groups = crud({
  table: "user_group",
  node: "user/group",
  row: groupRow,
  quickSearch: ["name"],
  defaultOrder: "id,asc",
  decorate: async (rows, ctx) => {
    const ids = rows.map((r) => r.id);
    if (ids.length === 0) return [];
    const db = ctx.services.db;
    const [grants, counts] = await Promise.all([
      db
        .selectFrom("user_group_rule")
        .select(["group_id", "rule_id"])
        .where("group_id", "in", ids)
        .orderBy("rule_id")
        .execute(),
      db
        .selectFrom("user")
        .select((eb) => ["group_id", eb.fn.countAll<number>().as("n")])
        .where("group_id", "in", ids)
        .groupBy("group_id")
        .execute(),
    ]);
    const members = new Map(counts.map((c) => [c.group_id, Number(c.n)]));
    return rows.map((row) => ({
      ...row,
      rules: grants.filter((g) => g.group_id === row.id).map((g) => g.rule_id),
      members: members.get(row.id) ?? 0,
    }));
  },
});

/** Replaces the group's grants with `rules`, all of which must be member rules. */
async function setRules(trx: Trx, groupId: number, rules: number[]) {
  const wanted = [...new Set(rules)];
  const known = wanted.length
    ? await trx.selectFrom("user_rule").select("id").where("id", "in", wanted).execute()
    : [];
  if (known.length !== wanted.length) throw refused("incorrectParameter");
  await trx.deleteFrom("user_group_rule").where("group_id", "=", groupId).execute();
  if (wanted.length > 0) {
    await trx
      .insertInto("user_group_rule")
      .values(wanted.map((rule_id) => ({ group_id: groupId, rule_id })))
      .execute();
  }
}

/** user/group: the member groups and the member rules each grants. */
export const groupRouter = router({
  index: groups.index(),
  get: groups.get(),
  exportCsv: groups.exportCsv(),
  add: groups.add(memberGroupInput, async (trx, { rules, ...values }) => {
    const now = nowSeconds();
    const { id } = await trx
      .insertInto("user_group")
      .values({ ...values, create_time: now, update_time: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    await setRules(trx, id, rules);
    return id;
  }),
  edit: groups.edit(memberGroupEditInput, async (trx, { id, rules, ...values }) => {
    await trx
      .updateTable("user_group")
      .set({ ...values, update_time: nowSeconds() })
      .where("id", "=", id)
      .execute();
    await setRules(trx, id, rules);
  }),
  del: groups.del({
    before: async (trx, ids) => {
      // Members would lose every grant, and registration needs a group to put new members in.
      const used = await trx.selectFrom("user").select("id").where("group_id", "in", ids).executeTakeFirst();
      if (used) throw refused("memberGroupInUse");
      // Locked, so two admins deleting the last two groups at once cannot both succeed.
      const all = await trx.selectFrom("user_group").select("id").forUpdate().execute();
      if (all.every((g) => ids.includes(g.id))) throw refused("memberGroupLast");
    },
  }),
});
