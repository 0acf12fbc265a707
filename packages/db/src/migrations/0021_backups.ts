import { backupRun } from "@corp/domain/collections/routine/backup-run";
import { sql } from "kysely";
import { BACKUP_CONFIG_GROUP, BACKUP_SETTINGS } from "../backup-settings.ts";
import { addCollectionRules } from "../seed/admin-rules.ts";
import {
  addSettings,
  addSettingsGroup,
  epochNow,
  type MigrationDb,
  oneOf,
  removeSettings,
  removeSettingsGroup,
} from "./helpers.ts";

/**
 * Scheduled backups (issue 27): `backup_run`, one row per backup, claimed by inserting it (one row per
 * scheduled moment, one running at a time, both unique partial indexes), the "backup" settings group,
 * and the page's menu entry with its buttons for a site seeded earlier (a new site gets both from the
 * seed).
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable("backup_run")
    .addColumn("id", "serial", (col) => col.primaryKey())
    .addColumn("trigger", "text", (col) =>
      col
        .notNull()
        .defaultTo("manual")
        .check(oneOf("trigger", ["schedule", "manual"])),
    )
    .addColumn("slot", "varchar(40)", (col) => col.notNull().defaultTo(""))
    .addColumn("status", "text", (col) =>
      col
        .notNull()
        .defaultTo("running")
        .check(oneOf("status", ["running", "success", "failed"])),
    )
    .addColumn("file_key", "varchar(200)", (col) => col.notNull().defaultTo(""))
    .addColumn("size", "bigint", (col) => col.notNull().defaultTo(0))
    .addColumn("rows", "bigint", (col) => col.notNull().defaultTo(0))
    .addColumn("files", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("error", "varchar(500)", (col) => col.notNull().defaultTo(""))
    // No foreign key: a restore empties and refills `admin`, and keeps this table as it is.
    .addColumn("admin_id", "integer")
    .addColumn("server", "varchar(100)", (col) => col.notNull().defaultTo(""))
    .addColumn("create_time", "bigint", (col) => col.notNull().defaultTo(epochNow))
    .addColumn("heartbeat_time", "bigint", (col) => col.notNull().defaultTo(epochNow))
    .addColumn("finish_time", "bigint")
    .execute();
  await sql`create unique index backup_run_slot_idx on backup_run (slot) where slot <> ''`.execute(db);
  await sql`create unique index backup_run_running_idx on backup_run (status) where status = 'running'`.execute(
    db,
  );
  await sql`comment on table backup_run is 'Backups of the site: one row per run, the archive in the backups store'`.execute(
    db,
  );
  await addSettingsGroup(db, BACKUP_CONFIG_GROUP);
  const seeded = await db
    .selectFrom("config")
    .select("id")
    .where("name", "=", "config_group")
    .executeTakeFirst();
  if (seeded) await addSettings(db, BACKUP_CONFIG_GROUP.key, BACKUP_SETTINGS);
  await addCollectionRules(db, backupRun);
}

export async function down(db: MigrationDb): Promise<void> {
  await db
    .deleteFrom("admin_rule")
    .where((eb) => eb.or([eb("name", "=", backupRun.node), eb("name", "like", `${backupRun.node}/%`)]))
    .execute();
  await removeSettings(db, BACKUP_SETTINGS);
  await removeSettingsGroup(db, BACKUP_CONFIG_GROUP.key);
  await db.schema.dropTable("backup_run").execute();
}
