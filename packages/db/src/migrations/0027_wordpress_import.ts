import { importRecord } from "@corp/domain/collections/content/import-record";
import { IMPORT_RUN_STATES, IMPORTED_KINDS, importRun } from "@corp/domain/collections/content/import-run";
import { sql } from "kysely";
import { addCollectionRules, removeCollectionRules } from "../seed/admin-rules.ts";
import { epochNow, type MigrationDb, oneOf } from "./helpers.ts";

/**
 * Moving in from WordPress (issue 30): `import_run`, one row per uploaded export with its progress and
 * report (one importing at a time: a unique partial index), and `import_record`, what each WordPress
 * item became (one row per old site, kind and id: an import run again adds nothing twice); for a site
 * seeded earlier, both pages' menu entries (a new site gets them from the seed).
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable("import_run")
    .addColumn("id", "serial", (col) => col.primaryKey())
    .addColumn("file_name", "varchar(200)", (col) => col.notNull().defaultTo(""))
    .addColumn("site_url", "varchar(255)", (col) => col.notNull().defaultTo(""))
    .addColumn("status", "text", (col) =>
      col.notNull().defaultTo("previewed").check(oneOf("status", IMPORT_RUN_STATES)),
    )
    .addColumn("total", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("done", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("imported", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("skipped", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("report", "jsonb")
    .addColumn("error", "varchar(500)", (col) => col.notNull().defaultTo(""))
    .addColumn("file_key", "varchar(200)", (col) => col.notNull().defaultTo(""))
    .addColumn("media_key", "varchar(200)", (col) => col.notNull().defaultTo(""))
    // No foreign key: a restore empties and refills `admin`.
    .addColumn("admin_id", "integer")
    .addColumn("server", "varchar(100)", (col) => col.notNull().defaultTo(""))
    .addColumn("create_time", "bigint", (col) => col.notNull().defaultTo(epochNow))
    .addColumn("heartbeat_time", "bigint", (col) => col.notNull().defaultTo(epochNow))
    .addColumn("finish_time", "bigint")
    .execute();
  await sql`create unique index import_run_running_idx on import_run (status) where status = 'running'`.execute(
    db,
  );
  await sql`comment on table import_run is 'WordPress exports uploaded to be imported, with progress and report'`.execute(
    db,
  );
  await db.schema
    .createTable("import_record")
    .addColumn("id", "serial", (col) => col.primaryKey())
    .addColumn("run_id", "integer")
    .addColumn("source", "varchar(255)", (col) => col.notNull().defaultTo(""))
    .addColumn("kind", "text", (col) => col.notNull().defaultTo("post").check(oneOf("kind", IMPORTED_KINDS)))
    .addColumn("source_id", "bigint", (col) => col.notNull().defaultTo(0))
    .addColumn("title", "varchar(255)", (col) => col.notNull().defaultTo(""))
    .addColumn("target_id", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("old_url", "varchar(500)", (col) => col.notNull().defaultTo(""))
    .addColumn("new_url", "varchar(255)", (col) => col.notNull().defaultTo(""))
    .addColumn("create_time", "bigint", (col) => col.notNull().defaultTo(epochNow))
    .execute();
  await db.schema
    .createIndex("import_record_source_idx")
    .on("import_record")
    .columns(["source", "kind", "source_id"])
    .unique()
    .execute();
  await sql`comment on table import_record is 'What each imported WordPress item became'`.execute(db);
  await addCollectionRules(db, importRun);
  await addCollectionRules(db, importRecord);
}

export async function down(db: MigrationDb): Promise<void> {
  await removeCollectionRules(db, importRecord);
  await removeCollectionRules(db, importRun);
  await db.schema.dropTable("import_record").execute();
  await db.schema.dropTable("import_run").execute();
}
