import { sql } from "kysely";
import { epochNow, indexOn, type MigrationDb, oneOf } from "./helpers.ts";

/**
 * The module market (ADR 0021): installed modules, the migrations each one ran (so uninstalling rolls
 * back exactly those) and the admin rules each one added (so uninstalling removes exactly those).
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable("module")
    .addColumn("uid", "varchar(30)", (col) => col.primaryKey())
    .addColumn("title", "varchar(100)", (col) => col.notNull())
    .addColumn("version", "varchar(30)", (col) => col.notNull())
    .addColumn("state", "text", (col) =>
      col
        .notNull()
        .defaultTo("enable")
        .check(oneOf("state", ["enable", "disable"])),
    )
    .addColumn("manifest", "jsonb", (col) => col.notNull())
    .addColumn("install_time", "bigint", (col) => col.notNull().defaultTo(epochNow))
    .addColumn("update_time", "bigint", (col) => col.notNull().defaultTo(epochNow))
    .execute();

  await db.schema
    .createTable("module_migration")
    .addColumn("module_uid", "varchar(30)", (col) => col.notNull().references("module.uid"))
    .addColumn("name", "varchar(60)", (col) => col.notNull())
    .addColumn("execute_time", "bigint", (col) => col.notNull().defaultTo(epochNow))
    .addPrimaryKeyConstraint("module_migration_pkey", ["module_uid", "name"])
    .execute();

  await db.schema
    .createTable("module_rule")
    .addColumn("module_uid", "varchar(30)", (col) => col.notNull().references("module.uid"))
    .addColumn("rule_id", "integer", (col) => col.notNull().references("admin_rule.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("module_rule_pkey", ["module_uid", "rule_id"])
    .execute();
  await indexOn(db, "module_rule", ["rule_id"]).execute();
  await sql`comment on table module is 'Installed modules of the module market'`.execute(db);
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable("module_rule").execute();
  await db.schema.dropTable("module_migration").execute();
  await db.schema.dropTable("module").execute();
}
