import type { Database } from "@corp/db/schema";
import { type Kysely, type RawBuilder, sql } from "kysely";
import {
  type ColumnDef,
  type ConstraintDef,
  columnDef,
  constraintDef,
  indexDef,
  qualifiedName,
  type SequenceDef,
  type SiteCatalog,
  sequenceDef,
  type TableDef,
} from "./catalog-types.ts";

/**
 * Tables a backup does not carry: Kysely's own bookkeeping (the manifest carries the migration level
 * instead), and the record of the site's backups, which describes its backups store, not its content (a
 * restore keeps the target's).
 */
const UNCARRIED_TABLES = ["kysely_migration", "kysely_migration_lock", "backup_run"];

/** The site's tables: the product's and the modules' in `public`, the designer's in its schemas. */
const siteTable = (cls: string, ns: string): RawBuilder<boolean> => sql<boolean>`(
  ${sql.ref(`${cls}.relkind`)} = 'r'
  and (${sql.ref(`${ns}.nspname`)} in ('public', 'designed')
    or ${sql.ref(`${ns}.nspname`)} like ${"designed\\_archive\\_%"})
  and not (${sql.ref(`${ns}.nspname`)} = 'public' and ${sql.ref(`${cls}.relname`)} in (${sql.join(UNCARRIED_TABLES)}))
)`;

type Named = { schema: string; table: string };

function byTable<T extends Named>(rows: T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const key = `${row.schema}.${row.table}`;
    map.set(key, [...(map.get(key) ?? []), row]);
  }
  return map;
}

async function readColumns(db: Kysely<Database>): Promise<Map<string, (ColumnDef & Named)[]>> {
  const { rows } = await sql<ColumnDef & Named>`
    select n.nspname as schema, c.relname as table, a.attname as name,
      format_type(a.atttypid, a.atttypmod) as type, a.atttypid = 'bytea'::regtype as binary,
      a.attnotnull as "notNull",
      case when a.attgenerated = '' then pg_get_expr(d.adbin, d.adrelid) end as default,
      a.attidentity::text as identity,
      case when a.attgenerated <> '' then pg_get_expr(d.adbin, d.adrelid) end as generated,
      col_description(c.oid, a.attnum) as comment
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where ${siteTable("c", "n")} and a.attnum > 0 and not a.attisdropped
    order by n.nspname, c.relname, a.attnum
  `.execute(db);
  return byTable(rows.map((row) => ({ ...columnDef.parse(row), schema: row.schema, table: row.table })));
}

async function readConstraints(db: Kysely<Database>): Promise<Map<string, (ConstraintDef & Named)[]>> {
  const { rows } = await sql<ConstraintDef & Named>`
    select n.nspname as schema, c.relname as table, k.conname as name, k.contype::text as kind,
      pg_get_constraintdef(k.oid) as definition,
      to_jsonb(array(
        select a.attname::text from unnest(k.conkey) with ordinality as u(num, pos)
        join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.num order by u.pos
      )) as columns,
      case when k.contype = 'f' then rn.nspname || '.' || rc.relname end as "references",
      coalesce((
        select bool_and(not a.attnotnull) from unnest(k.conkey) as u(num)
        join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.num
      ), false) as nullable,
      k.condeferrable as deferrable
    from pg_constraint k
    join pg_class c on c.oid = k.conrelid
    join pg_namespace n on n.oid = c.relnamespace
    left join pg_class rc on rc.oid = k.confrelid
    left join pg_namespace rn on rn.oid = rc.relnamespace
    where ${siteTable("c", "n")} and k.contype in ('p', 'u', 'c', 'f', 'x')
    order by n.nspname, c.relname, k.contype, k.conname
  `.execute(db);
  return byTable(rows.map((row) => ({ ...constraintDef.parse(row), schema: row.schema, table: row.table })));
}

async function readIndexes(db: Kysely<Database>) {
  const { rows } = await sql<Named & { name: string; definition: string }>`
    select n.nspname as schema, c.relname as table, ic.relname as name,
      pg_get_indexdef(i.indexrelid) as definition
    from pg_index i
    join pg_class c on c.oid = i.indrelid
    join pg_namespace n on n.oid = c.relnamespace
    join pg_class ic on ic.oid = i.indexrelid
    where ${siteTable("c", "n")}
      and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid and k.conrelid = i.indrelid)
    order by n.nspname, c.relname, ic.relname
  `.execute(db);
  return byTable(rows.map((row) => ({ ...indexDef.parse(row), schema: row.schema, table: row.table })));
}

async function readSequences(db: Kysely<Database>): Promise<SequenceDef[]> {
  const { rows } = await sql<{
    schema: string;
    name: string;
    type: string;
    start: string;
    increment: string;
    owner_table: string | null;
    owner_column: string | null;
    identity: boolean | null;
  }>`
    select n.nspname as schema, c.relname as name, format_type(s.seqtypid, null) as type,
      s.seqstart::text as start, s.seqincrement::text as increment,
      tn.nspname || '.' || t.relname as owner_table, a.attname::text as owner_column,
      d.deptype = 'i' as identity
    from pg_sequence s
    join pg_class c on c.oid = s.seqrelid
    join pg_namespace n on n.oid = c.relnamespace
    left join pg_depend d on d.classid = 'pg_class'::regclass and d.objid = c.oid
      and d.refclassid = 'pg_class'::regclass and d.deptype in ('a', 'i')
    left join pg_class t on t.oid = d.refobjid
    left join pg_namespace tn on tn.oid = t.relnamespace
    left join pg_attribute a on a.attrelid = d.refobjid and a.attnum = d.refobjsubid
    where (n.nspname in ('public', 'designed') or n.nspname like ${"designed\\_archive\\_%"})
      and (t.oid is null or not (tn.nspname = 'public' and t.relname in (${sql.join(UNCARRIED_TABLES)})))
    order by n.nspname, c.relname
  `.execute(db);
  const sequences: SequenceDef[] = [];
  for (const row of rows) {
    sequences.push(
      sequenceDef.parse({
        schema: row.schema,
        name: row.name,
        type: row.type,
        start: row.start,
        increment: row.increment,
        next: await nextValueOf(db, row.schema, row.name, BigInt(row.increment)),
        ownedBy:
          row.owner_table && row.owner_column
            ? { table: row.owner_table, column: row.owner_column, identity: row.identity === true }
            : null,
      }),
    );
  }
  return sequences;
}

/** What `nextval` would answer, read without calling it: the last value, and whether it was handed out. */
async function nextValueOf(db: Kysely<Database>, schema: string, name: string, increment: bigint) {
  const { rows } = await sql<{ last: string; called: boolean }>`
    select last_value::text as last, is_called as called from ${sql.id(schema, name)}
  `.execute(db);
  const state = rows[0];
  if (!state) throw new Error(`sequence ${schema}.${name} has no state`);
  return (state.called ? BigInt(state.last) + increment : BigInt(state.last)).toString();
}

const withoutOwner = <T extends Named>({ schema: _s, table: _t, ...rest }: T): Omit<T, keyof Named> => rest;

/**
 * Every site table with its columns, constraints, indexes and comments, and every sequence with the
 * value it last gave, in a stable order (schema, then name). Works on PGlite and on a PostgreSQL
 * server alike: only the catalogue's tables and functions.
 */
export async function readSiteCatalog(db: Kysely<Database>): Promise<SiteCatalog> {
  const { rows } = await sql<{ schema: string; name: string; comment: string | null }>`
    select n.nspname as schema, c.relname as name, obj_description(c.oid, 'pg_class') as comment
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where ${siteTable("c", "n")}
    order by n.nspname, c.relname
  `.execute(db);
  const columns = await readColumns(db);
  const constraints = await readConstraints(db);
  const indexes = await readIndexes(db);
  const tables: TableDef[] = rows.map((row) => {
    const key = qualifiedName(row);
    return {
      schema: row.schema,
      name: row.name,
      comment: row.comment,
      columns: (columns.get(key) ?? []).map(withoutOwner),
      constraints: (constraints.get(key) ?? []).map(withoutOwner),
      indexes: (indexes.get(key) ?? []).map(withoutOwner),
    };
  });
  return { tables, sequences: await readSequences(db) };
}
