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
const newFamily = (): string => randomBytes(16).toString("hex");

/** The longest token a client can send that may be one of ours. */
const MAX_TOKEN_LENGTH = 200;
const plausible = (token: string): boolean => token.length > 0 && token.length <= MAX_TOKEN_LENGTH;

export type TokenLookup =
  | { state: "valid"; userId: number; expireTime: number }
  | { state: "expired"; userId: number }
  | { state: "unknown" };

/** The two token types of one kind of login. */
export type SessionTypes = { access: TokenType; refresh: TokenType };

export type IssuedSession = { token: string; refreshToken: string };

export type Rotation =
  | { state: "rotated"; type: TokenType; userId: number; token: string; refreshToken: string }
  | { state: "invalid" }
  /** A refresh token used a second time: someone holds a copy, so its whole family has been revoked. */
  | { state: "replayed" };

/**
 * Sessions stored as hashes of opaque tokens (ADR 0003), grouped in families (ADR 0017): a login issues
 * an access and a refresh token of a new family; each refresh uses up its refresh token and issues a
 * new pair of the same family, which ends when the login's refresh token would have ended. Using a
 * refresh token twice revokes the family; logout revokes the family of the access token it is given.
 */
export class TokenStore {
  constructor(private readonly db: Kysely<Database>) {}

  private async insert(
    db: Kysely<Database>,
    type: TokenType,
    userId: number,
    expireTime: number,
    family: string,
  ): Promise<string> {
    const token = newTokenValue();
    await db
      .insertInto("token")
      .values({
        token_hash: hashToken(token),
        type,
        user_id: userId,
        create_time: nowSeconds(),
        expire_time: expireTime,
        family,
      })
      .execute();
    return token;
  }

  /** One access token (in a family of its own); tests and tools that need a session without a login. */
  async issue(type: TokenType, userId: number, ttlSeconds: number): Promise<string> {
    return this.insert(this.db, type, userId, nowSeconds() + ttlSeconds, newFamily());
  }

  /** A login: an access and a refresh token of a new family. */
  async issueSession(types: SessionTypes, userId: number, refreshTtl: number): Promise<IssuedSession> {
    const now = nowSeconds();
    const family = newFamily();
    const token = await this.insert(this.db, types.access, userId, now + TOKEN_TTL.access, family);
    const refreshToken = await this.insert(this.db, types.refresh, userId, now + refreshTtl, family);
    return { token, refreshToken };
  }

  async lookup(type: TokenType, token: string): Promise<TokenLookup> {
    if (!plausible(token)) return { state: "unknown" };
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

  /**
   * Exchanges a refresh token for a new access and refresh token of its family (`accessTypeOf` names the
   * access type of its refresh type). The refresh token is used up; presented again, it ends the family.
   */
  async rotate(
    refreshToken: string,
    accessTypeOf: (refresh: TokenType) => TokenType | undefined,
  ): Promise<Rotation> {
    if (!plausible(refreshToken)) return { state: "invalid" };
    const hash = hashToken(refreshToken);
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom("token")
        .select(["type", "user_id", "expire_time", "family", "used_time"])
        .where("token_hash", "=", hash)
        .where("type", "in", ["admin-refresh", "user-refresh"])
        .forUpdate()
        .executeTakeFirst();
      const accessType = row ? accessTypeOf(row.type) : undefined;
      if (!row || !accessType) return { state: "invalid" };
      const family = row.family ?? hash.slice(0, 32);
      if (row.used_time !== null) {
        await trx
          .deleteFrom("token")
          .where((eb) => eb.or([eb("family", "=", family), eb("token_hash", "=", hash)]))
          .execute();
        return { state: "replayed" };
      }
      const now = nowSeconds();
      if (row.expire_time <= now) return { state: "invalid" };
      await trx.updateTable("token").set({ used_time: now, family }).where("token_hash", "=", hash).execute();
      // The new access token never outlives the session it belongs to.
      const token = await this.insert(
        trx,
        accessType,
        row.user_id,
        Math.min(now + TOKEN_TTL.access, row.expire_time),
        family,
      );
      const next = await this.insert(trx, row.type, row.user_id, row.expire_time, family);
      return { state: "rotated", type: row.type, userId: row.user_id, token, refreshToken: next };
    });
  }

  /** Revokes every token of the family a refresh token belongs to (an account found disabled). */
  async revokeFamilyOfRefresh(refreshToken: string): Promise<void> {
    if (!plausible(refreshToken)) return;
    await this.revokeFamilyOfHash(hashToken(refreshToken));
  }

  /**
   * Logout: revokes the access token and every token of its family; a refresh token the client names is
   * revoked too when it belongs to the same account (sessions issued before families existed).
   */
  async endSession(
    accessToken: string,
    refresh: { token: string; type: TokenType; userId: number } | undefined,
  ) {
    if (plausible(accessToken)) await this.revokeFamilyOfHash(hashToken(accessToken));
    if (refresh) await this.revokeOwned(refresh.token, refresh.type, refresh.userId);
  }

  /** Revokes one token only when it is of that type and belongs to that account (a used-up pass token). */
  async revokeOwned(token: string, type: TokenType, userId: number): Promise<void> {
    if (!plausible(token)) return;
    await this.db
      .deleteFrom("token")
      .where("token_hash", "=", hashToken(token))
      .where("type", "=", type)
      .where("user_id", "=", userId)
      .execute();
  }

  private async revokeFamilyOfHash(hash: string): Promise<void> {
    const row = await this.db
      .selectFrom("token")
      .select("family")
      .where("token_hash", "=", hash)
      .executeTakeFirst();
    await this.db
      .deleteFrom("token")
      .where((eb) =>
        row?.family
          ? eb.or([eb("family", "=", row.family), eb("token_hash", "=", hash)])
          : eb("token_hash", "=", hash),
      )
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
