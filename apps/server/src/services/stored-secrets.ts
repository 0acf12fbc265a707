import type { Database, JsonValue } from "@corp/db/schema";
import { SECRET_CONFIG_TYPES } from "@corp/domain/collections/routine/config";
import { boundSecret, SECRET_DESTINATIONS } from "@corp/domain/secret-settings";
import type { Kysely } from "kysely";
import { AppError } from "../errors.ts";
import { isSealed, openWith, type SettingSecrets, sealedKeyId } from "./setting-secrets.ts";

/**
 * The secret settings as the `config` table holds them: a secret of SECRET_DESTINATIONS as
 * `{secret, to}` (the destination it was saved for), any other item of a secret type as its text;
 * the secret text sealed (setting-secrets.ts), or plain when it was stored before encryption.
 */
type StoredSecret = { text: string; to: string; with: (text: string) => JsonValue };

function storedSecret(value: unknown): StoredSecret | undefined {
  const bound = boundSecret.safeParse(value);
  if (bound.success) {
    const { secret, to } = bound.data;
    return secret === "" ? undefined : { text: secret, to, with: (text) => ({ secret: text, to }) };
  }
  return typeof value === "string" && value !== ""
    ? { text: value, to: "", with: (text) => text }
    : undefined;
}

/** A secret setting's value as it is stored: its text sealed under the current key (already sealed: as it is). */
export function sealSetting(secrets: SettingSecrets, name: string, value: JsonValue): JsonValue {
  const stored = storedSecret(value);
  if (!stored || isSealed(stored.text)) return value;
  return stored.with(secrets.seal(name, stored.to, stored.text));
}

/** Where a stored secret stands: none, plain (from before), sealed by the current key, by the previous, by neither. */
type SecretState = "none" | "plain" | "current" | "previous" | "unknown";

function stateOf(secrets: SettingSecrets, name: string, stored: StoredSecret | undefined): SecretState {
  if (!stored) return "none";
  if (!isSealed(stored.text)) return "plain";
  const [current, ...previous] = secrets.keys();
  if (current && openWith([current], name, stored.to, stored.text) !== undefined) return "current";
  return openWith(previous, name, stored.to, stored.text) !== undefined ? "previous" : "unknown";
}

/** The config rows that hold secrets: the secret settings, and every item of a secret type. */
function secretRows(db: Kysely<Database>) {
  return db
    .selectFrom("config")
    .select(["id", "name", "value"])
    .where((eb) =>
      eb.or([eb("name", "in", Object.keys(SECRET_DESTINATIONS)), eb("type", "in", [...SECRET_CONFIG_TYPES])]),
    )
    .orderBy("id");
}

export type ResealReport = { sealed: number; kept: number; unknown: string[] };

/**
 * Seals every secret stored in plain (from before encryption) under the current key, in one
 * transaction; with `rotate`, also those the previous key sealed (`cli.js secrets:rotate`), and then a
 * value no key opens refuses the whole with the catalogue's `secretKeyUnknown`, changing nothing.
 * Without `rotate` (a server starting) such values are left and named. Running it again changes nothing.
 */
export async function resealSecrets(
  db: Kysely<Database>,
  secrets: SettingSecrets,
  options: { rotate: boolean },
): Promise<ResealReport> {
  return db.transaction().execute(async (trx) => {
    const report: ResealReport = { sealed: 0, kept: 0, unknown: [] };
    for (const row of await secretRows(trx).forUpdate().execute()) {
      const stored = storedSecret(row.value);
      const state = stateOf(secrets, row.name, stored);
      if (!stored || state === "none") continue;
      if (state === "current") report.kept += 1;
      else if (state === "unknown") {
        if (options.rotate)
          throw new AppError({
            key: "secretKeyUnknown",
            params: { name: row.name, key: sealedKeyId(stored.text) },
          });
        report.unknown.push(row.name);
      } else if (state === "plain" || options.rotate) {
        const text = state === "plain" ? stored.text : secrets.open(row.name, stored.to, stored.text);
        await trx
          .updateTable("config")
          .set({ value: JSON.stringify(stored.with(secrets.seal(row.name, stored.to, text))) })
          .where("id", "=", row.id)
          .execute();
        report.sealed += 1;
      }
    }
    return report;
  });
}

/** The secret settings no key of this server opens (restored from another site's backup, say). */
export async function unopenedSecrets(db: Kysely<Database>, secrets: SettingSecrets): Promise<string[]> {
  const rows = await secretRows(db).execute();
  return rows
    .filter((row) => stateOf(secrets, row.name, storedSecret(row.value)) === "unknown")
    .map((r) => r.name);
}
