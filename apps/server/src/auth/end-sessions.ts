import type { Database } from "@corp/db/schema";
import type { Kysely } from "kysely";

/** The tokens that make up a session, by the kind of account. */
const SESSION_TOKENS = { admin: ["admin", "admin-refresh"], user: ["user", "user-refresh"] } as const;

/**
 * Ends every session of these accounts (a new password, a disabled or deleted account), in the caller's
 * transaction: once the change is visible, their next request needs a login.
 */
export async function endSessions(
  db: Kysely<Database>,
  kind: "admin" | "user",
  ids: number[],
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .deleteFrom("token")
    .where("user_id", "in", ids)
    .where("type", "in", [...SESSION_TOKENS[kind]])
    .execute();
}
