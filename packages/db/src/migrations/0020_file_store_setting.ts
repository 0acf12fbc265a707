import { sql } from "kysely";
import { type AddedSetting, addSettings, type MigrationDb, removeSettings } from "./helpers.ts";

/** The setting the upload group offered, which chose nothing: the store is the server's FILE_STORE. */
const UPLOAD_MODE: AddedSetting = {
  name: "upload_mode",
  title: "存储方式",
  type: "select",
  value: "local",
  content: { local: "本地存储", s3: "S3 兼容对象存储" },
};

/**
 * Where uploads are kept is set where the bucket's keys are, in the server's environment (ADR 0027);
 * the settings page no longer offers a choice that an admin could change without effect.
 */
export async function up(db: MigrationDb): Promise<void> {
  await removeSettings(db, [UPLOAD_MODE]);
}

export async function down(db: MigrationDb): Promise<void> {
  const seeded = await db
    .selectFrom("config")
    .select(sql<number>`1`.as("one"))
    .where("name", "=", "config_group")
    .executeTakeFirst();
  if (seeded) await addSettings(db, "upload", [UPLOAD_MODE]);
}
