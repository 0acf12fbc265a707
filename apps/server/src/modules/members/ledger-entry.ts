import { MAX_BALANCE } from "@corp/domain/money";
import type { Trx } from "../../admin/crud/crud.ts";
import { refused } from "../../admin/crud/errors.ts";

/** The two balances of a member, each moved only by its own append-only ledger. */
export type LedgerKind = "money" | "score";

export type LedgerEntry = {
  userId: number;
  /** Fen for money, points for score; non-zero, negative spends. */
  change: number;
  memo: string;
  /** The admin who wrote it. */
  adminId: number;
};

const CHECK_VIOLATION = "23514";

const isCheckViolation = (error: unknown) =>
  typeof error === "object" && error !== null && (error as { code?: unknown }).code === CHECK_VIOLATION;

/**
 * Writes one ledger row in `trx`; the database trigger moves the balance in the same statement and
 * fills `before` and `after` from the stored balance (migration 0002). Answers the row's id.
 *
 * The member is locked before the row is inserted, so the row's id is drawn only once every earlier
 * change of this member has committed: a member's rows in id order chain, each `before` the previous
 * `after`, however many admins write at once. A spend below zero is refused by the trigger.
 */
export async function writeLedgerEntry(trx: Trx, kind: LedgerKind, entry: LedgerEntry): Promise<number> {
  const member = await trx
    .selectFrom("user")
    .select("id")
    .where("id", "=", entry.userId)
    .forUpdate()
    .executeTakeFirst();
  if (!member) throw refused("memberNotFound");
  const values = { user_id: entry.userId, memo: entry.memo, admin_id: entry.adminId };
  const inserted =
    kind === "money"
      ? trx
          .insertInto("user_money_log")
          .values({ ...values, money: entry.change })
          .returning(["id", "after"])
          .executeTakeFirstOrThrow()
      : trx
          .insertInto("user_score_log")
          .values({ ...values, score: entry.change })
          .returning(["id", "after"])
          .executeTakeFirstOrThrow();
  const row = await inserted.catch((error: unknown) => {
    if (isCheckViolation(error)) throw refused(kind === "money" ? "moneyNotEnough" : "scoreNotEnough");
    throw error;
  });
  // Past the limit the balance would no longer be an exact number everywhere it is read: undo it.
  if (row.after > MAX_BALANCE) throw refused("balanceTooLarge");
  return row.id;
}
