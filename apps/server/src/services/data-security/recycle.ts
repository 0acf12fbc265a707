import type { Database, JsonValue, RecycledDependent } from "@corp/db/schema";
import type { Kysely, Transaction } from "kysely";
import { type Actor, actorColumns } from "./actor.ts";
import { restoreDesignedRow } from "./designed-restore.ts";
import { designedNameOf } from "./designed-tables.ts";
import { DataSecurityRefusal } from "./refusal.ts";
import type { RowWriteCheck } from "./row-write.ts";
import { insertRowFromJson, rowsAsJson } from "./rows-as-json.ts";
import { referencesTo, tableColumns } from "./table-catalogue.ts";
import { isWatched, isWatchedTable, REBUILT_ON_RESTORE } from "./watched-controllers.ts";

type Trx = Transaction<Database>;
type Row = Record<string, JsonValue>;

/** How many levels of cascading deletes are followed (a page, its entries, what refers to those). */
const MAX_DEPTH = 3;

/** The enabled recycle rule of a controller's table, if any. */
async function recycleRule(trx: Trx, controller: string, table: string): Promise<number | undefined> {
  if (!isWatched(controller, table)) return undefined;
  const rule = await trx
    .selectFrom("security_data_recycle")
    .select("id")
    .where("controller", "=", controller)
    .where("data_table", "=", table)
    .where("status", "=", "enable")
    .orderBy("id")
    .executeTakeFirst();
  return rule?.id;
}

/** What deleting row `id` of `table` deletes or empties elsewhere, parents before children. */
async function dependentsOf(trx: Trx, table: string, id: number, depth = 0): Promise<RecycledDependent[]> {
  if (depth >= MAX_DEPTH) return [];
  const out: RecycledDependent[] = [];
  for (const ref of await referencesTo(trx, table)) {
    if (ref.refColumn !== "id") continue;
    if (ref.onDelete === "cascade") {
      const rows = await rowsAsJson(trx, ref.table, ref.column, [id]);
      if (rows.length === 0) continue;
      out.push({ kind: "rows", table: ref.table, rows });
      for (const row of rows) {
        if (typeof row.id === "number") out.push(...(await dependentsOf(trx, ref.table, row.id, depth + 1)));
      }
    } else {
      const rows = await rowsAsJson(trx, ref.table, ref.column, [id]);
      const ids = rows.map((r) => r.id).filter((v): v is number => typeof v === "number");
      if (ids.length > 0) out.push({ kind: "links", table: ref.table, column: ref.column, ids, value: id });
    }
  }
  return out;
}

/**
 * Keeps the rows about to be deleted in the recycle bin, in the transaction that deletes them (ADR 0016):
 * each row as it is, with what the database will delete or empty along with it. Nothing is kept unless an
 * enabled rule names the controller and it is declared in WATCHED_CONTROLLERS or is a designed table's page.
 */
export async function recycleRows(
  trx: Trx,
  actor: Actor,
  controller: string,
  table: string,
  ids: readonly number[],
): Promise<void> {
  const ruleId = await recycleRule(trx, controller, table);
  if (ruleId === undefined || ids.length === 0) return;
  for (const row of await rowsAsJson(trx, table, "id", ids)) {
    const dependents = typeof row.id === "number" ? await dependentsOf(trx, table, row.id) : [];
    await trx
      .insertInto("security_data_recycle_log")
      .values({
        ...actorColumns(actor),
        recycle_id: ruleId,
        data: JSON.stringify(row),
        dependents: JSON.stringify(dependents),
        data_table: table,
        primary_key: "id",
      })
      .execute();
  }
}

/**
 * Puts recycled rows back, each with what was deleted or emptied with it, and marks their log rows
 * restored; answers how many. `check` is asked about every row before it is written, and refuses what
 * the admin could not have written himself. A key or unique value taken since makes the insert fail
 * (23505), a row that cannot be restored at all throws DataSecurityRefusal: either way the caller's
 * transaction rolls back and nothing is overwritten or half restored.
 */
export async function restoreRows(
  trx: Trx,
  logIds: readonly number[],
  check: RowWriteCheck,
): Promise<number> {
  const logs = await trx
    .selectFrom("security_data_recycle_log")
    .select(["id", "data", "dependents", "data_table", "is_restore"])
    .where("id", "in", [...logIds])
    .orderBy("id")
    .forUpdate()
    .execute();
  const columnsOf = new Map<string, Awaited<ReturnType<typeof tableColumns>>>();
  const columns = async (table: string) => {
    let known = columnsOf.get(table);
    if (!known) {
      known = await tableColumns(trx, table);
      columnsOf.set(table, known);
    }
    return known;
  };
  for (const log of logs) {
    if (log.is_restore === 1) throw new DataSecurityRefusal("restored", log.id);
    await check({ logId: log.id, table: log.data_table, action: "add", row: log.data as Row });
    // Written by `recycleRows` above from this type; the declaration keeps the column as plain JSON.
    const dependents = (log.dependents ?? []) as RecycledDependent[];
    for (const dependent of dependents) {
      if (dependent.kind === "rows") {
        for (const row of dependent.rows)
          await check({ logId: log.id, table: dependent.table, action: "add", row });
      } else {
        await check({
          logId: log.id,
          table: dependent.table,
          action: "edit",
          ids: dependent.ids,
          field: dependent.column,
        });
      }
    }
    const known = isWatchedTable(log.data_table) ? await columns(log.data_table) : [];
    if (designedNameOf(log.data_table) !== undefined) {
      await restoreDesignedRow(trx, log, known, log.data as Row);
    } else {
      if (known.length === 0) throw new DataSecurityRefusal("tableUnknown", log.id);
      const row = { ...(log.data as Row), ...REBUILT_ON_RESTORE[log.data_table] };
      await insertRowFromJson(trx, log.data_table, known, row);
    }
    for (const dependent of dependents) await restoreDependent(trx, dependent, columns);
    await trx
      .updateTable("security_data_recycle_log")
      .set({ is_restore: 1 })
      .where("id", "=", log.id)
      .execute();
  }
  return logs.length;
}

async function restoreDependent(
  trx: Kysely<Database>,
  dependent: RecycledDependent,
  columns: (table: string) => Promise<Awaited<ReturnType<typeof tableColumns>>>,
): Promise<void> {
  // The table and column names came from the catalogue when the row was deleted; the catalogue must
  // still know them before they are used.
  const known = await columns(dependent.table);
  if (known.length === 0) return;
  if (dependent.kind === "rows") {
    for (const row of dependent.rows) await insertRowFromJson(trx, dependent.table, known, row);
    return;
  }
  if (!known.some((c) => c.name === dependent.column) || dependent.ids.length === 0) return;
  const loose = trx as unknown as Kysely<Record<string, Record<string, unknown>>>;
  // Only references still empty are set again: one set since is left as it is.
  await loose
    .updateTable(dependent.table)
    .set({ [dependent.column]: dependent.value })
    .where("id", "in", dependent.ids)
    .where(dependent.column, "is", null)
    .execute();
}
