import type { Database } from "@corp/db/schema";
import { type Kysely, sql } from "kysely";

/**
 * What the database's own catalogue says about a table: the only source of table and column names the
 * recycle bin and the sensitive-data log put into SQL (as identifiers, never as text of a statement).
 */
export type TableColumn = { name: string; json: boolean; identityAlways: boolean };

/** A table's schema and name: `designed.product` names its schema, a bare name is of the current one. */
function located(table: string) {
  const dot = table.indexOf(".");
  return dot < 0
    ? { schema: sql<string>`current_schema()`, name: table }
    : { schema: sql<string>`${table.slice(0, dot)}::text`, name: table.slice(dot + 1) };
}

/** The writable columns of a table (`designed.product`, or of the current schema), [] when there is none. */
export async function tableColumns(db: Kysely<Database>, table: string): Promise<TableColumn[]> {
  const { schema, name } = located(table);
  const { rows } = await sql<{ name: string; data_type: string; identity_generation: string | null }>`
    select column_name as name, data_type, identity_generation
    from information_schema.columns
    where table_schema = ${schema} and table_name = ${name} and is_generated = 'NEVER'
    order by ordinal_position
  `.execute(db);
  return rows.map((r) => ({
    name: r.name,
    json: r.data_type === "json" || r.data_type === "jsonb",
    identityAlways: r.identity_generation === "ALWAYS",
  }));
}

/** A single-column foreign key that points at a table and does something when its row is deleted. */
export type Reference = {
  table: string;
  column: string;
  refColumn: string;
  onDelete: "cascade" | "set null";
};

/** The foreign keys of other tables onto `table` that delete (cascade) or empty (set null) with its rows. */
export async function referencesTo(db: Kysely<Database>, table: string): Promise<Reference[]> {
  const { schema, name } = located(table);
  const { rows } = await sql<{ child: string; column: string; ref_column: string; action: string }>`
    select child.relname as child, a.attname as column, af.attname as ref_column, c.confdeltype as action
    from pg_constraint c
    join pg_class parent on parent.oid = c.confrelid
    join pg_class child on child.oid = c.conrelid
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    join pg_attribute af on af.attrelid = c.confrelid and af.attnum = c.confkey[1]
    where c.contype = 'f' and array_length(c.conkey, 1) = 1 and c.confdeltype in ('c', 'n')
      and parent.relname = ${name} and parent.relnamespace = to_regnamespace(${schema})
    order by child.relname, a.attname
  `.execute(db);
  return rows.map((r) => ({
    table: r.child,
    column: r.column,
    refColumn: r.ref_column,
    onDelete: r.action === "c" ? "cascade" : "set null",
  }));
}
