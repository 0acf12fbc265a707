import { sql } from "kysely";
import { SMS_CONFIG_GROUP, SMS_SETTINGS } from "../sms-settings.ts";
import { addSettings, epochNow, indexOn, type MigrationDb, oneOf, removeSettings } from "./helpers.ts";

/** What a code is sent for (BuildAdmin's events, with the mobile counterparts). */
export const CODE_EVENTS = [
  "user_register",
  "user_retrieve_pwd",
  "user_change_email",
  "user_change_mobile",
  "user_email_verify",
  "user_mobile_verify",
] as const;

const TOKEN_TYPES = ["admin", "admin-refresh", "user", "user-refresh"];
/** A member who proved their bound email or mobile may change it for ten minutes (BuildAdmin's pass token). */
const PASS_TOKEN_TYPES = ["user-email-pass", "user-mobile-pass"];

async function allowTokenTypes(db: MigrationDb, types: string[]): Promise<void> {
  await db.schema.alterTable("token").dropConstraint("token_type_check").execute();
  await db.schema.alterTable("token").addCheckConstraint("token_type_check", oneOf("type", types)).execute();
}

/**
 * Member accounts: the admin who wrote a ledger row, the codes sent by mail or SMS, and the pass tokens
 * of a verified account. A code is kept hashed, with its tries, its expiry and when it was used; the rows
 * also count what an address or an IP asked for, so the send limits hold across server processes.
 */
export async function up(db: MigrationDb): Promise<void> {
  await allowTokenTypes(db, [...TOKEN_TYPES, ...PASS_TOKEN_TYPES]);
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
  await addSmsSettings(db);
}

/** A site seeded before this migration gets the SMS settings and their tab; a new one gets them from the seed. */
async function addSmsSettings(db: MigrationDb): Promise<void> {
  const groups = await db
    .selectFrom("config")
    .select("value")
    .where("name", "=", "config_group")
    .executeTakeFirst();
  if (!groups) return;
  const tabs = (Array.isArray(groups.value) ? groups.value : []) as { key: string }[];
  if (!tabs.some((tab) => tab.key === SMS_CONFIG_GROUP.key)) {
    await db
      .updateTable("config")
      .set({ value: JSON.stringify([...tabs, SMS_CONFIG_GROUP]) })
      .where("name", "=", "config_group")
      .execute();
  }
  await addSettings(db, SMS_CONFIG_GROUP.key, SMS_SETTINGS);
}

export async function down(db: MigrationDb): Promise<void> {
  await removeSettings(db, SMS_SETTINGS);
  await db.deleteFrom("token").where("type", "in", PASS_TOKEN_TYPES).execute();
  await allowTokenTypes(db, TOKEN_TYPES);
  await db.schema.dropTable("verification_code").execute();
  for (const table of ["user_money_log", "user_score_log"]) {
    await db.schema.alterTable(table).dropColumn("admin_id").execute();
  }
}
