import { SEEDED_ENGLISH_TITLES } from "@corp/domain/rule-titles";
import type { MigrationDb } from "./helpers.ts";

/** The admins' and the members' rule trees: both get an English title. */
const TABLES = ["admin_rule", "user_rule"] as const;

/**
 * `title_en` on admin and member rules: the title of an entry in the English interface, null when it has
 * none (the interface then shows the title the product seeds for it, or the title). The entries the
 * product seeded get their English title from that list, so the rows and the list agree.
 */
export async function up(db: MigrationDb): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).addColumn("title_en", "varchar(100)").execute();
    for (const [name, title] of SEEDED_ENGLISH_TITLES) {
      await db
        .updateTable(table)
        .set({ title_en: title })
        .where("name", "=", name)
        .where("title_en", "is", null)
        .execute();
    }
  }
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn("title_en").execute();
}
