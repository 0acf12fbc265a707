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

/** "管理员管理-添加": the page's title and the action's, from the rule tree. */
export async function ruleTitle(db: Kysely<Database>, node: string): Promise<string> {
  const rule = await db
    .selectFrom("admin_rule as r")
    .leftJoin("admin_rule as p", "p.id", "r.pid")
    .select(["r.title", "r.type", "p.title as parentTitle"])
    .where("r.name", "=", node)
    .executeTakeFirst();
  if (!rule) return node;
  return rule.type === "button" && rule.parentTitle ? `${rule.parentTitle}-${rule.title}` : rule.title;
}

export type AdminWrite = {
  adminId: number;
  username: string;
  node: string;
  url: string;
  data: unknown;
  ip: string;
  userAgent: string;
  /** The log's title when it is not a rule's (the login). */
  title?: string;
};

/** Records one admin write in admin_log, secrets masked. */
export async function recordAdminWrite(db: Kysely<Database>, write: AdminWrite): Promise<void> {
  const [title, secrets] = await Promise.all([
    write.title ?? ruleTitle(db, write.node),
    secretFieldNames(db),
  ]);
  await db
    .insertInto("admin_log")
    .values({
      admin_id: write.adminId,
      username: write.username,
      url: write.url.slice(0, 1500),
      title: title.slice(0, 100),
      data: JSON.stringify(maskSecrets(write.data, secrets)),
      ip: write.ip.slice(0, 50),
      useragent: write.userAgent.slice(0, 255),
    })
    .execute();
}
