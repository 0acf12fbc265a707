import { REGISTER_MODE_SETTING } from "../register-settings.ts";
import { SMS_DRIVER_CHOICES, SMS_SETTINGS, TENCENT_SMS_SETTINGS } from "../sms-settings.ts";
import { addSettings, type MigrationDb, oneOf, removeSettings } from "./helpers.ts";

async function allowMemberStatuses(db: MigrationDb, statuses: string[]): Promise<void> {
  await db.schema.alterTable("user").dropConstraint("user_status_check").execute();
  await db.schema
    .alterTable("user")
    .addCheckConstraint("user_status_check", oneOf("status", statuses))
    .execute();
}

const setDriverChoices = (db: MigrationDb, content: object) =>
  db
    .updateTable("config")
    .set({ content: JSON.stringify(content) })
    .where("name", "=", "sms_driver")
    .execute();

/**
 * Registration modes (ADR 0028): a member may wait for the administrator's approval (`pending`), and the
 * setting `user_register_mode` says what a registration asks for; Tencent Cloud sends text messages beside
 * Alibaba Cloud. A site seeded earlier gets the settings here (placed after `user_register`), a new one
 * from the seed.
 */
export async function up(db: MigrationDb): Promise<void> {
  await allowMemberStatuses(db, ["enable", "disable", "pending"]);
  const seeded = await db
    .selectFrom("config")
    .select("id")
    .where("name", "=", "config_group")
    .executeTakeFirst();
  if (!seeded) return;
  await addSettings(db, "basics", [REGISTER_MODE_SETTING]);
  const register = await db
    .selectFrom("config")
    .select("weigh")
    .where("name", "=", "user_register")
    .executeTakeFirst();
  if (register)
    await db
      .updateTable("config")
      .set({ weigh: Number(register.weigh) - 5 })
      .where("name", "=", REGISTER_MODE_SETTING.name)
      .execute();
  await setDriverChoices(db, SMS_DRIVER_CHOICES);
  await addSettings(db, "sms", TENCENT_SMS_SETTINGS);
}

export async function down(db: MigrationDb): Promise<void> {
  await removeSettings(db, [...TENCENT_SMS_SETTINGS, REGISTER_MODE_SETTING]);
  const [driver] = SMS_SETTINGS;
  await setDriverChoices(db, driver.content);
  await db
    .updateTable("config")
    .set({ value: JSON.stringify("") })
    .where("name", "=", "sms_driver")
    .where("value", "=", JSON.stringify("tencent"))
    .execute();
  // A member still waiting is not let in by going back: he stays out, disabled.
  await db.updateTable("user").set({ status: "disable" }).where("status", "=", "pending").execute();
  await allowMemberStatuses(db, ["enable", "disable"]);
}
