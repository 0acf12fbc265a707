import { createReadStream } from "node:fs";
import { createInterface } from "node:readline";
import type { Database } from "@corp/db/schema";
import { type Kysely, type RawBuilder, sql } from "kysely";
import {
  type ColumnDef,
  primaryKeyOf,
  qualifiedName,
  storedColumns,
  type TableDef,
} from "./catalog-types.ts";
import { parameterOf, parseRowLine, type RowValue } from "./row-encoding.ts";

/** Parameters per statement stay well below PostgreSQL's 65535. */
const MAX_PARAMETERS = 20_000;
const MAX_ROWS = 500;

/** The lines of a table's file, one row at a time, each checked against the archive's columns. */
async function* rowsOf(path: string, table: TableDef): AsyncGenerator<RowValue[]> {
  const width = storedColumns(table).length;
  const lines = createInterface({
    input: createReadStream(path, "utf8"),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  let number = 0;
  for await (const line of lines) {
    number += 1;
    if (line !== "") yield parseRowLine(line, width, `${qualifiedName(table)}, line ${number}`);
  }
}

/** Where each of `columns` is in the archive's rows. */
function positionsIn(archived: TableDef, columns: ColumnDef[]): number[] {
  const names = storedColumns(archived).map((c) => c.name);
  return columns.map((column) => {
    const at = names.indexOf(column.name);
    if (at < 0) throw new Error(`${qualifiedName(archived)}: the archive has no column ${column.name}`);
    return at;
  });
}

function insertStatement(table: TableDef, columns: ColumnDef[], rows: unknown[][]): RawBuilder<unknown> {
  const overriding = table.columns.some((c) => c.identity === "a") ? sql` overriding system value` : sql``;
  return sql`insert into ${sql.id(table.schema, table.name)} (${sql.join(columns.map((c) => sql.id(c.name)))})${overriding}
    values ${sql.join(rows.map((row) => sql`(${sql.join(row)})`))}`;
}

/**
 * Inserts the rows of a table's file, in batches, with their ids as they were. The columns of `deferred`
 * foreign keys are written null here and filled in by `fillDeferred` once every table has its rows.
 * Returns how many rows it inserted. `table` is the target's description, `archived` the archive's (checked to have
 * the same columns, maybe in another order).
 */
export async function loadTable(
  trx: Kysely<Database>,
  table: TableDef,
  archived: TableDef,
  path: string,
  deferred: ReadonlySet<string>,
): Promise<number> {
  const columns = storedColumns(table);
  const from = positionsIn(archived, columns);
  const batch = Math.max(1, Math.min(MAX_ROWS, Math.floor(MAX_PARAMETERS / columns.length)));
  let rows: unknown[][] = [];
  let count = 0;
  const flush = async () => {
    if (rows.length === 0) return;
    await insertStatement(table, columns, rows).execute(trx);
    count += rows.length;
    rows = [];
  };
  for await (const values of rowsOf(path, archived)) {
    rows.push(
      columns.map((column, i) =>
        deferred.has(column.name) ? null : parameterOf(column, values[from[i] ?? -1] ?? null),
      ),
    );
    if (rows.length >= batch) await flush();
  }
  await flush();
  return count;
}

/**
 * Writes the values of the deferred columns of a table's rows, by primary key: the second half of
 * breaking a cycle of foreign keys (table-order.ts).
 */
export async function fillDeferred(
  trx: Kysely<Database>,
  table: TableDef,
  archived: TableDef,
  path: string,
  deferred: ReadonlySet<string>,
): Promise<void> {
  const columns = storedColumns(table);
  const key = primaryKeyOf(table);
  if (key.length === 0)
    throw new Error(`${qualifiedName(table)} has no primary key to fill its references by`);
  const names = storedColumns(archived).map((c) => c.name);
  const at = (name: string) => names.indexOf(name);
  const filled = columns.filter((c) => deferred.has(c.name));
  for await (const values of rowsOf(path, archived)) {
    if (filled.every((c) => values[at(c.name)] === null)) continue;
    const set = filled.map((c) => sql`${sql.id(c.name)} = ${parameterOf(c, values[at(c.name)] ?? null)}`);
    const where = key.map((name) => sql`${sql.id(name)} = ${values[at(name)] ?? null}`);
    await sql`update ${sql.id(table.schema, table.name)} set ${sql.join(set)}
      where ${sql.join(where, sql` and `)}`.execute(trx);
  }
}
