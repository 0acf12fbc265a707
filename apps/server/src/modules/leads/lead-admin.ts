import { LEAD_STATUSES } from "@corp/domain/collections/content/lead";
import { z } from "zod";
import type { CollectionHooks } from "../../admin/crud/collection-hooks.ts";
import { refused } from "../../admin/crud/errors.ts";
import { idsInput } from "../../admin/crud/search-input.schema.ts";
import { adminProcedure } from "../../admin/trpc/trpc.ts";
import { nowSeconds } from "../../envelope.ts";

/** The admins a lead may be given to: those enabled, by name (the nickname, else the username). */
const assignable = z.array(z.object({ id: z.number(), name: z.string() }));

/**
 * content/lead: an edit gives a lead to an enabled admin, or to nobody; the visitor's words are not in
 * the form (the declaration), so no edit changes them.
 */
export const leadHooks: CollectionHooks = {
  beforeWrite: async (trx, _id, values) => {
    const assignee = values.assignee_id;
    if (assignee === null || assignee === undefined) return;
    const found = await trx
      .selectFrom("admin")
      .select("id")
      .where("id", "=", Number(assignee))
      .where("status", "=", "enable")
      .executeTakeFirst();
    if (!found) throw refused("leadAssigneeUnknown");
  },
};

/**
 * The inbox's own procedures beside the collection's: the admins a lead may be given to (a content
 * editor may not list the admins' page), and marking several leads handled, spam or new at once.
 */
export const leadProcedures = {
  assignees: adminProcedure("content/lead/edit")
    .output(assignable)
    .query(async ({ ctx }) => {
      const rows = await ctx.services.db
        .selectFrom("admin")
        .select(["id", "nickname", "username"])
        .where("status", "=", "enable")
        .orderBy("id")
        .execute();
      return rows.map((r) => ({ id: r.id, name: r.nickname || r.username }));
    }),

  setStatus: adminProcedure("content/lead/edit")
    .input(idsInput.extend({ status: z.enum(LEAD_STATUSES) }))
    .mutation(async ({ ctx, input }) => {
      const result = await ctx.services.db
        .updateTable("lead")
        .set({ status: input.status, update_time: nowSeconds() })
        .where("id", "in", input.ids)
        .executeTakeFirst();
      return { count: Number(result.numUpdatedRows) };
    }),
};
