import { sql } from "kysely";
import { COMPANY_SETTING_COLUMNS } from "../company-settings.ts";
import { sanitizeRichHtml } from "../rich-html.ts";
import { epochNow, indexOn, type MigrationDb } from "./helpers.ts";

/** The company's contact details, moved from the site settings into the company profile (ADR 0012). */
const MOVED_SETTINGS = COMPANY_SETTING_COLUMNS;

/** Rich-text columns, sanitised from now on by every write (ADR 0012). */
const RICH_TEXT: Record<string, readonly string[]> = {
  article: ["content"],
  page: ["content"],
  page_article: ["content"],
  corp: ["content"],
};

/**
 * What the content admin needs: the company profile's contact details (one place for the footer, the
 * contact page and the about page), article tags, a search-engine title and revisions; and every stored
 * rich text run through the sanitiser as shipped with this migration.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable("corp")
    .addColumn("zipcode", "varchar(20)", (col) => col.notNull().defaultTo(""))
    .addColumn("record_number", "varchar(100)", (col) => col.notNull().defaultTo(""))
    .addColumn("qr", "varchar(255)", (col) => col.notNull().defaultTo(""))
    .addColumn("culture", "text", (col) => col.notNull().defaultTo(""))
    .execute();

  const settings = await db
    .selectFrom("config")
    .select(["name", "value"])
    .where("name", "in", Object.keys(MOVED_SETTINGS))
    .execute();
  const moved: Record<string, string> = {};
  for (const row of settings as { name: keyof typeof MOVED_SETTINGS; value: unknown }[]) {
    const value = row.value === null || row.value === undefined ? "" : String(row.value);
    if (value !== "") moved[MOVED_SETTINGS[row.name]] = value;
  }
  const main = await db
    .selectFrom("corp")
    .select("id")
    .orderBy("weigh", "desc")
    .orderBy("id")
    .executeTakeFirst();
  if (main) {
    // A value already in the profile stays; the setting fills only what the profile lacks.
    for (const [column, value] of Object.entries(moved)) {
      await db
        .updateTable("corp")
        .set({ [column]: value })
        .where("id", "=", main.id)
        .where(column, "=", "")
        .execute();
    }
  } else if (Object.keys(moved).length > 0) {
    const siteName = await db
      .selectFrom("config")
      .select("value")
      .where("name", "=", "siteName")
      .executeTakeFirst();
    await db
      .insertInto("corp")
      .values({ name: String(siteName?.value ?? "") || "-", ...moved })
      .execute();
  }
  await db.deleteFrom("config").where("name", "in", Object.keys(MOVED_SETTINGS)).execute();

  await db.schema
    .alterTable("article")
    .addColumn("seo_title", "varchar(255)", (col) => col.notNull().defaultTo(""))
    .addColumn("tags", "jsonb", (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();

  await db.schema
    .createTable("article_revision")
    .addColumn("id", "serial", (col) => col.primaryKey())
    .addColumn("article_id", "integer", (col) => col.notNull().references("article.id").onDelete("cascade"))
    // Who saved it; the admin may be deleted later, the revision stays.
    .addColumn("admin_id", "integer", (col) => col.references("admin.id").onDelete("set null"))
    .addColumn("title", "varchar(255)", (col) => col.notNull())
    // The article's editable fields as they were saved (JSON object).
    .addColumn("snapshot", "jsonb", (col) => col.notNull())
    .addColumn("create_time", "bigint", (col) => col.notNull().defaultTo(epochNow))
    .execute();
  await indexOn(db, "article_revision", ["article_id"]).execute();
  await indexOn(db, "article_revision", ["admin_id"]).execute();

  for (const [table, columns] of Object.entries(RICH_TEXT)) {
    for (const column of columns) {
      const rows = await db.selectFrom(table).select(["id", column]).where(column, "<>", "").execute();
      for (const row of rows as Record<string, unknown>[]) {
        const html = String(row[column]);
        const clean = sanitizeRichHtml(html);
        if (clean !== html)
          await db
            .updateTable(table)
            .set({ [column]: clean })
            .where("id", "=", row.id)
            .execute();
      }
    }
  }
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable("article_revision").execute();
  await db.schema.alterTable("article").dropColumn("seo_title").dropColumn("tags").execute();
  const main = await db
    .selectFrom("corp")
    .selectAll()
    .orderBy("weigh", "desc")
    .orderBy("id")
    .executeTakeFirst();
  if (main) {
    for (const [name, column] of Object.entries(MOVED_SETTINGS)) {
      await db
        .insertInto("config")
        .values({
          name,
          group: "site",
          title: name,
          type: name === "wx_qr" ? "image" : "string",
          value: sql`${JSON.stringify(String(main[column] ?? ""))}::jsonb`,
        })
        .onConflict((oc) => oc.column("name").doNothing())
        .execute();
    }
  }
  await db.schema
    .alterTable("corp")
    .dropColumn("zipcode")
    .dropColumn("record_number")
    .dropColumn("qr")
    .dropColumn("culture")
    .execute();
}
