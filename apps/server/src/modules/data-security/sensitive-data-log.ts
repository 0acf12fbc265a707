import { z } from "zod";
import { crud } from "../../admin/crud/crud.ts";
import { notFound } from "../../admin/crud/errors.ts";
import { idsInput } from "../../admin/crud/search-input.schema.ts";
import { adminProcedure, router } from "../../admin/trpc/trpc.ts";
import { rollbackEdits } from "../../services/data-security/sensitive.ts";
import { MASK } from "../../services/secret-mask.ts";
import { restoreAccess } from "./restore-access.ts";
import { allOrNothing, namesOf } from "./security-logs.ts";

const sensitiveLogRow = z.object({
  id: z.number(),
  admin_id: z.number().nullable(),
  sensitive_id: z.number().nullable(),
  data_table: z.string(),
  primary_key: z.string(),
  data_field: z.string(),
  data_comment: z.string(),
  id_value: z.number(),
  before: z.string().nullable(),
  after: z.string().nullable(),
  ip: z.string(),
  useragent: z.string(),
  is_rollback: z.union([z.literal(0), z.literal(1)]),
  secret: z.union([z.literal(0), z.literal(1)]),
  create_time: z.number(),
});

const logs = crud({
  table: "security_sensitive_data_log",
  node: "security/sensitiveDataLog",
  row: sensitiveLogRow,
  quickSearch: ["data_table", "data_field", "data_comment"],
  defaultOrder: "id,desc",
  // The values of a secret field read as null in every query (list, filter, search, order, export).
  secret: { columns: ["before", "after"], when: { column: "secret", in: ["1"] } },
  decorate: async (rows, ctx) => {
    const names = await namesOf(ctx.services.db, rows, {
      table: "security_sensitive_data",
      ids: rows.map((r) => r.sensitive_id),
    });
    return rows.map((row) => ({
      ...row,
      before: row.secret === 1 ? MASK : row.before,
      after: row.secret === 1 ? MASK : row.after,
      admin_name: names.admin(row.admin_id),
      rule_name: names.rule(row.sensitive_id),
    }));
  },
});

/** security/sensitiveDataLog: who changed which watched field from what to what, and rollback (ADR 0016). */
export const sensitiveDataLogRouter = router({
  index: logs.index(),
  info: logs.info(),
  exportCsv: logs.exportCsv(),
  del: logs.del(),
  /** Puts the fields back as they were before; a field changed again since is refused, nothing rolled back. */
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
