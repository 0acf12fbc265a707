import type { Database } from "@corp/db/schema";
import { type Kysely, sql } from "kysely";
import { isDesignedSchema, type TableDef } from "./catalog-types.ts";
import type { MadeTable } from "./made-table-plan.ts";

/**
 * Creating and dropping the tables made while the site runs (a module's, the designer's). A restore
 * creates them from the plans of made-table-plan.ts, whose statements are written from checked parts,
 * never from an archive's text; names are quoted identifiers.
 */

const tableId = (table: { schema: string; name: string }) => sql.id(table.schema, table.name);

/** Drops the given tables in one statement (their keys to each other go with them), and emptied archives. */
export async function dropTables(trx: Kysely<Database>, tables: TableDef[]): Promise<void> {
  if (tables.length === 0) return;
  await sql`drop table ${sql.join(tables.map(tableId))}`.execute(trx);
  const archives = new Set(
    tables.map((t) => t.schema).filter((s) => s !== "designed" && isDesignedSchema(s)),
  );
  for (const schema of archives) await sql`drop schema if exists ${sql.id(schema)}`.execute(trx);
}

/**
 * Creates the planned tables: their schemas, the sequences their serial columns draw from, the columns,
 * keys, indexes and comments.
 */
export async function createTables(trx: Kysely<Database>, tables: MadeTable[]): Promise<void> {
  for (const schema of new Set(tables.map((t) => t.schema))) {
    await sql`create schema if not exists ${sql.id(schema)}`.execute(trx);
  }
  for (const table of tables) {
    for (const s of table.sequences) {
      // Their numbers are digits only (catalog-types.ts).
      await sql`create sequence ${tableId(s)} as ${s.type}
        increment by ${sql.raw(s.increment)} start with ${sql.raw(s.start)}`.execute(trx);
    }
    await sql`create table ${tableId(table)} (${sql.join(table.columns)})`.execute(trx);
    for (const s of table.sequences) {
      await sql`alter sequence ${tableId(s)} owned by ${sql.id(table.schema, table.name, s.column)}`.execute(
        trx,
      );
    }
    for (const c of table.constraints) {
      await sql`alter table ${tableId(table)} add constraint ${sql.id(c.name)} ${c.definition}`.execute(trx);
    }
    for (const index of table.indexes) await index.execute(trx);
    if (table.comment !== null) {
      await sql`comment on table ${tableId(table)} is ${sql.lit(table.comment)}`.execute(trx);
    }
    for (const column of table.columnComments) {
      await sql`comment on column ${sql.id(table.schema, table.name, column.name)} is ${sql.lit(
        column.comment,
      )}`.execute(trx);
    }
  }
}

/** `schema.name` into its two parts (a schema name holds no dot here: public, designed...). */
export function splitName(qualified: string): [string, string] {
  const dot = qualified.indexOf(".");
  return [qualified.slice(0, dot), qualified.slice(dot + 1)];
}
