import type { CollectionHooks } from "../../admin/crud/collection-hooks.ts";
import { notFound } from "../../admin/crud/errors.ts";
import { idsInput } from "../../admin/crud/search-input.schema.ts";
import { adminProcedure, router } from "../../admin/trpc/trpc.ts";
import { restoreRows } from "../../services/data-security/recycle.ts";
import { maskSecrets, secretFieldNames } from "../../services/secret-mask.ts";
import { restoreAccess } from "./restore-access.ts";
import { allOrNothing } from "./security-logs.ts";

/** security/dataRecycleLog: a deleted row may hold secrets (an admin's password hash), answered masked. */
export const recycleLogHooks: CollectionHooks = {
  decorate: async (rows, ctx) => {
    const secrets = await secretFieldNames(ctx.services.db);
    return rows.map((row) => ({ ...row, data: maskSecrets(row.data, secrets) }));
  },
};

/** The recycle bin's restore: puts the rows back with what was deleted along, or nothing. */
export const recycleLogButtons = router({
  /** A taken key or unique value, or a row a restore needs gone, restores nothing. */
  restore: adminProcedure("security/dataRecycleLog/restore")
    .input(idsInput)
    .mutation(async ({ ctx, input }) => {
      const count = await allOrNothing(ctx.services.db, (trx) =>
        restoreRows(trx, [...new Set(input.ids)], restoreAccess(trx, ctx)),
      );
      if (count === 0) throw notFound();
      return { count };
    }),
});
