import type { Database } from "@corp/db/schema";
import { type TableDesign, tableDesign } from "@corp/domain/crud-design/design-schema";
import { DESIGNED_SCHEMA } from "@corp/domain/crud-design/identifiers";
import { type Kysely, sql } from "kysely";

type Db = Kysely<Database>;

/** A table the designer created, with its design parsed. */
export type DesignedTable = {
  id: number;
  name: string;
  status: "active" | "archived";
  design: TableDesign;
  logId: number | null;
  archiveSchema: string;
};

const COLUMNS = ["id", "name", "status", "design", "log_id", "archive_schema"] as const;

function toDesigned(row: {
  id: number;
  name: string;
  status: "active" | "archived";
  design: unknown;
  log_id: number | null;
  archive_schema: string;
}): DesignedTable {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    design: tableDesign.parse(row.design),
    logId: row.log_id,
    archiveSchema: row.archive_schema,
  };
}

/** The live table of that name, if the designer made one. */
export async function liveTable(db: Db, name: string, lock = false): Promise<DesignedTable | undefined> {
  let query = db
    .selectFrom("crud_table")
    .select(COLUMNS)
    .where("name", "=", name)
    .where("status", "=", "active");
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row ? toDesigned(row) : undefined;
}

export async function designedTableById(
  db: Db,
  id: number,
  lock = false,
): Promise<DesignedTable | undefined> {
  let query = db.selectFrom("crud_table").select(COLUMNS).where("id", "=", id);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row ? toDesigned(row) : undefined;
}

/** The product's own tables, from the catalogue: the designer never creates, changes or drops these. */
export async function productTableNames(db: Db): Promise<Set<string>> {
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables where table_schema = 'public'
  `.execute(db);
  return new Set(rows.map((r) => r.name));
}

/** Whether the designed schema holds a table of that name (whatever the registry says). */
export async function designedTableExists(db: Db, name: string): Promise<boolean> {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from information_schema.tables
    where table_schema = ${DESIGNED_SCHEMA} and table_name = ${name}
  `.execute(db);
  return (rows[0]?.n ?? 0) > 0;
}

/**
 * Which of `names` a relation (table, index, sequence, view) or a type of the designed schema already
 * holds: PostgreSQL refuses a table or an index under any of them.
 */
export async function takenDesignedNames(db: Db, names: readonly string[]): Promise<string[]> {
  if (names.length === 0) return [];
  const { rows } = await sql<{ name: string }>`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = ${DESIGNED_SCHEMA} and c.relname in (${sql.join(names)})
    union
    select t.typname as name from pg_type t join pg_namespace n on n.oid = t.typnamespace
    where n.nspname = ${DESIGNED_SCHEMA} and t.typname in (${sql.join(names)})
  `.execute(db);
  const taken = new Set(rows.map((r) => r.name));
  return names.filter((name) => taken.has(name));
}

/** The next id of crud_migration, taken before the row is written (it names the archived columns). */
export async function nextMigrationId(db: Db): Promise<number> {
  const { rows } = await sql<{ id: number }>`
    select nextval(pg_get_serial_sequence('crud_migration', 'id'))::int as id
  `.execute(db);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error("no migration id");
  return id;
}

/** The design a log row holds: its table settings and its fields. */
export function designOfLog(row: { table: unknown; fields: unknown }): TableDesign {
  return tableDesign.parse({ ...(row.table as object), fields: row.fields });
}

/** How a design is split over a log row's `table` and `fields`, as BuildAdmin keeps it. */
export function logColumnsOf(design: TableDesign) {
  const { fields, ...table } = design;
  return { table_name: design.name, comment: design.title, table, fields };
}
