import { DESIGNED_SCHEMA } from "@corp/domain/crud-design/identifiers";
import type { DdlOp } from "@corp/domain/crud-design/plan";
import type { ColumnDefault, ColumnSpec } from "@corp/domain/crud-design/storage";
import {
  type ColumnDataType,
  type ColumnDefinitionBuilder,
  type Expression,
  type Kysely,
  type RawBuilder,
  sql,
} from "kysely";

/**
 * The designer's only way to change the database: Kysely's schema builder on the `designed` schema (and
 * the archive schemas), names from a checked design as quoted identifiers. Comments, which the builder
 * cannot write, go through `sql` with identifiers and a literal.
 */
// biome-ignore lint/suspicious/noExplicitAny: designed tables are not in the product's schema types.
type AnyDb = Kysely<any>;

const epochNow: RawBuilder<number> = sql<number>`(floor(extract(epoch from now()))::bigint)`;

function defaultExpression(value: ColumnDefault): Expression<unknown> | string | number | null {
  if (value.kind === "now") return epochNow;
  if (Array.isArray(value.value)) return sql`${sql.lit(JSON.stringify(value.value))}::jsonb`;
  return value.value;
}

const dataType = (spec: ColumnSpec) => spec.sqlType as ColumnDataType;

function columnOf(spec: ColumnSpec) {
  return (col: ColumnDefinitionBuilder) => {
    let c = col.defaultTo(defaultExpression(spec.default));
    if (!spec.nullable) c = c.notNull();
    return c;
  };
}

async function commentColumn(db: AnyDb, schema: string, table: string, column: string, text: string) {
  await sql`comment on column ${sql.id(schema, table, column)} is ${sql.lit(text)}`.execute(db);
}

async function alterColumn(db: AnyDb, table: string, column: string, from: ColumnSpec, to: ColumnSpec) {
  const alter = () => db.schema.withSchema(DESIGNED_SCHEMA).alterTable(table);
  // The old default may not convert to the new type: it goes first and the new one comes last.
  await alter()
    .alterColumn(column, (c) => c.dropDefault())
    .execute();
  if (from.sqlType !== to.sqlType)
    await alter()
      .alterColumn(column, (c) => c.setDataType(dataType(to)))
      .execute();
  if (from.nullable !== to.nullable)
    await alter()
      .alterColumn(column, (c) => (to.nullable ? c.dropNotNull() : c.setNotNull()))
      .execute();
  const initial = defaultExpression(to.default);
  if (initial !== null || to.nullable)
    await alter()
      .alterColumn(column, (c) => c.setDefault(initial))
      .execute();
}

/** Applies one op to the designed table `table` (inside the caller's transaction). */
export async function runOp(db: AnyDb, table: string, op: DdlOp): Promise<void> {
  const schema = db.schema.withSchema(DESIGNED_SCHEMA);
  switch (op.op) {
    case "createTable": {
      let create = schema.createTable(table).addColumn("id", "serial", (c) => c.primaryKey());
      for (const column of op.columns)
        create = create.addColumn(column.name, dataType(column), columnOf(column));
      await create.execute();
      await sql`comment on table ${sql.id(DESIGNED_SCHEMA, table)} is ${sql.lit(op.comment)}`.execute(db);
      for (const column of op.columns)
        await commentColumn(db, DESIGNED_SCHEMA, table, column.name, column.comment);
      return;
    }
    case "archiveTable":
      await db.schema.createSchema(op.schema).execute();
      await schema.alterTable(table).setSchema(op.schema).execute();
      return;
    case "restoreTable":
      await db.schema.withSchema(op.schema).alterTable(table).setSchema(DESIGNED_SCHEMA).execute();
      await db.schema.dropSchema(op.schema).execute();
      return;
    case "addColumn":
      await schema
        .alterTable(table)
        .addColumn(op.column.name, dataType(op.column), columnOf(op.column))
        .execute();
      await commentColumn(db, DESIGNED_SCHEMA, table, op.column.name, op.column.comment);
      return;
    case "archiveColumn":
      await schema.alterTable(table).renameColumn(op.column, op.archive).execute();
      return;
    case "restoreColumn":
      await schema.alterTable(table).renameColumn(op.archive, op.column).execute();
      return;
    case "renameColumn":
      await schema.alterTable(table).renameColumn(op.from, op.to).execute();
      return;
    case "alterColumn":
      await alterColumn(db, table, op.column, op.from, op.to);
      return;
    case "createIndex": {
      const index = schema.createIndex(op.name).on(table).column(op.column);
      await (op.unique ? index.unique() : index).execute();
      return;
    }
    case "dropIndex":
      await schema.dropIndex(op.name).execute();
      return;
    case "commentTable":
      await sql`comment on table ${sql.id(DESIGNED_SCHEMA, table)} is ${sql.lit(op.to)}`.execute(db);
      return;
    case "commentColumn":
      await commentColumn(db, DESIGNED_SCHEMA, table, op.column, op.to);
      return;
  }
}

/** Applies a migration's ops in order. */
export async function runOps(db: AnyDb, table: string, ops: readonly DdlOp[]): Promise<void> {
  for (const op of ops) await runOp(db, table, op);
}
