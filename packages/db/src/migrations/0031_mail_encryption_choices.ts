import {
  MAIL_ENCRYPTION_BEFORE_0031,
  MAIL_ENCRYPTION_CHOICES,
  MAIL_ENCRYPTION_TIP,
} from "../mail-settings.ts";
import type { MigrationDb } from "./helpers.ts";

const setChoices = (db: MigrationDb, content: object, tip: string) =>
  db
    .updateTable("config")
    .set({ content: JSON.stringify(content), tip })
    .where("name", "=", "smtp_verification")
    .execute();

/**
 * The mail encryption setting names its "nothing chosen" (issue 44): the settings page showed "SSL" for a
 * site that stored nothing, and so sent without the encryption it seemed to promise. The stored value is
 * kept.
 */
export async function up(db: MigrationDb): Promise<void> {
  await setChoices(db, MAIL_ENCRYPTION_CHOICES, MAIL_ENCRYPTION_TIP);
}

export async function down(db: MigrationDb): Promise<void> {
  await setChoices(db, MAIL_ENCRYPTION_BEFORE_0031.content, MAIL_ENCRYPTION_BEFORE_0031.tip);
}
