import type { Collection } from "@corp/domain/collections/collection";
import { type Kysely, sql } from "kysely";

/** A column as the live catalogue of a migrated database describes it. */
export type CatalogueColumn = { name: string; sql: string; nullable: boolean; default: string | null };
/** An index beside the primary key. */
export type CatalogueIndex = { columns: string[]; unique: boolean };

/**
 * What the catalogue says of a table: its columns, its primary key's columns, its other indexes, whether
 * a trigger runs before an insert.
 */
export type Catalogue = {
  columns: CatalogueColumn[];
  primaryKey: string[];
  indexes: CatalogueIndex[];
  insertTrigger: boolean;
  /** The content scopes its writes bump (its `bump_cache_version` triggers' argument), in order. */
  cacheScopes: string[];
};

/**
 * The columns and indexes of a table in the database's catalogue: a table of the current schema, or one
 * named with its schema (`designed.product`).
 */
export async function catalogueOf(db: Kysely<unknown>, named: string): Promise<Catalogue> {
  const [schema, table] = named.includes(".") ? named.split(".", 2) : [null, named];
  const columns = await sql<CatalogueColumn>`
    select a.attname as name, format_type(a.atttypid, a.atttypmod) as sql, not a.attnotnull as nullable,
      pg_get_expr(d.adbin, d.adrelid) as default
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace and n.nspname = coalesce(${schema}::text, current_schema())
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where c.relname = ${table} and a.attnum > 0 and not a.attisdropped
    order by a.attnum`.execute(db);
  const indexes = await sql<{ columns: string[]; unique: boolean; primary: boolean }>`
    select array(
        select a.attname from unnest(i.indkey) with ordinality k(attnum, n)
        join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum order by k.n
      )::text[] as columns, i.indisunique as unique, i.indisprimary as primary
    from pg_index i
    join pg_class c on c.oid = i.indrelid
    join pg_namespace n on n.oid = c.relnamespace and n.nspname = coalesce(${schema}::text, current_schema())
    where c.relname = ${table}`.execute(db);
  // tgtype: bit 0 row level, bit 1 before, bit 2 insert.
  const triggers = await sql<{ n: number }>`
    select count(*)::int as n from pg_trigger t
    join pg_class c on c.oid = t.tgrelid
    join pg_namespace n on n.oid = c.relnamespace and n.nspname = coalesce(${schema}::text, current_schema())
    where c.relname = ${table} and not t.tgisinternal and (t.tgtype & 7) = 7`.execute(db);
  const bumps = await sql<{ args: string }>`
    select encode(t.tgargs, 'escape') as args from pg_trigger t
    join pg_proc p on p.oid = t.tgfoid and p.proname = 'bump_cache_version'
    join pg_class c on c.oid = t.tgrelid
    join pg_namespace n on n.oid = c.relnamespace and n.nspname = coalesce(${schema}::text, current_schema())
    where c.relname = ${table}`.execute(db);
  const cacheScopes = [...new Set(bumps.rows.map((r) => r.args.split("\\000")[0] ?? ""))].sort();
  return {
    cacheScopes,
    columns: columns.rows,
    primaryKey: indexes.rows.find((i) => i.primary)?.columns ?? [],
    indexes: indexes.rows.filter((i) => !i.primary).map(({ columns, unique }) => ({ columns, unique })),
    insertTrigger: (triggers.rows[0]?.n ?? 0) > 0,
  };
}

/**
 * A default as the catalogue writes it, made comparable: casts and outer parentheses left out, and a
 * sequence's `nextval(...)` written `serial`.
 */
export function normalDefault(expression: string | null): string | undefined {
  if (expression === null) return undefined;
  if (/^nextval\(/.test(expression)) return "serial";
  let value = expression.trim();
  for (;;) {
    const next = value
      .replace(/::[a-z ]+(\(\d+(,\d+)?\))?(\[\])?$/i, "")
      .replace(/^\((.*)\)$/s, "$1")
      .trim();
    if (next === value) return value;
    value = next;
  }
}

/** Where a collection's declaration and its table in the catalogue disagree; empty when they agree. */
export function driftOf(collection: Collection, catalogue: Catalogue): string[] {
  const problems: string[] = [];
  const live = new Map(catalogue.columns.map((c) => [c.name, c]));
  if (live.size === 0) return [`${collection.table}: no such table`];
  for (const [name, field] of Object.entries(collection.fields)) {
    // A field kept outside the table (a group's grants, its members' count) has no column.
    if (!field.column) continue;
    const column = live.get(name);
    const at = `${collection.table}.${name}`;
    if (!column) {
      problems.push(`${at}: declared, not in the table`);
      continue;
    }
    if (column.sql !== field.column.sql)
      problems.push(`${at}: type ${column.sql}, declared ${field.column.sql}`);
    if (column.nullable !== field.column.nullable) {
      problems.push(`${at}: ${column.nullable ? "nullable" : "not null"}, declared otherwise`);
    }
    const liveDefault = normalDefault(column.default);
    if (liveDefault !== field.column.default) {
      problems.push(`${at}: default ${liveDefault ?? "none"}, declared ${field.column.default ?? "none"}`);
    }
    if (field.filledBy === "trigger" && !catalogue.insertTrigger)
      problems.push(`${at}: declared filled by a trigger, the table has no trigger before an insert`);
    // A nullable column without a default is filled with NULL; a trigger before an insert fills its own.
    const fills =
      liveDefault !== undefined ||
      column.nullable ||
      (field.filledBy === "trigger" && catalogue.insertTrigger);
    if (fills !== field.hasDefault) {
      problems.push(`${at}: the database ${fills ? "fills" : "does not fill"} it, declared otherwise`);
    }
  }
  for (const name of live.keys()) {
    if (!collection.fields[name]?.column)
      problems.push(`${collection.table}.${name}: in the table, not declared`);
  }
  const scopes = catalogue.cacheScopes.join(", ") || "none";
  if (scopes !== (collection.cache ?? "none"))
    problems.push(
      `${collection.table}: writes bump content scope ${scopes}, declared ${collection.cache ?? "none"}`,
    );
  const key = collection.key ?? "id";
  if (catalogue.primaryKey.join(", ") !== key)
    problems.push(`${collection.table}: primary key (${catalogue.primaryKey.join(", ")}), declared (${key})`);
  const named = (index: CatalogueIndex) => `${index.unique ? "unique " : ""}(${index.columns.join(", ")})`;
  const declared = new Set(
    (collection.indexes ?? []).map((i) => named({ columns: [...i.columns], unique: i.unique })),
  );
  const found = new Set(catalogue.indexes.map(named));
  for (const index of found)
    if (!declared.has(index)) problems.push(`${collection.table}: index ${index} not declared`);
  for (const index of declared)
    if (!found.has(index)) problems.push(`${collection.table}: index ${index} not in the table`);
  return problems;
}
