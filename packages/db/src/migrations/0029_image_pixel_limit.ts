import { IMAGE_PIXEL_SETTING } from "../image-settings.ts";
import { addSettings, isSeeded, type MigrationDb, removeSettings } from "./helpers.ts";

/**
 * The pixel limit of pictures (issue 44, P6), in the upload settings of a site seeded earlier; a database
 * not seeded yet gets it from the seed.
 */
export async function up(db: MigrationDb): Promise<void> {
  if (await isSeeded(db)) await addSettings(db, "upload", [IMAGE_PIXEL_SETTING]);
}

export async function down(db: MigrationDb): Promise<void> {
  await removeSettings(db, [IMAGE_PIXEL_SETTING]);
}
