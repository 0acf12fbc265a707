import type { Database } from "@corp/db/schema";
import type { Kysely } from "kysely";
import { maskSecrets, secretFieldNames } from "../../services/secret-mask.ts";

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

/** The one writer of admin_log: records one admin write, secrets masked, titled by its rule. */
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
