import type { Database, JsonValue } from "@corp/db/schema";
import type { Kysely } from "kysely";

/** Field names whose values are secrets wherever they appear. */
const SECRET_NAME = /pass(word)?|pwd|token|salt|secret|api_?key|private_?key|captcha/i;
export const MASK = "***";

/** The field names marked secret by the sensitive-data rules (security_sensitive_data.data_fields). */
export async function secretFieldNames(db: Kysely<Database>): Promise<Set<string>> {
  const rows = await db.selectFrom("security_sensitive_data").select("data_fields").execute();
  const names = new Set<string>();
  for (const row of rows) {
    for (const [name, field] of Object.entries(row.data_fields ?? {})) if (field?.secret) names.add(name);
  }
  return names;
}

/** A copy of `value` with every secret field's value replaced by the mask. */
export function maskSecrets(value: unknown, secrets: ReadonlySet<string> = new Set()): JsonValue {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.map((v) => maskSecrets(v, secrets));
  if (typeof value === "object") {
    const out: Record<string, JsonValue> = {};
    for (const [key, v] of Object.entries(value)) {
      const secret = (SECRET_NAME.test(key) || secrets.has(key)) && v !== "" && v !== null && v !== undefined;
      out[key] = secret ? MASK : maskSecrets(v, secrets);
    }
    return out;
  }
  if (typeof value === "number" || typeof value === "boolean" || typeof value === "string") return value;
  return String(value);
}
