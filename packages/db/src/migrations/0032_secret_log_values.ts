import type { MigrationDb } from "./helpers.ts";

/**
 * The sensitive-data log keeps no value of a stored secret (issue 44, P8): the changes of settings
 * passwords (the mail server's, the SMS and market keys) logged before keep who and when, and lose their
 * values, so no backup of the log carries them. Nothing brings the values back.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db
    .updateTable("security_sensitive_data_log")
    .set({ before: null, after: null, secret: 1 })
    .where("data_table", "=", "config")
    .where("data_field", "=", "value")
    .where(
      "id_value",
      "in",
      // The secret settings' type when this migration was written (SECRET_CONFIG_TYPES then).
      db.selectFrom("config").select("id").where("type", "=", "password"),
    )
    .execute();
}

export async function down(): Promise<void> {}
