import type { CollectionHooks } from "../../admin/crud/collection-hooks.ts";
import { byMemberName, withNames } from "./ledger.ts";
import { type LedgerKind, writeLedgerEntry } from "./ledger-entry.ts";

/**
 * user/moneyLog and user/scoreLog: an entry is written through the ledger (the member locked, the balance
 * moved by the database), found by the member's names too, and listed with who wrote it.
 */
export function ledgerHooks(kind: LedgerKind): CollectionHooks {
  return {
    insert: (trx, values, ctx) =>
      writeLedgerEntry(trx, kind, {
        userId: Number(values.user_id),
        change: Number(values[kind]),
        memo: String(values.memo),
        adminId: ctx.admin.id,
      }),
    quickSearchVia: byMemberName,
    decorate: (rows, ctx) => withNames(rows as Parameters<typeof withNames>[0], ctx),
  };
}
