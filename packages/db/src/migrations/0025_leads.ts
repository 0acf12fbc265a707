import { lead } from "@corp/domain/collections/content/lead";
import { sql } from "kysely";
import { LEAD_CONFIG_GROUP, LEAD_SETTINGS } from "../lead-settings.ts";
import { addCollectionRules, removeCollectionRules } from "../seed/admin-rules.ts";
import {
  addSettingsTab,
  flagCheck,
  indexOn,
  type MigrationDb,
  oneOf,
  removeSettingsTab,
  withTimes,
} from "./helpers.ts";

/**
 * Leads (issue 32): `lead`, one row per visitor's send of the lead form, stored once per fill of the form
 * (its `submit_key`, unique); the "lead" settings group; and, for a site seeded earlier, the inbox page
 * under 内容管理 with its buttons (a new site gets both from the seed). No content-version trigger: no
 * public answer shows the table.
 */
export async function up(db: MigrationDb): Promise<void> {
  await withTimes(
    db.schema
      .createTable("lead")
      .addColumn("id", "serial", (col) => col.primaryKey())
      .addColumn("status", "text", (col) =>
        col
          .notNull()
          .defaultTo("new")
          .check(oneOf("status", ["new", "handled", "spam"])),
      )
      .addColumn("name", "varchar(50)", (col) => col.notNull().defaultTo(""))
      .addColumn("mobile", "varchar(30)", (col) => col.notNull().defaultTo(""))
      .addColumn("email", "varchar(100)", (col) => col.notNull().defaultTo(""))
      .addColumn("company", "varchar(100)", (col) => col.notNull().defaultTo(""))
      .addColumn("subject", "varchar(200)", (col) => col.notNull().defaultTo(""))
      .addColumn("message", "varchar(2000)", (col) => col.notNull().defaultTo(""))
      .addColumn("consent", "smallint", (col) => col.notNull().defaultTo(0).check(flagCheck("consent")))
      .addColumn("page", "varchar(255)", (col) => col.notNull().defaultTo(""))
      .addColumn("ip", "varchar(50)", (col) => col.notNull().defaultTo(""))
      .addColumn("useragent", "varchar(255)", (col) => col.notNull().defaultTo(""))
      .addColumn("assignee_id", "integer", (col) => col.references("admin.id").onDelete("set null"))
      .addColumn("remark", "varchar(500)", (col) => col.notNull().defaultTo(""))
      .addColumn("submit_key", "varchar(64)", (col) => col.notNull()),
  ).execute();
  await sql`create unique index lead_submit_key_idx on lead (submit_key)`.execute(db);
  await indexOn(db, "lead", ["status"]).execute();
  await indexOn(db, "lead", ["create_time"]).execute();
  await indexOn(db, "lead", ["assignee_id"]).execute();
  await sql`comment on table lead is 'Leads visitors sent with the lead form, once per fill of the form'`.execute(
    db,
  );
  await addSettingsTab(db, LEAD_CONFIG_GROUP, LEAD_SETTINGS);
  await addCollectionRules(db, lead);
}

export async function down(db: MigrationDb): Promise<void> {
  await removeCollectionRules(db, lead);
  await removeSettingsTab(db, LEAD_CONFIG_GROUP.key, LEAD_SETTINGS);
  await db.schema.dropTable("lead").execute();
}
