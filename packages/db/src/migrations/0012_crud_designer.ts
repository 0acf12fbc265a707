import { sql } from "kysely";
import { epochNow, indexOn, type MigrationDb, oneOf, withTimes } from "./helpers.ts";

/** Where the CRUD designer creates its tables, apart from the product's own in `public`. */
const DESIGNED_SCHEMA = "designed";

/**
 * The CRUD designer: a schema of its own for the tables it creates (so no design can reach a product
 * table), a registry of those tables with their live design (`crud_table`), and the schema changes
 * applied to them, each with the changes that undo it (`crud_migration`). A design log row names the
 * table it generated and, once the table is dropped, the archive its rows were moved to.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.createSchema(DESIGNED_SCHEMA).ifNotExists().execute();

  await withTimes(
    db.schema
      .createTable("crud_table")
      .addColumn("id", "serial", (col) => col.primaryKey())
      .addColumn("name", "varchar(40)", (col) => col.notNull())
      .addColumn("status", "text", (col) =>
        col
          .notNull()
          .defaultTo("active")
          .check(oneOf("status", ["active", "archived"])),
      )
      .addColumn("design", "jsonb", (col) => col.notNull())
      .addColumn("log_id", "integer", (col) => col.references("crud_log.id").onDelete("set null"))
      .addColumn("archive_schema", "varchar(63)", (col) => col.notNull().defaultTo("")),
  ).execute();
  // One live table per name; archived ones keep theirs.
  await db.schema
    .createIndex("crud_table_active_name_key")
    .on("crud_table")
    .column("name")
    .unique()
    .where(sql.ref("status"), "=", "active")
    .execute();
  await indexOn(db, "crud_table", ["log_id"]).execute();

  await db.schema
    .alterTable("crud_log")
    .addColumn("table_id", "integer", (col) => col.references("crud_table.id").onDelete("set null"))
    .execute();
  await db.schema
    .alterTable("crud_log")
    .addColumn("archive_table", "varchar(120)", (col) => col.notNull().defaultTo(""))
    .execute();
  await indexOn(db, "crud_log", ["table_id"]).execute();

  await db.schema
    .createTable("crud_migration")
    .addColumn("id", "serial", (col) => col.primaryKey())
    .addColumn("table_id", "integer", (col) => col.notNull().references("crud_table.id").onDelete("cascade"))
    .addColumn("name", "text", (col) => col.notNull().check(oneOf("name", ["create", "alter", "archive"])))
    .addColumn("up", "jsonb", (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("down", "jsonb", (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("before_log_id", "integer", (col) => col.references("crud_log.id").onDelete("set null"))
    .addColumn("log_id", "integer", (col) => col.references("crud_log.id").onDelete("set null"))
    .addColumn("status", "text", (col) =>
      col
        .notNull()
        .defaultTo("applied")
        .check(oneOf("status", ["applied", "reverted"])),
    )
    .addColumn("admin_id", "integer", (col) => col.references("admin.id").onDelete("set null"))
    .addColumn("create_time", "bigint", (col) => col.notNull().defaultTo(epochNow))
    .addColumn("revert_time", "bigint")
    .execute();
  for (const column of ["table_id", "before_log_id", "log_id", "admin_id"]) {
    await indexOn(db, "crud_migration", [column]).execute();
  }
}

/**
 * Undoes the bookkeeping. The designed tables are data: the schemas holding them are dropped only when
 * empty, so stepping down never destroys a table a designer made (it fails instead).
 */
export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable("crud_migration").execute();
  await db.schema.alterTable("crud_log").dropColumn("archive_table").execute();
  await db.schema.alterTable("crud_log").dropColumn("table_id").execute();
  await db.schema.dropTable("crud_table").execute();
  const archives = await sql<{ name: string }>`
    select nspname as name from pg_namespace where nspname like 'designed\\_archive\\_%'
  `.execute(db);
  for (const { name } of archives.rows) await db.schema.dropSchema(name).execute();
  await db.schema.dropSchema(DESIGNED_SCHEMA).execute();
}
