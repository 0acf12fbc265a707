import { createHash } from "node:crypto";
import type { Database } from "@corp/db/schema";
import { type Kysely, sql } from "kysely";
import type { FileStore } from "../storage/file-store.ts";

/**
 * Everything a backup must carry, in a form two sites can be compared by: every row of every table of
 * every schema (each value as PostgreSQL prints it, in UTC, rows sorted), every sequence's next value,
 * and every upload's sha256. Read through information_schema, independently of the backup's own
 * catalogue code, so a table the backup forgot shows as a difference. Kysely's bookkeeping counts by
 * its migrations' names (they ran at other times on each side); the content versions by their scopes
 * (a restore moves them forward on purpose).
 */
export type SiteSnapshot = {
  tables: Record<string, string[]>;
  sequences: Record<string, string | null>;
  files: Record<string, string>;
};

/** Columns compared, by table; the rest of a table's columns are left out. */
const ONLY: Record<string, string[]> = {
  "public.kysely_migration": ["name"],
  "public.cache_version": ["scope"],
};
const SKIPPED = new Set(["public.kysely_migration_lock"]);

export async function siteSnapshot(db: Kysely<Database>, files: FileStore): Promise<SiteSnapshot> {
  const snapshot: SiteSnapshot = { tables: {}, sequences: {}, files: {} };
  await db.transaction().execute(async (trx) => {
    await sql`set local timezone to 'UTC'`.execute(trx);
    const { rows: columns } = await sql<{ schema: string; table: string; column: string }>`
      select c.table_schema as schema, c.table_name as table, c.column_name as column
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where t.table_type = 'BASE TABLE' and c.table_schema not in ('pg_catalog', 'information_schema')
      order by c.table_schema, c.table_name, c.ordinal_position
    `.execute(trx);
    const byTable = new Map<string, string[]>();
    for (const { schema, table, column } of columns) {
      const name = `${schema}.${table}`;
      if (SKIPPED.has(name) || (ONLY[name] && !ONLY[name].includes(column))) continue;
      byTable.set(name, [...(byTable.get(name) ?? []), column]);
    }
    for (const [name, names] of byTable) {
      const [schema = "", table = ""] = name.split(".");
      const list = sql.join(names.map((column, i) => sql`${sql.id(column)}::text as ${sql.id(`c${i}`)}`));
      const { rows } = await sql<Record<string, string | null>>`
        select ${list} from ${sql.id(schema, table)}
      `.execute(trx);
      snapshot.tables[name] = rows.map((row) => JSON.stringify(names.map((_, i) => row[`c${i}`]))).sort();
    }
    const { rows: sequences } = await sql<{ schema: string; name: string; increment: string }>`
      select sequence_schema as schema, sequence_name as name, increment
      from information_schema.sequences order by 1, 2
    `.execute(trx);
    for (const { schema, name, increment } of sequences) {
      const { rows } = await sql<{ last: string; called: boolean }>`
        select last_value::text as last, is_called as called from ${sql.id(schema, name)}
      `.execute(trx);
      const state = rows[0];
      // The value it hands out next, however it got there (nextval, setval or a restart).
      snapshot.sequences[`${schema}.${name}`] = state
        ? String(state.called ? BigInt(state.last) + BigInt(increment) : BigInt(state.last))
        : null;
    }
  });
  for await (const { key } of files.list()) {
    snapshot.files[key] = createHash("sha256")
      .update(await files.read(key))
      .digest("hex");
  }
  return snapshot;
}
