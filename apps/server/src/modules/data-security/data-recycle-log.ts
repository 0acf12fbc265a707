import { z } from "zod";
import { crud } from "../../admin/crud/crud.ts";
import { notFound } from "../../admin/crud/errors.ts";
import { idsInput } from "../../admin/crud/search-input.schema.ts";
import { adminProcedure, router } from "../../admin/trpc/trpc.ts";
import { restoreRows } from "../../services/data-security/recycle.ts";
import { maskSecrets, secretFieldNames } from "../../services/secret-mask.ts";
import { restoreAccess } from "./restore-access.ts";
import { allOrNothing, namesOf } from "./security-logs.ts";

const recycleLogRow = z.object({
  id: z.number(),
  admin_id: z.number().nullable(),
  recycle_id: z.number().nullable(),
  data: z.record(z.string(), z.unknown()),
  data_table: z.string(),
  primary_key: z.string(),
  is_restore: z.union([z.literal(0), z.literal(1)]),
  ip: z.string(),
  useragent: z.string(),
  create_time: z.number(),
});

const logs = crud({
  table: "security_data_recycle_log",
  node: "security/dataRecycleLog",
  row: recycleLogRow,
  quickSearch: ["data_table", "ip"],
  defaultOrder: "id,desc",
  // A deleted row may hold secrets (an admin's password hash): never searched, answered masked.
  unsearchable: ["data"],
  decorate: async (rows, ctx) => {
    const [names, secrets] = await Promise.all([
      namesOf(ctx.services.db, rows, { table: "security_data_recycle", ids: rows.map((r) => r.recycle_id) }),
      secretFieldNames(ctx.services.db),
    ]);
    return rows.map((row) => ({
      ...row,
      data: maskSecrets(row.data, secrets) as Record<string, unknown>,
      admin_name: names.admin(row.admin_id),
      rule_name: names.rule(row.recycle_id),
    }));
  },
});

/** security/dataRecycleLog: the recycle bin; who deleted what and when, and restore (ADR 0016). */
export const dataRecycleLogRouter = router({
  index: logs.index(),
  info: logs.info(),
  exportCsv: logs.exportCsv(),
  del: logs.del(),
  /** Puts the rows back with what was deleted along; a taken key or unique value restores nothing. */
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
