import type { Database } from "@corp/db/schema";
import { type Kysely, sql } from "kysely";

/** Bookkeeping tables of the migrator: not the product's data. */
const HIDDEN = new Set(["kysely_migration", "kysely_migration_lock"]);

/** The product tables of the public schema and their comments. */
export async function tableList(db: Kysely<Database>): Promise<{ table: string; comment: string }[]> {
  const tables = await db.introspection.getTables();
  const names = tables
    .filter((t) => !t.isView && t.schema === "public" && !HIDDEN.has(t.name))
    .map((t) => t.name);
  const comments = await tableComments(db, names);
  return names.sort().map((table) => ({ table, comment: comments.get(table) ?? "" }));
}

async function tableComments(db: Kysely<Database>, names: string[]): Promise<Map<string, string>> {
  if (names.length === 0) return new Map();
  const rows = await sql<{ name: string; comment: string | null }>`
    select c.relname as name, obj_description(c.oid, 'pg_class') as comment
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relname = any(${names})`.execute(db);
  return new Map(rows.rows.map((r) => [r.name, r.comment ?? ""]));
}

/** Whether `table` is one of the listed product tables (names never reach SQL unchecked). */
export async function knownTable(db: Kysely<Database>, table: string): Promise<boolean> {
  return (await tableList(db)).some((t) => t.table === table);
}

/** The primary key column of a known table ('' when it has none). */
export async function tablePk(db: Kysely<Database>, table: string): Promise<string> {
  const rows = await sql<{ column: string }>`
    select a.attname as column
    from pg_index i
    join pg_class c on c.oid = i.indrelid
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum = any(i.indkey)
    where i.indisprimary and n.nspname = 'public' and c.relname = ${table}
    order by a.attnum`.execute(db);
  return rows.rows[0]?.column ?? "";
}

/** Columns every CRUD table has, which the generator's `clean` option leaves out. */
const COMMON_COLUMNS = new Set(["id", "create_time", "update_time", "weigh", "status"]);

/** Column name -> comment (the name itself when there is none), in table order. */
export async function tableFields(db: Kysely<Database>, table: string, clean: boolean) {
  const rows = await sql<{ name: string; comment: string | null }>`
    select a.attname as name, col_description(c.oid, a.attnum) as comment
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relname = ${table} and a.attnum > 0 and not a.attisdropped
    order by a.attnum`.execute(db);
  const fields: Record<string, string> = {};
  for (const row of rows.rows) {
    if (clean && COMMON_COLUMNS.has(row.name)) continue;
    fields[row.name] = row.comment || row.name;
  }
  return fields;
}
