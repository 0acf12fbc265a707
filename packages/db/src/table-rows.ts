import { type Kysely, sql } from "kysely";

/** A table of the site's data: the product's (`public`) or one the CRUD designer made (`designed`). */
export type DataTable = {
  schema: string;
  name: string;
  /** Its primary key's columns, in key order. */
  key: string[];
  /** Its columns, in table order. */
  columns: string[];
};

/** A row as JSON values (`to_jsonb`): bigint and numeric as numbers, bytea and tsvector as text. */
export type Row = Record<string, unknown>;

/** The migrator's own bookkeeping, which is not the site's data. */
const MIGRATOR_TABLES = ["kysely_migration", "kysely_migration_lock"];

export const tableLabel = (table: Pick<DataTable, "schema" | "name">): string =>
  table.schema === "public" ? table.name : `${table.schema}.${table.name}`;

/** Every table of the site's schemas (`public`, `designed`), sorted by schema and name. */
export async function dataTables<DB>(db: Kysely<DB>): Promise<DataTable[]> {
  const { rows } = await sql<{ schema: string; name: string; key: string[] | null; columns: string[] }>`
    select n.nspname as schema, c.relname as name,
      (select array_agg(a.attname::text order by k.ord)
         from pg_constraint p
         cross join unnest(p.conkey) with ordinality as k(attnum, ord)
         join pg_attribute a on a.attrelid = p.conrelid and a.attnum = k.attnum
        where p.conrelid = c.oid and p.contype = 'p') as key,
      (select array_agg(a.attname::text order by a.attnum)
         from pg_attribute a
        where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as columns
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind = 'r' and n.nspname in ('public', 'designed')
    order by n.nspname, c.relname
  `.execute(db);
  return rows
    .filter((row) => !MIGRATOR_TABLES.includes(row.name))
    .map((row) => ({
      schema: row.schema,
      name: row.name,
      key: row.key ?? row.columns,
      columns: row.columns,
    }));
}

/** The rows of a table as JSON, ordered by its primary key. */
export async function tableRows<DB>(db: Kysely<DB>, table: DataTable): Promise<Row[]> {
  const { rows } = await sql<{ row: Row }>`
    select to_jsonb(t) as row from ${sql.table(`${table.schema}.${table.name}`)} t
    order by ${sql.join(table.key.map((column) => sql.ref(`t.${column}`)))}
  `.execute(db);
  return rows.map((r) => r.row);
}

/** A row's primary key as one text, to match a row before and after a change. */
export const rowKey = (table: DataTable, row: Row): string =>
  JSON.stringify(table.key.map((column) => row[column]));
