import { ENGLISH_LOGO_SETTINGS, ENGLISH_SITE_NAME_SETTING } from "../english-site-settings.ts";
import { addSettings, isSeeded, type MigrationDb, removeSettings } from "./helpers.ts";

/**
 * English pages without Chinese (issue 50, item 1): an article's source and author get their English
 * (`source_en`, `author_en`, twice the Chinese length, empty until translated), and a seeded site gets the
 * settings of its English name and logos, empty (its English pages show the Chinese ones until they are
 * entered); a database not seeded yet gets them from the seed.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable("article")
    .addColumn("source_en", "varchar(200)", (col) => col.notNull().defaultTo(""))
    .execute();
  await db.schema
    .alterTable("article")
    .addColumn("author_en", "varchar(100)", (col) => col.notNull().defaultTo(""))
    .execute();
  if (await isSeeded(db)) {
    await addSettings(db, "basics", [ENGLISH_SITE_NAME_SETTING]);
    await addSettings(db, "site", ENGLISH_LOGO_SETTINGS);
  }
}

export async function down(db: MigrationDb): Promise<void> {
  await removeSettings(db, [ENGLISH_SITE_NAME_SETTING, ...ENGLISH_LOGO_SETTINGS]);
  await db.schema.alterTable("article").dropColumn("author_en").execute();
  await db.schema.alterTable("article").dropColumn("source_en").execute();
}
