import { rowIdSchema } from "@corp/domain/row-id";
import { z } from "zod";
import { actorOf } from "../../admin/crud/crud.ts";
import { adminProcedure, router } from "../../admin/trpc/trpc.ts";
import { nowSeconds } from "../../envelope.ts";
import { watchEdits } from "../../services/data-security/sensitive.ts";
import { tellApproved } from "./approval-mails.ts";

/**
 * user.user.approve: lets in members who registered on a site that approves new members (ADR 0028). Only
 * those still `pending` become enabled; the edit permission guards it, the admin log records it, and a
 * watched status is logged as any edit of it is. Once it has committed, the members approved are told by
 * mail (`approval-mails.ts`).
 */
export const memberApprovalRouter = router({
  approve: adminProcedure("user/user/edit")
    .input(z.object({ ids: z.array(rowIdSchema).min(1).max(1000) }))
    .output(z.object({ approved: z.number() }))
    .mutation(async ({ ctx, input }) => {
      const approved = await ctx.services.db.transaction().execute(async (trx) => {
        const approve = () =>
          trx
            .updateTable("user")
            .set({ status: "enable", update_time: nowSeconds() })
            .where("id", "in", input.ids)
            .where("status", "=", "pending")
            .returning("id")
            .execute();
        const edit = { controller: "user/user", table: "user", ids: input.ids };
        return watchEdits(trx, actorOf(ctx), edit, approve);
      });
      tellApproved(
        ctx.services,
        approved.map((row) => row.id),
      );
      return { approved: approved.length };
    }),
});
