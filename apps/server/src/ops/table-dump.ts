import { once } from "node:events";
import { createWriteStream } from "node:fs";
import { finished } from "node:stream/promises";
import type { Database } from "@corp/db/schema";
import { type Kysely, type RawBuilder, sql } from "kysely";
import { primaryKeyOf, storedColumns, type TableDef } from "./catalog-types.ts";
import type { RowValue } from "./row-encoding.ts";

/** Rows fetched at a time: a big table streams through the file, never held whole in memory. */
const FETCH = 500;
const CURSOR = "corp_backup_rows";

/**
 * Writes every row of `table` to `path` as JSON lines (row-encoding.ts), in primary-key order, through a
 * cursor. Runs inside the backup's transaction (a cursor lives in one), whose settings fix the text of
 * every value; returns how many rows it wrote. A column of `replaced` is written as its expression.
 */
export async function dumpTable(
  trx: Kysely<Database>,
  table: TableDef,
  path: string,
  /** Columns written as another expression's text (a secret left out), by name. */
  replaced: Readonly<Record<string, RawBuilder<unknown>>> = {},
): Promise<number> {
  const columns = storedColumns(table);
  const key = primaryKeyOf(table);
  const select = sql.join(
    columns.map((c, i) => sql`${replaced[c.name] ?? sql.id(c.name)}::text as ${sql.id(`c${i}`)}`),
  );
  const order = key.length > 0 ? sql` order by ${sql.join(key.map((name) => sql.id(name)))}` : sql``;
  const out = createWriteStream(path, { flags: "wx" });
  let count = 0;
  try {
    await sql`declare ${sql.raw(CURSOR)} no scroll cursor for
      select ${select} from ${sql.id(table.schema, table.name)}${order}`.execute(trx);
    for (;;) {
      const { rows } = await sql<Record<string, RowValue>>`fetch forward ${sql.lit(FETCH)} from ${sql.raw(
        CURSOR,
      )}`.execute(trx);
      for (const row of rows) {
        const line = `${JSON.stringify(columns.map((_, i) => row[`c${i}`] ?? null))}\n`;
        // `once` rejects when the stream fails while it waits.
        if (!out.write(line)) await once(out, "drain");
      }
      if (out.errored) throw out.errored;
      count += rows.length;
      if (rows.length < FETCH) break;
    }
    await sql`close ${sql.raw(CURSOR)}`.execute(trx);
  } catch (error) {
    out.destroy();
    throw error;
  }
  out.end();
  await finished(out);
  return count;
}
