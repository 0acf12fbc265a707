import { sql } from "kysely";
import { ENGLISH_UNTRANSLATED_SETTING } from "../language-settings.ts";
import { addSettings, type MigrationDb, removeSettings } from "./helpers.ts";

/**
 * Bilingual content (issue 29): every translatable text of the content tables gets its English column,
 * `<field>_en`, empty until translated; the Chinese stays where it was. Lines and paragraphs take twice
 * the Chinese length (English takes more letters than Chinese characters), rich text is `text`. Menus,
 * categories, topics, pages and the company had an English title or name already; a page's grows to
 * twice its Chinese title's length like the others. An article's English is searched apart from its
 * Chinese: `search_vector_en` holds its words as the 'english' configuration stems them, under its own
 * GIN index, empty until the English is written (the application computes it with `articleSearchVector`).
 * The setting `english_untranslated` says whether English pages hide an item without English or show it
 * in Chinese.
 */
const ENGLISH_COLUMNS: Readonly<Record<string, readonly (readonly [string, string])[]>> = {
  article: [
    ["title_en", "varchar(400)"],
    ["summary_en", "varchar(1000)"],
    ["content_en", "text"],
    ["seo_title_en", "varchar(510)"],
    ["keywords_en", "varchar(510)"],
    ["description_en", "varchar(1000)"],
  ],
  banner: [
    ["title_en", "varchar(200)"],
    ["summary_en", "varchar(510)"],
  ],
  corp: [
    ["slogan_en", "varchar(510)"],
    ["summary_en", "varchar(2000)"],
    ["content_en", "text"],
    ["culture_en", "text"],
    ["address_en", "varchar(510)"],
  ],
  friend_link: [["title_en", "varchar(200)"]],
  page: [
    ["content_en", "text"],
    ["keywords_en", "varchar(510)"],
    ["description_en", "varchar(1000)"],
  ],
  page_article: [
    ["title_en", "varchar(400)"],
    ["content_en", "text"],
  ],
  page_meta: [
    ["title_en", "varchar(200)"],
    ["keywords_en", "varchar(510)"],
    ["description_en", "varchar(1000)"],
  ],
  topic: [["summary_en", "varchar(1000)"]],
};

export async function up(db: MigrationDb): Promise<void> {
  for (const [table, columns] of Object.entries(ENGLISH_COLUMNS)) {
    for (const [column, type] of columns) {
      await db.schema
        .alterTable(table)
        .addColumn(column, sql.raw(type), (col) => col.notNull().defaultTo(""))
        .execute();
    }
  }
  await db.schema
    .alterTable("page")
    .alterColumn("title_en", (col) => col.setDataType("varchar(200)"))
    .execute();
  await db.schema
    .alterTable("article")
    .addColumn("search_vector_en", sql`tsvector`, (col) => col.notNull().defaultTo(sql`''::tsvector`))
    .execute();
  await db.schema
    .createIndex("article_search_vector_en_idx")
    .on("article")
    .using("gin")
    .column("search_vector_en")
    .execute();
  // What English pages do with an item not yet translated; a site seeded earlier gets it here.
  const seeded = await db
    .selectFrom("config")
    .select("id")
    .where("name", "=", "config_group")
    .executeTakeFirst();
  if (seeded) await addSettings(db, "basics", [ENGLISH_UNTRANSLATED_SETTING]);
}

export async function down(db: MigrationDb): Promise<void> {
  await removeSettings(db, [ENGLISH_UNTRANSLATED_SETTING]);
  await db.schema.dropIndex("article_search_vector_en_idx").execute();
  await db.schema.alterTable("article").dropColumn("search_vector_en").execute();
  // Titles longer than the old column are cut to it rather than refused.
  await db
    .updateTable("page")
    .set((eb) => ({ title_en: eb.fn("left", [eb.ref("title_en"), eb.lit(100)]) }))
    .execute();
  await db.schema
    .alterTable("page")
    .alterColumn("title_en", (col) => col.setDataType("varchar(100)"))
    .execute();
  for (const [table, columns] of Object.entries(ENGLISH_COLUMNS)) {
    for (const [column] of columns) await db.schema.alterTable(table).dropColumn(column).execute();
  }
}
