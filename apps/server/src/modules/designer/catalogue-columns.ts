import type { Database } from "@corp/db/schema";
import type { CatalogueColumn } from "@corp/domain/crud-design/from-columns";
import { type Kysely, sql } from "kysely";

/**
 * The columns of a table as PostgreSQL's catalogue describes them, for a design drafted from it: a
 * product table (`public`) or a designed one. Names are compared as values, never put into SQL.
 */
export async function catalogueColumns(
  db: Kysely<Database>,
  schema: string,
  table: string,
): Promise<CatalogueColumn[]> {
  const { rows } = await sql<{
    name: string;
    type: string;
    length: number | null;
    precision: number | null;
    scale: number | null;
    nullable: boolean;
    default: string | null;
    comment: string | null;
    primary_key: boolean;
  }>`
    select c.column_name as name, c.udt_name as type, c.character_maximum_length as length,
      c.numeric_precision as precision, c.numeric_scale as scale, c.is_nullable = 'YES' as nullable,
      c.column_default as default,
      col_description(format('%I.%I', c.table_schema, c.table_name)::regclass, c.ordinal_position) as comment,
      exists (
        select 1 from information_schema.key_column_usage k
        join information_schema.table_constraints t
          on t.constraint_name = k.constraint_name and t.table_schema = k.table_schema
        where t.constraint_type = 'PRIMARY KEY' and k.table_schema = c.table_schema
          and k.table_name = c.table_name and k.column_name = c.column_name
      ) as primary_key
    from information_schema.columns c
    where c.table_schema = ${schema} and c.table_name = ${table}
    order by c.ordinal_position
  `.execute(db);
  return rows.map((r) => ({
    name: r.name,
    type: r.type,
    length: r.length === null ? null : Number(r.length),
    precision: r.precision === null ? null : Number(r.precision),
    scale: r.scale === null ? null : Number(r.scale),
    nullable: Boolean(r.nullable),
    default: r.default,
    comment: r.comment ?? "",
    primaryKey: Boolean(r.primary_key),
  }));
}
