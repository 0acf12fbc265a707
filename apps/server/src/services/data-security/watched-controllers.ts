import type { TableName } from "@corp/db/schema";
import type { Field } from "@corp/domain/collections/fields";
import { COLLECTIONS } from "@corp/domain/collections/registry";
import { designedNameOf, designedTableOf } from "./designed-tables.ts";

/** A controller whose rows the recycle bin and the sensitive-data log may watch. */
export type WatchedController = { table: TableName };

/**
 * Every controller the data-security rules may name, with the table its procedures write (ADR 0016): one
 * line each. A controller listed here whose `del` and `edit` come from the CRUD factory keeps deleted rows
 * in the recycle bin and logs edits of watched fields as soon as a rule (security/dataRecycle,
 * security/sensitiveData) names it. Not listed: attachments (their files are removed with the row), the
 * members' money and points ledgers (append-only, never edited or deleted) and the logs themselves.
 */
export const WATCHED_CONTROLLERS: Readonly<Record<string, WatchedController>> = {
  // Every declared collection that may be watched: its router is the CRUD factory's.
  ...Object.fromEntries(
    COLLECTIONS.filter((c) => !("watched" in c && c.watched === false)).map((c) => [
      c.node,
      { table: c.table as TableName },
    ]),
  ),
};

/**
 * Whether a column holds a password hash (a declared `field.password`): its changes are logged as secrets
 * whatever a rule says (issue 24, N4), so a hash is never shown, searched or exported from the
 * sensitive-data log.
 */
export const isAlwaysSecret = (table: string, column: string): boolean =>
  COLLECTIONS.some(
    (c) =>
      c.table === table &&
      Object.entries(c.fields as Readonly<Record<string, Field>>).some(
        ([name, f]) => name === column && f.clean === "password",
      ),
  );

/**
 * Columns a restored row starts from, because restoring the rows deleted with it rebuilds them: a
 * member's balances are the sum of his ledgers, whose triggers replay each restored row onto them.
 */
export const REBUILT_ON_RESTORE: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  user: { money: 0, score: 0 },
};

/**
 * The table of a watched controller, when `table` is the one it writes: a declared controller, or the
 * page of a designed table (`designed/product` writes `designed.product`, ADR 0022).
 */
export function isWatched(controller: string, table: string): boolean {
  if (designedTableOf(controller) === table) return true;
  return Object.hasOwn(WATCHED_CONTROLLERS, controller) && WATCHED_CONTROLLERS[controller]?.table === table;
}

/**
 * True for a table some watched controller writes: the only tables a restore or rollback touches. A
 * designed table must also be live in the designer's registry (`isLiveDesignedTable`).
 */
export function isWatchedTable(table: string): boolean {
  return (
    designedNameOf(table) !== undefined || Object.values(WATCHED_CONTROLLERS).some((w) => w.table === table)
  );
}
