import type { JsonValue } from "@corp/db/schema";
import { bindSecret, SECRET_DESTINATIONS } from "@corp/domain/secret-settings";
import { sealSetting } from "../services/stored-secrets.ts";
import type { TestApp } from "./test-app.ts";

/**
 * Writes site settings as the settings page saves them: each secret among them bound to the
 * destination the settings name once written (issue 24, M2), and encrypted (issue 44, P8).
 */
export async function saveSettings(t: TestApp, values: Record<string, unknown>): Promise<void> {
  const stored = await t.services.db.selectFrom("config").select(["name", "value"]).execute();
  const settingOf = (name: string) =>
    name in values ? values[name] : stored.find((r) => r.name === name)?.value;
  for (const [name, value] of Object.entries(values)) {
    const secret = Object.hasOwn(SECRET_DESTINATIONS, name) && value !== "";
    const saved = secret
      ? sealSetting(t.services.secrets, name, bindSecret(name, String(value), settingOf))
      : (value as JsonValue);
    await t.services.db
      .updateTable("config")
      .set({ value: JSON.stringify(saved) })
      .where("name", "=", name)
      .execute();
  }
}

/** A setting's value as the `config` table holds it (stored, not as the settings page answers it). */
export async function storedSetting(t: TestApp, name: string): Promise<unknown> {
  const row = await t.services.db
    .selectFrom("config")
    .select("value")
    .where("name", "=", name)
    .executeTakeFirstOrThrow();
  return row.value;
}

/** Saves settings through BuildAdmin's `POST routine.Config/edit` as the admin `token`, in `lang`; answers its envelope. */
export async function editSettingsAs(
  t: TestApp,
  token: string,
  lang: string,
  values: Record<string, unknown>,
): Promise<unknown> {
  const answer = await t.app.inject({
    method: "POST",
    url: "/admin/routine.Config/edit",
    headers: { batoken: token, "think-lang": lang },
    payload: values,
  });
  return answer.json();
}
