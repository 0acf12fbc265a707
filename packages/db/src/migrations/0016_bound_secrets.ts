import { boundSecret, SECRET_DESTINATIONS, secretDestination } from "@corp/domain/secret-settings";
import type { MigrationDb } from "./helpers.ts";

/**
 * Secret settings are stored with the destination they were saved for, and sent only there (issue 24,
 * M2). A secret stored before is bound to the destination its settings name now; down unbinds them.
 */
export async function up(db: MigrationDb): Promise<void> {
  const rows = await db.selectFrom("config").select(["name", "value"]).execute();
  const settingOf = (name: string) => rows.find((row) => row.name === name)?.value;
  for (const name of Object.keys(SECRET_DESTINATIONS)) {
    const stored = settingOf(name);
    if (typeof stored !== "string" || stored === "") continue;
    const bound = { secret: stored, to: secretDestination(name, settingOf) };
    await db
      .updateTable("config")
      .set({ value: JSON.stringify(bound) })
      .where("name", "=", name)
      .execute();
  }
}

export async function down(db: MigrationDb): Promise<void> {
  const rows = await db
    .selectFrom("config")
    .select(["name", "value"])
    .where("name", "in", Object.keys(SECRET_DESTINATIONS))
    .execute();
  for (const row of rows) {
    const parsed = boundSecret.safeParse(row.value);
    if (!parsed.success) continue;
    await db
      .updateTable("config")
      .set({ value: JSON.stringify(parsed.data.secret) })
      .where("name", "=", row.name)
      .execute();
  }
}
