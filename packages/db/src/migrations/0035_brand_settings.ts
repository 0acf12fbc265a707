import { BRAND_CONFIG_GROUP, BRAND_SETTINGS } from "../brand-settings.ts";
import { addSettingsTab, type MigrationDb, removeSettingsTab } from "./helpers.ts";

/**
 * Brand settings (issue 48, item 1): a seeded site gets the "brand" group (外观设置) with the current
 * design's values, so it looks as before; a database not seeded yet gets them from the seed.
 */
export async function up(db: MigrationDb): Promise<void> {
  await addSettingsTab(db, BRAND_CONFIG_GROUP, BRAND_SETTINGS);
}

export async function down(db: MigrationDb): Promise<void> {
  await removeSettingsTab(db, BRAND_CONFIG_GROUP.key, BRAND_SETTINGS);
}
