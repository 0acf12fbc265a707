import { z } from "zod";
import { crud } from "../../admin/crud/crud.ts";
import { router } from "../../admin/trpc/trpc.ts";
import { scoreLogInput } from "./ledger.schema.ts";
import { byMemberName, ledgerColumns, withNames } from "./ledger.ts";
import { writeLedgerEntry } from "./ledger-entry.ts";

const scoreLogs = crud({
  table: "user_score_log",
  node: "user/scoreLog",
  row: z.object({ ...ledgerColumns, score: z.number() }),
  quickSearch: ["memo"],
  quickSearchVia: byMemberName,
  defaultOrder: "id,desc",
  decorate: withNames,
});

/** user/scoreLog: the members' points ledger; rows are added (moving the points), never changed. */
export const scoreLogRouter = router({
  index: scoreLogs.index(),
  exportCsv: scoreLogs.exportCsv(),
  add: scoreLogs.add(scoreLogInput, (trx, input, ctx) =>
    writeLedgerEntry(trx, "score", {
      userId: input.user_id,
      change: input.score,
      memo: input.memo,
      adminId: ctx.admin.id,
    }),
  ),
});
