import { createHash, randomBytes } from "node:crypto";
import type { Database, TokenType } from "@corp/db/schema";
import type { Kysely } from "kysely";
import { nowSeconds } from "../envelope.ts";

export type { TokenType };

/** Lifetimes in seconds. Access tokens are short; refresh tokens last a week, or a month with "keep". */
export const TOKEN_TTL = {
  access: 2 * 60 * 60,
  refresh: 7 * 24 * 60 * 60,
  refreshKeep: 30 * 24 * 60 * 60,
} as const;

export const hashToken = (token: string): string => createHash("sha256").update(token).digest("hex");

const newTokenValue = (): string => randomBytes(32).toString("base64url");

export type TokenLookup =
  | { state: "valid"; userId: number; expireTime: number }
  | { state: "expired"; userId: number }
  | { state: "unknown" };

export class TokenStore {
  constructor(private readonly db: Kysely<Database>) {}

  async issue(type: TokenType, userId: number, ttlSeconds: number): Promise<string> {
    const token = newTokenValue();
    const now = nowSeconds();
    await this.db
      .insertInto("token")
      .values({
        token_hash: hashToken(token),
        type,
        user_id: userId,
        create_time: now,
        expire_time: now + ttlSeconds,
      })
      .execute();
    return token;
  }

  async lookup(type: TokenType, token: string): Promise<TokenLookup> {
    if (!token || token.length > 200) return { state: "unknown" };
    const row = await this.db
      .selectFrom("token")
      .select(["user_id", "expire_time"])
      .where("token_hash", "=", hashToken(token))
      .where("type", "=", type)
      .executeTakeFirst();
    if (!row) return { state: "unknown" };
    if (row.expire_time <= nowSeconds()) return { state: "expired", userId: row.user_id };
    return { state: "valid", userId: row.user_id, expireTime: row.expire_time };
  }

  async findRefresh(token: string): Promise<{ type: TokenType; userId: number } | undefined> {
    if (!token || token.length > 200) return undefined;
    const row = await this.db
      .selectFrom("token")
      .select(["type", "user_id"])
      .where("token_hash", "=", hashToken(token))
      .where("type", "in", ["admin-refresh", "user-refresh"])
      .where("expire_time", ">", nowSeconds())
      .executeTakeFirst();
    return row ? { type: row.type as TokenType, userId: row.user_id } : undefined;
  }

  async revoke(token: string): Promise<void> {
    if (!token || token.length > 200) return;
    await this.db.deleteFrom("token").where("token_hash", "=", hashToken(token)).execute();
  }

  /** Revokes a token only when it is of that type and belongs to that account. */
  async revokeOwned(token: string, type: TokenType, userId: number): Promise<void> {
    if (!token || token.length > 200) return;
    await this.db
      .deleteFrom("token")
      .where("token_hash", "=", hashToken(token))
      .where("type", "=", type)
      .where("user_id", "=", userId)
      .execute();
  }

  /** Forgets tokens that expired more than a day ago, so the table does not grow without end. */
  async purgeExpired(): Promise<void> {
    await this.db
      .deleteFrom("token")
      .where("expire_time", "<", nowSeconds() - 24 * 60 * 60)
      .execute();
  }
}
