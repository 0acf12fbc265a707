import { type DataTable, dataTables, tableLabel } from "@corp/db/table-rows";
import { sql } from "kysely";
import type { Db } from "./demo-rows.ts";

/** A foreign key: `table`'s `columns` reference `references`. */
type ForeignKey = { table: string; columns: string[]; references: string; nullable: boolean };

const qualified = (t: Pick<DataTable, "schema" | "name">) => `"${t.schema}"."${t.name}"`;

/** A text as an SQL literal on one line: an E'' string when it holds a backslash or a line break. */
export function literal(value: string | null): string {
  if (value === null) return "NULL";
  if (!/[\\\n\r\t]/.test(value)) return `'${value.replaceAll("'", "''")}'`;
  const escaped = value
    .replaceAll("\\", "\\\\")
    .replaceAll("'", "''")
    .replaceAll("\n", "\\n")
    .replaceAll("\r", "\\r")
    .replaceAll("\t", "\\t");
  return `E'${escaped}'`;
}

async function foreignKeys(db: Db): Promise<ForeignKey[]> {
  const { rows } = await sql<ForeignKey>`
    select (n.nspname || '.' || c.relname) as "table", (rn.nspname || '.' || r.relname) as "references",
      (select array_agg(a.attname::text order by a.attnum) from pg_attribute a
        where a.attrelid = p.conrelid and a.attnum = any(p.conkey)) as columns,
      (select bool_and(not a.attnotnull) from pg_attribute a
        where a.attrelid = p.conrelid and a.attnum = any(p.conkey)) as nullable
    from pg_constraint p
    join pg_class c on c.oid = p.conrelid join pg_namespace n on n.oid = c.relnamespace
    join pg_class r on r.oid = p.confrelid join pg_namespace rn on rn.oid = r.relnamespace
    where p.contype = 'f'
    order by 1, 2
  `.execute(db);
  return rows;
}

/**
 * The order rows can go in with every foreign key checked: referenced tables first. A key that closes a
 * cycle (or points at its own table) must be nullable: its rows go in with it empty, and it is set after.
 */
export function insertOrder(
  tables: string[],
  keys: ForeignKey[],
): { order: string[]; deferred: ForeignKey[] } {
  const deferred = keys.filter((k) => k.table === k.references);
  const pending = new Set(tables);
  const order: string[] = [];
  const blocking = (table: string) =>
    keys.filter(
      (k) =>
        k.table === table && k.references !== table && pending.has(k.references) && !deferred.includes(k),
    );
  while (pending.size > 0) {
    const ready = [...pending].filter((t) => blocking(t).length === 0);
    const next = ready[0] ?? [...pending].find((t) => blocking(t).every((k) => k.nullable));
    if (!next)
      throw new Error(`foreign keys in a cycle of NOT NULL columns among ${[...pending].join(", ")}`);
    deferred.push(...blocking(next));
    order.push(next);
    pending.delete(next);
  }
  const missing = deferred.find((k) => !k.nullable);
  if (missing)
    throw new Error(`${missing.table}.${missing.columns.join()} references its own table, NOT NULL`);
  return { order, deferred };
}

/** The rows of a table as the text PostgreSQL reads back, ordered by primary key. */
async function textRows(db: Db, table: DataTable): Promise<Record<string, string | null>[]> {
  const { rows } = await sql<Record<string, string | null>>`
    select ${sql.join(table.columns.map((c) => sql`${sql.ref(c)}::text as ${sql.id(c)}`))}
    from ${sql.table(`${table.schema}.${table.name}`)}
    order by ${sql.join(table.key.map((c) => sql.ref(c)))}
  `.execute(db);
  return rows;
}

async function triggeredTables(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select distinct format('%I.%I', n.nspname, c.relname) as name
    from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
    where not t.tgisinternal and n.nspname in ('public', 'designed')
    order by 1
  `.execute(db);
  return rows.map((r) => r.name);
}

async function sequenceLines(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string; last: string | null }>`
    select format('%I.%I', schemaname, sequencename) as name, last_value::text as last
    from pg_sequences where schemaname in ('public', 'designed') order by 1
  `.execute(db);
  return rows.map((r) => `select setval(${literal(r.name)}, ${r.last ?? 1}, ${r.last !== null});`);
}

/**
 * The database as fixture lines: the run-time tables' DDL as the site ran it, the tables' own triggers off,
 * the rows migrating an empty database wrote (`migrated`, tables named `schema.table`) taken out again,
 * every row in an order its foreign keys accept, the keys that wait for a later row, the sequences where
 * the site left them, and the triggers on again.
 */
export async function dumpFixture(
  db: Db,
  ddl: readonly string[],
  migrated: readonly string[],
): Promise<string[]> {
  const tables = await dataTables(db);
  const byName = new Map(tables.map((t) => [`${t.schema}.${t.name}`, t]));
  const { order, deferred } = insertOrder([...byName.keys()], await foreignKeys(db));
  const triggered = await triggeredTables(db);
  const lines: string[] = [
    "-- Tables the site made at run time, as it made them",
    ...ddl.map((s) => `${s};`),
  ];
  lines.push(
    "",
    "-- The tables' own triggers off: rows go in as they were stored (ledger balances, content versions)",
  );
  lines.push(...triggered.map((t) => `alter table ${t} disable trigger user;`));
  if (migrated.length > 0) {
    lines.push("", "-- What the migrations wrote into the empty database, replaced by the site's rows");
    lines.push(
      ...migrated.map((name) => `delete from ${qualified(byName.get(name) ?? { schema: "public", name })};`),
    );
  }
  const later: string[] = [];
  for (const name of order) {
    const table = byName.get(name);
    if (!table) continue;
    const rows = await textRows(db, table);
    if (rows.length === 0) continue;
    const waits = deferred.filter((k) => k.table === name).flatMap((k) => k.columns);
    lines.push("", `-- ${tableLabel(table)}: ${rows.length} rows`);
    const columns = table.columns.map((c) => `"${c}"`).join(", ");
    for (const row of rows) {
      const values = table.columns.map((c) => (waits.includes(c) ? "NULL" : literal(row[c] ?? null)));
      lines.push(`insert into ${qualified(table)} (${columns}) values (${values.join(", ")});`);
      const set = waits.filter((c) => row[c] !== null).map((c) => `"${c}" = ${literal(row[c] ?? null)}`);
      if (set.length === 0) continue;
      const where = table.key.map((c) => `"${c}" = ${literal(row[c] ?? null)}`).join(" and ");
      later.push(`update ${qualified(table)} set ${set.join(", ")} where ${where};`);
    }
  }
  if (later.length > 0) lines.push("", "-- References to rows that came later", ...later);
  lines.push("", "-- Sequences where the site left them", ...(await sequenceLines(db)));
  lines.push("", "-- Triggers on again", ...triggered.map((t) => `alter table ${t} enable trigger user;`));
  return lines;
}

/** The tables (`schema.table`) that hold rows: after migrating an empty database, those the migrations wrote. */
export async function tablesWithRows(db: Db): Promise<string[]> {
  const found: string[] = [];
  for (const table of await dataTables(db)) {
    const { rows } = await sql<{ one: number }>`
      select 1 as one from ${sql.table(`${table.schema}.${table.name}`)} limit 1
    `.execute(db);
    if (rows.length > 0) found.push(`${table.schema}.${table.name}`);
  }
  return found;
}
