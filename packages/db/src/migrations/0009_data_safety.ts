import { sql } from "kysely";
import { flagCheck, indexOn, type MigrationDb } from "./helpers.ts";

/**
 * Sessions as families of tokens (ADR 0017): the access and refresh tokens of one login share a
 * `family`; a refresh token, once used, is kept with its `used_time` so that a replay of it is
 * recognised and ends the whole family. Sensitive-data log rows remember whether their field was a
 * secret when they were written (ADR 0016), so the value stays masked whatever the rule says later; a
 * recycled row keeps the rows the database deleted with it and the references it emptied, so that its
 * restore brings them back too.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable("token")
    .addColumn("family", "varchar(32)")
    .addColumn("used_time", "bigint")
    .execute();
  await indexOn(db, "token", ["family"]).execute();
  await db.schema
    .alterTable("security_sensitive_data_log")
    .addColumn("secret", "smallint", (col) => col.notNull().defaultTo(0).check(flagCheck("secret")))
    .execute();
  await db.schema
    .alterTable("security_data_recycle_log")
    .addColumn("dependents", "jsonb", (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
  // Expired throttle counters are purged by their window's start.
  await indexOn(db, "rate_limit", ["window_start"]).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex("rate_limit_window_start_idx").execute();
  await db.schema.alterTable("security_data_recycle_log").dropColumn("dependents").execute();
  await db.schema.alterTable("security_sensitive_data_log").dropColumn("secret").execute();
  await db.schema.dropIndex("token_family_idx").execute();
  await db.schema.alterTable("token").dropColumn("family").dropColumn("used_time").execute();
}
