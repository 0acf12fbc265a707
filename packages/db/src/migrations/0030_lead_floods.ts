import { LEAD_FLOOD_SETTINGS } from "../lead-settings.ts";
import { addSettings, isSeeded, type MigrationDb, removeSettings } from "./helpers.ts";

/**
 * The lead settings against floods (issue 44, P7), in the lead settings of a site seeded earlier; a
 * database not seeded yet gets them from the seed.
 */
export async function up(db: MigrationDb): Promise<void> {
  if (await isSeeded(db)) await addSettings(db, "lead", LEAD_FLOOD_SETTINGS);
}

export async function down(db: MigrationDb): Promise<void> {
  await removeSettings(db, LEAD_FLOOD_SETTINGS);
}
