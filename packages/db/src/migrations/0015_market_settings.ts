import { MARKET_CONFIG_GROUP, MARKET_SETTINGS } from "../market-settings.ts";
import { addSettings, type MigrationDb, removeSettings } from "./helpers.ts";

/**
 * The module market's settings (its address and the account token) in a "market" group of the site
 * settings. A database not seeded yet gets them from the seed.
 */
export async function up(db: MigrationDb): Promise<void> {
  const groups = await db
    .selectFrom("config")
    .select("value")
    .where("name", "=", "config_group")
    .executeTakeFirst();
  if (!groups) return;
  const tabs = (Array.isArray(groups.value) ? groups.value : []) as { key: string }[];
  if (!tabs.some((tab) => tab.key === MARKET_CONFIG_GROUP.key)) {
    await db
      .updateTable("config")
      .set({ value: JSON.stringify([...tabs, MARKET_CONFIG_GROUP]) })
      .where("name", "=", "config_group")
      .execute();
  }
  await addSettings(db, MARKET_CONFIG_GROUP.key, MARKET_SETTINGS);
}

export async function down(db: MigrationDb): Promise<void> {
  await removeSettings(db, MARKET_SETTINGS);
  const groups = await db
    .selectFrom("config")
    .select("value")
    .where("name", "=", "config_group")
    .executeTakeFirst();
  if (!groups || !Array.isArray(groups.value)) return;
  const tabs = (groups.value as { key: string }[]).filter((tab) => tab.key !== MARKET_CONFIG_GROUP.key);
  await db
    .updateTable("config")
    .set({ value: JSON.stringify(tabs) })
    .where("name", "=", "config_group")
    .execute();
}
