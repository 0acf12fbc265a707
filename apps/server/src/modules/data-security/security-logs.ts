import type { Database } from "@corp/db/schema";
import type { Kysely } from "kysely";
import type { Trx } from "../../admin/crud/crud.ts";
import { refused } from "../../admin/crud/errors.ts";
import { DataSecurityRefusal } from "../../services/data-security/refusal.ts";

/** The usernames of admins and the names of rules a page of log rows points at. */
export async function namesOf(
  db: Kysely<Database>,
  rows: { admin_id: number | null }[],
  rules: { table: "security_data_recycle" | "security_sensitive_data"; ids: (number | null)[] },
) {
  const adminIds = [...new Set(rows.map((r) => r.admin_id).filter((id): id is number => id !== null))];
  const ruleIds = [...new Set(rules.ids.filter((id): id is number => id !== null))];
  const [admins, named] = await Promise.all([
    adminIds.length > 0
      ? db.selectFrom("admin").select(["id", "username"]).where("id", "in", adminIds).execute()
      : [],
    ruleIds.length > 0
      ? db.selectFrom(rules.table).select(["id", "name"]).where("id", "in", ruleIds).execute()
      : [],
  ]);
  return {
    admin: (id: number | null) => admins.find((a) => a.id === id)?.username ?? "",
    rule: (id: number | null) => named.find((r) => r.id === id)?.name ?? "",
  };
}

const REASON_KEYS = {
  restored: "alreadyRestored",
  rolledBack: "alreadyRolledBack",
  tableUnknown: "tableUnknown",
  rowGone: "rowGoneSince",
  changedSince: "changedSince",
  tableDropped: "recycleTableDropped",
  rowDoesNotFit: "recycleRowDoesNotFit",
  valuesDoNotFit: "recycleValuesDoNotFit",
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
