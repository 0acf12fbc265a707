import type { MigrationDb } from "./helpers.ts";

/** Password hashes are always secrets in the sensitive-data log (issue 24, N4), also in rows logged before. */
const HASH_COLUMNS = [
  ["admin", "password"],
  ["user", "password"],
] as const;

export async function up(db: MigrationDb): Promise<void> {
  for (const [table, column] of HASH_COLUMNS) {
    await db
      .updateTable("security_sensitive_data_log")
      .set({ secret: 1 })
      .where("data_table", "=", table)
      .where("data_field", "=", column)
      .execute();
  }
}

/** Nothing to undo: a hash logged as a secret stays one. */
export async function down(): Promise<void> {}
