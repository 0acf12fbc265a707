import type { Database } from "@corp/db/schema";
import type { Kysely } from "kysely";
import { refused } from "../../crud/errors.ts";

type TreeTable = "admin_group" | "admin_rule";

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
