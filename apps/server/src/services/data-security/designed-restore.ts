import type { Database, JsonValue } from "@corp/db/schema";
import type { Transaction } from "kysely";
import { isLiveDesignedTable } from "./designed-tables.ts";
import { DataSecurityRefusal } from "./refusal.ts";
import { insertRowFromJson } from "./rows-as-json.ts";
import type { TableColumn } from "./table-catalogue.ts";

type Row = Record<string, JsonValue>;

/** Errors of a value the column no longer takes: a data exception (22...), a null it refuses, a failed check. */
const doesNotFit = (error: unknown) => {
  const code = typeof error === "object" && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === "string" && (code.startsWith("22") || code === "23502" || code === "23514");
};

/**
 * Puts a recycled row of a designed table back (ADR 0022). Its design may have changed since the row was
 * deleted, or the table been dropped: a row is restored only into a live table that still has every one
 * of its columns and takes every value, else the restore is refused with what stands in the way. A key
 * or unique value taken since fails as for any table (23505).
 */
export async function restoreDesignedRow(
  trx: Transaction<Database>,
  log: { id: number; data_table: string },
  columns: readonly TableColumn[],
  row: Row,
): Promise<void> {
  const table = log.data_table;
  if (!(await isLiveDesignedTable(trx, table)))
    throw new DataSecurityRefusal("tableDropped", log.id, { table });
  const missing = Object.keys(row).filter((name) => !columns.some((c) => c.name === name));
  if (missing.length > 0) {
    throw new DataSecurityRefusal("rowDoesNotFit", log.id, { table, columns: missing.join(", ") });
  }
  try {
    await insertRowFromJson(trx, table, columns, row);
  } catch (error) {
    if (doesNotFit(error)) throw new DataSecurityRefusal("valuesDoNotFit", log.id, { table });
    throw error;
  }
}
