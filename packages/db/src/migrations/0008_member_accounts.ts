import { sql } from "kysely";
import { epochNow, indexOn, type MigrationDb, oneOf } from "./helpers.ts";

/** What a code is sent for (BuildAdmin's events, with the mobile counterparts). */
export const CODE_EVENTS = [
  "user_register",
  "user_retrieve_pwd",
  "user_change_email",
  "user_change_mobile",
  "user_email_verify",
  "user_mobile_verify",
] as const;

/**
 * Member accounts: the admin who wrote a ledger row, and the codes sent by mail or SMS. A code is kept
 * hashed, with its tries, its expiry and when it was used; the rows also count what an address or an IP
 * asked for, so the send limits hold across server processes.
 */
export async function up(db: MigrationDb): Promise<void> {
  for (const table of ["user_money_log", "user_score_log"]) {
    // No foreign key: a ledger row is never updated, and it must outlive the admin who wrote it.
    await db.schema.alterTable(table).addColumn("admin_id", "integer").execute();
  }

  await db.schema
    .createTable("verification_code")
    .addColumn("id", "bigserial", (col) => col.primaryKey())
    .addColumn("channel", "text", (col) => col.notNull().check(oneOf("channel", ["email", "mobile"])))
    .addColumn("address", "varchar(100)", (col) => col.notNull())
    .addColumn("event", "text", (col) => col.notNull().check(oneOf("event", CODE_EVENTS)))
    .addColumn("code_hash", "varchar(64)", (col) => col.notNull())
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0).check(sql`attempts >= 0`))
    .addColumn("ip", "varchar(50)", (col) => col.notNull().defaultTo(""))
    .addColumn("create_time", "bigint", (col) => col.notNull().defaultTo(epochNow))
    .addColumn("expire_time", "bigint", (col) => col.notNull())
    .addColumn("used_time", "bigint")
    .execute();
  await indexOn(db, "verification_code", ["address", "event", "create_time"]).execute();
  await indexOn(db, "verification_code", ["ip", "create_time"]).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable("verification_code").execute();
  for (const table of ["user_money_log", "user_score_log"]) {
    await db.schema.alterTable(table).dropColumn("admin_id").execute();
  }
}
