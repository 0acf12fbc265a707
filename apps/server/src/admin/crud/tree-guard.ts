import type { Database } from "@corp/db/schema";
import type { MessageKey } from "@corp/domain/messages";
import type { Kysely } from "kysely";
import { refused } from "./errors.ts";

export type TreeTable = "admin_group" | "admin_rule" | "category" | "menu" | "user_rule";

/** Refuses a parent that is the row itself or one of its descendants (a cycle). */
export async function assertParentAllowed(db: Kysely<Database>, table: TreeTable, id: number, pid: number) {
  if (pid === 0) return;
  const rows = await db.selectFrom(table).select(["id", "pid"]).execute();
  const parentOf = new Map(rows.map((r) => [r.id, r.pid]));
  if (!parentOf.has(pid)) throw refused("incorrectParameter");
  for (let at: number | undefined = pid, hops = 0; at && hops <= rows.length; at = parentOf.get(at), hops++) {
    if (at === id) throw refused("parentIsSelf");
  }
}

/** Refuses deleting rows whose children would be left behind. */
export async function assertNoOrphans(db: Kysely<Database>, table: TreeTable, ids: number[]) {
  const child = await db
    .selectFrom(table)
    .select("id")
    .where("pid", "in", ids)
    .where("id", "not in", ids)
    .executeTakeFirst();
  if (child) throw refused("hasChildren");
}

/**
 * Refuses a parent under which the row (with the rows below it) would reach deeper than `maxLevels`
 * levels: a top-level row is level 1. `tooDeep` names the refusal's message.
 */
export async function assertDepth(
  db: Kysely<Database>,
  table: TreeTable,
  id: number,
  pid: number,
  maxLevels: number,
  tooDeep: MessageKey = "menuTooDeep",
) {
  const rows = await db.selectFrom(table).select(["id", "pid"]).execute();
  const parentOf = new Map(rows.map((r) => [r.id, r.pid]));
  let levelsAbove = 0;
  for (let at = pid; at !== 0 && levelsAbove <= rows.length; at = parentOf.get(at) ?? 0) levelsAbove++;
  const height = (of: number, depth: number): number =>
    depth > rows.length
      ? depth
      : Math.max(
          depth,
          ...rows.filter((r) => r.pid === of && r.id !== of).map((r) => height(r.id, depth + 1)),
        );
  if (levelsAbove + (id === 0 ? 1 : height(id, 1)) > maxLevels) throw refused(tooDeep);
}

/** Refuses a rule name another rule of the same tree has (`id` is the rule being saved, 0 for a new one). */
export async function assertRuleNameFree(
  db: Kysely<Database>,
  table: "admin_rule" | "user_rule",
  name: string,
  id: number,
) {
  const taken = await db
    .selectFrom(table)
    .select("id")
    .where("name", "=", name)
    .where("id", "<>", id)
    .executeTakeFirst();
  if (taken) throw refused("ruleNameTaken");
}
