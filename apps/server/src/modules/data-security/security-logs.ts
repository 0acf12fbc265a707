import type { Database } from "@corp/db/schema";
import type { Kysely } from "kysely";
import type { Trx } from "../../admin/crud/crud.ts";
import { refused } from "../../admin/crud/errors.ts";
import { DataSecurityRefusal } from "../../services/data-security/refusal.ts";

const REASON_KEYS = {
  restored: "alreadyRestored",
  rolledBack: "alreadyRolledBack",
  tableUnknown: "tableUnknown",
  rowGone: "rowGoneSince",
  changedSince: "changedSince",
  tableDropped: "recycleTableDropped",
  rowDoesNotFit: "recycleRowDoesNotFit",
  valuesDoNotFit: "recycleValuesDoNotFit",
  secretNotKept: "secretNotKept",
} as const;

/**
 * Runs a restore or rollback in one transaction: all of it or nothing. A refusal, a key or unique value
 * taken since (23505) or a row it refers to gone (23503) becomes its catalogue message.
 */
export async function allOrNothing(
  db: Kysely<Database>,
  work: (trx: Trx) => Promise<number>,
): Promise<number> {
  return db
    .transaction()
    .execute(work)
    .catch((error: unknown) => {
      if (error instanceof DataSecurityRefusal) {
        throw refused(REASON_KEYS[error.reason], { ...error.params, id: error.logId });
      }
      const code =
        typeof error === "object" && error !== null ? (error as { code?: unknown }).code : undefined;
      if (code === "23505") throw refused("restoreConflict");
      if (code === "23503") throw refused("restoreParentMissing");
      throw error;
    });
}
