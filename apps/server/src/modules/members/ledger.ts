import type { AdminContext } from "../../admin/crud/context.ts";
import type { QuickSearchVia } from "../../admin/crud/query.ts";

/** The quick search finds a ledger's rows by the member's username or nickname too. */
export const byMemberName: QuickSearchVia<"user_id"> = {
  column: "user_id",
  table: "user",
  fields: ["username", "nickname"],
};

type Names = { username: string; nickname: string; admin_name: string };

/** Adds the member's username and nickname and the writing admin's name to ledger rows. */
export async function withNames<T extends { user_id: number; admin_id: number | null }>(
  rows: T[],
  ctx: AdminContext,
): Promise<(T & Names)[]> {
  const db = ctx.services.db;
  const userIds = [...new Set(rows.map((r) => r.user_id))];
  const adminIds = [...new Set(rows.flatMap((r) => (r.admin_id === null ? [] : [r.admin_id])))];
  const [members, admins] = await Promise.all([
    userIds.length
      ? db.selectFrom("user").select(["id", "username", "nickname"]).where("id", "in", userIds).execute()
      : [],
    adminIds.length
      ? db.selectFrom("admin").select(["id", "username", "nickname"]).where("id", "in", adminIds).execute()
      : [],
  ]);
  const member = new Map(members.map((m) => [m.id, m]));
  const admin = new Map(admins.map((a) => [a.id, a.nickname || a.username]));
  return rows.map((row) => ({
    ...row,
    username: member.get(row.user_id)?.username ?? "",
    nickname: member.get(row.user_id)?.nickname ?? "",
    // A row outlives the admin who wrote it; his id is kept, his name is gone.
    admin_name: row.admin_id === null ? "" : (admin.get(row.admin_id) ?? `#${row.admin_id}`),
  }));
}
