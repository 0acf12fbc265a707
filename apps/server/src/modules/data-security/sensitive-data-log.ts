import type { CollectionHooks } from "../../admin/crud/collection-hooks.ts";
import { notFound } from "../../admin/crud/errors.ts";
import { idsInput } from "../../admin/crud/search-input.schema.ts";
import { adminProcedure, router } from "../../admin/trpc/trpc.ts";
import { rollbackEdits } from "../../services/data-security/sensitive.ts";
import { MASK } from "../../services/secret-mask.ts";
import { restoreAccess } from "./restore-access.ts";
import { allOrNothing } from "./security-logs.ts";

/** security/sensitiveDataLog: a secret field's values (NULL in every query) show masked. */
export const sensitiveLogHooks: CollectionHooks = {
  decorate: (rows) => rows.map((row) => (row.secret === 1 ? { ...row, before: MASK, after: MASK } : row)),
};

/** The sensitive-data log's rollback: the fields back as they were before, or nothing. */
export const sensitiveLogButtons = router({
  /** A field changed again since is refused, nothing rolled back. */
  rollback: adminProcedure("security/sensitiveDataLog/rollback")
    .input(idsInput)
    .mutation(async ({ ctx, input }) => {
      const count = await allOrNothing(ctx.services.db, (trx) =>
        rollbackEdits(trx, [...new Set(input.ids)], restoreAccess(trx, ctx)),
      );
      if (count === 0) throw notFound();
      return { count };
    }),
});
