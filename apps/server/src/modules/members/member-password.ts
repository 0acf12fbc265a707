import type { Database } from "@corp/db/schema";
import type { Kysely } from "kysely";
import { hashPassword } from "../../auth/password.ts";
import { hashToken, TOKEN_TTL, type TokenStore } from "../../auth/tokens.ts";
import { nowSeconds } from "../../envelope.ts";

/** Every kind of token a member holds: sessions, refresh tokens, pass tokens of a verified address. */
const MEMBER_TOKENS = ["user", "user-refresh", "user-email-pass", "user-mobile-pass"] as const;

/**
 * Gives a member a new password and ends their sessions in the same transaction: all of them, or all but
 * the session whose access token is `keep` (a member changing their own password stays logged in here).
 */
export async function setMemberPassword(
  db: Kysely<Database>,
  userId: number,
  password: string,
  keep?: string,
): Promise<void> {
  const hash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("user")
      .set({ password: hash, login_failure: 0, update_time: nowSeconds() })
      .where("id", "=", userId)
      .execute();
    let revoke = trx.deleteFrom("token").where("user_id", "=", userId).where("type", "in", MEMBER_TOKENS);
    if (keep) revoke = revoke.where("token_hash", "<>", hashToken(keep));
    await revoke.execute();
  });
}

/** A fresh refresh token for the session kept by setMemberPassword (its old one was revoked). */
export function renewRefreshToken(tokens: TokenStore, userId: number): Promise<string> {
  return tokens.issue("user-refresh", userId, TOKEN_TTL.refresh);
}
