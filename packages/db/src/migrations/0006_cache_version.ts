import { epochNow, type MigrationDb } from "./helpers.ts";

/**
 * One counter per content scope, bumped in the same transaction as the content it covers. Every server
 * process folds these counters into the ETags of public answers, so an edit made through one process
 * invalidates what the others serve.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable("cache_version")
    .addColumn("scope", "varchar(30)", (col) => col.primaryKey())
    .addColumn("version", "bigint", (col) => col.notNull().defaultTo(0))
    .addColumn("update_time", "bigint", (col) => col.notNull().defaultTo(epochNow))
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable("cache_version").execute();
}
