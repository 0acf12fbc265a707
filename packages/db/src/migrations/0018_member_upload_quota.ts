import { UPLOAD_QUOTA_SETTINGS } from "../upload-quota-settings.ts";
import { addSettings, type MigrationDb, removeSettings } from "./helpers.ts";

/**
 * A member's uploads per day, counted against a daily quota set in the upload settings (issue 24, N3).
 * A database not seeded yet gets the settings from the seed.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable("member_upload_day")
    .addColumn("user_id", "integer", (col) => col.notNull().references("user.id").onDelete("cascade"))
    .addColumn("day", "integer", (col) => col.notNull())
    .addColumn("files", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("bytes", "integer", (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("member_upload_day_pkey", ["user_id", "day"])
    .execute();
  const seeded = await db
    .selectFrom("config")
    .select("id")
    .where("name", "=", "config_group")
    .executeTakeFirst();
  if (!seeded) return;
  await addSettings(db, "upload", UPLOAD_QUOTA_SETTINGS);
}

export async function down(db: MigrationDb): Promise<void> {
  await removeSettings(db, UPLOAD_QUOTA_SETTINGS);
  await db.schema.dropTable("member_upload_day").execute();
}
