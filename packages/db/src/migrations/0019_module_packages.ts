import { sql } from "kysely";
import { epochNow, type MigrationDb, oneOf } from "./helpers.ts";

/**
 * Module zips in the database (issue 26, ADR 0026): a zip uploaded and not installed yet (`uploaded`),
 * and the zip an installed module runs from (`installed`), written in the transaction of its `module`
 * row. Each server process unpacks the installed zip into its own `$DATA_DIR/modules/<uid>/` when a
 * request needs it, so a module installed through one server is served by every server sharing the
 * database. No foreign key to `module`: an uploaded zip has no module row yet.
 *
 * Modules installed before this migration have their files on the disk of the server that installed
 * them and no row here; a migration cannot read that disk, so they keep being served from that folder
 * (module-runtime.ts) until they are updated or reinstalled.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable("module_package")
    .addColumn("uid", "varchar(30)", (col) => col.notNull())
    .addColumn("stage", "text", (col) => col.notNull().check(oneOf("stage", ["uploaded", "installed"])))
    .addColumn("version", "varchar(30)", (col) => col.notNull())
    .addColumn("sha256", "varchar(64)", (col) => col.notNull().check(sql`sha256 ~ '^[0-9a-f]{64}$'`))
    .addColumn("zip", "bytea", (col) => col.notNull())
    .addColumn("create_time", "bigint", (col) => col.notNull().defaultTo(epochNow))
    .addPrimaryKeyConstraint("module_package_pkey", ["uid", "stage"])
    .execute();
  await sql`comment on table module_package is 'Module zips: uploaded, and installed (what every server unpacks)'`.execute(
    db,
  );
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable("module_package").execute();
}
