import { z } from "zod";
import { crud } from "../../admin/crud/crud.ts";
import { router } from "../../admin/trpc/trpc.ts";
import { moneyLogInput } from "./ledger.schema.ts";
import { byMemberName, ledgerColumns, withNames, yuanInCsv } from "./ledger.ts";
import { writeLedgerEntry } from "./ledger-entry.ts";

const moneyLogs = crud({
  table: "user_money_log",
  node: "user/moneyLog",
  row: z.object({ ...ledgerColumns, money: z.number() }),
  quickSearch: ["memo"],
  quickSearchVia: byMemberName,
  defaultOrder: "id,desc",
  decorate: withNames,
  exportAs: { money: yuanInCsv, before: yuanInCsv, after: yuanInCsv },
});

/** user/moneyLog: the members' balance ledger in fen; rows are added (moving the balance), never changed. */
export const moneyLogRouter = router({
  index: moneyLogs.index(),
  exportCsv: moneyLogs.exportCsv(),
  add: moneyLogs.add(moneyLogInput, (trx, input, ctx) =>
    writeLedgerEntry(trx, "money", {
      userId: input.user_id,
      change: input.money,
      memo: input.memo,
      adminId: ctx.admin.id,
    }),
  ),
});
