import type { Database } from "@corp/db/schema";
import type { Kysely } from "kysely";
import { fullUrl, suffixOf } from "../../services/upload.ts";

type AttachmentRow = { url: string; name: string; admin_id: number | null; user_id: number | null };
type Uploader = { id: number; username: string; nickname: string };

async function uploaders(db: Kysely<Database>, table: "admin" | "user", ids: number[]) {
  const rows =
    ids.length === 0
      ? []
      : await db.selectFrom(table).select(["id", "username", "nickname"]).where("id", "in", ids).execute();
  return new Map<number, Uploader>(rows.map((r) => [r.id, r]));
}

/**
 * Attachment rows as BuildAdmin's attachment page reads them: the file's `suffix` and `full_url`, and
 * who uploaded it, `admin` or `user` ({ id, username, nickname }, null for the other kind).
 */
export async function attachmentRows<R extends AttachmentRow>(
  db: Kysely<Database>,
  origin: string,
  rows: R[],
) {
  const ids = (pick: (r: R) => number | null) => [...new Set(rows.flatMap((r) => pick(r) ?? []))];
  const [admins, users] = await Promise.all([
    uploaders(
      db,
      "admin",
      ids((r) => r.admin_id),
    ),
    uploaders(
      db,
      "user",
      ids((r) => r.user_id),
    ),
  ]);
  return rows.map((row) => ({
    ...row,
    suffix: suffixOf(row.name),
    full_url: fullUrl(row.url, origin),
    admin: row.admin_id === null ? null : (admins.get(row.admin_id) ?? null),
    user: row.user_id === null ? null : (users.get(row.user_id) ?? null),
  }));
}
