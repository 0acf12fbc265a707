import type { Database, JsonValue } from "@corp/db/schema";
import { type Kysely, sql } from "kysely";
import type { TableColumn } from "./table-catalogue.ts";

type Row = Record<string, JsonValue>;

/** Rows of `table` whose `column` is one of `values`, each as the JSON of the whole row (every type kept). */
export async function rowsAsJson(
  db: Kysely<Database>,
  table: string,
  column: string,
  values: readonly (number | string)[],
): Promise<Row[]> {
  if (values.length === 0) return [];
  const { rows } = await sql<{ row: Row }>`
    select to_jsonb(t) as row from ${sql.table(table)} as t
    where ${sql.ref(`t.${column}`)} in (${sql.join(values)})
    order by ${sql.ref(`t.${column}`)}
  `.execute(db);
  return rows.map((r) => (typeof r.row === "string" ? (JSON.parse(r.row) as Row) : r.row));
}

/**
 * Puts a row back from its JSON, every column converted by PostgreSQL itself (`jsonb_populate_record`),
 * only the columns the table still has. A taken key or unique value fails (23505) and overwrites nothing.
 */
export async function insertRowFromJson(
  db: Kysely<Database>,
  table: string,
  columns: readonly TableColumn[],
  row: Row,
): Promise<void> {
  const present = columns.filter((c) => Object.hasOwn(row, c.name));
  if (present.length === 0) return;
  const names = sql.join(present.map((c) => sql.ref(c.name)));
  const overriding = present.some((c) => c.identityAlways) ? sql`overriding system value` : sql``;
  await sql`
    insert into ${sql.table(table)} (${names}) ${overriding}
    select ${names} from jsonb_populate_record(null::${sql.table(table)}, ${JSON.stringify(row)}::jsonb)
  `.execute(db);
}

/**
 * Sets one column of one row from the text a log kept of it (`column::text`), converted by PostgreSQL:
 * JSON columns from the JSON text, the others by their type's input function; null stays null.
 */
export async function setColumnFromText(
  db: Kysely<Database>,
  table: string,
  column: TableColumn,
  id: number,
  text: string | null,
): Promise<void> {
  const value =
    text === null ? sql`'null'::jsonb` : column.json ? sql`${text}::jsonb` : sql`to_jsonb(${text}::text)`;
  await sql`
    update ${sql.table(table)} set ${sql.ref(column.name)} =
      (jsonb_populate_record(null::${sql.table(table)}, jsonb_build_object(${column.name}::text, ${value}))).${sql.ref(column.name)}
    where id = ${id}
  `.execute(db);
}

/** One column of rows as the log keeps it: its text (`column::text`), null for SQL null. */
export async function columnTexts(
  db: Kysely<Database>,
  table: string,
  fields: readonly string[],
  ids: readonly number[],
): Promise<Map<number, Record<string, string | null>>> {
  const out = new Map<number, Record<string, string | null>>();
  if (ids.length === 0 || fields.length === 0) return out;
  const { rows } = await sql<Record<string, string | null> & { id: number }>`
    select id, ${sql.join(fields.map((f) => sql`${sql.ref(f)}::text as ${sql.ref(f)}`))}
    from ${sql.table(table)} where id in (${sql.join([...ids])})
  `.execute(db);
  for (const { id, ...values } of rows) out.set(Number(id), values);
  return out;
}
