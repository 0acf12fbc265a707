import type { Generated, Insertable, Selectable } from "kysely";
import type { NullableJsonb } from "./columns.ts";

// The tables of migration 0001: administrators, their groups and rules, sessions and throttles.

export type TokenType =
  | "admin"
  | "admin-refresh"
  | "user"
  | "user-refresh"
  | "user-email-pass"
  | "user-mobile-pass";
export type { AdminRuleType } from "@corp/domain/collections/auth/admin-rule";

export interface AdminGroupAccessTable {
  admin_id: number;
  group_id: number;
}

export interface AdminGroupRuleTable {
  group_id: number;
  rule_id: number;
}

export interface TokenTable {
  /** sha-256 hex of the token; the token itself is never stored. */
  token_hash: string;
  type: TokenType;
  /** admin.id or user.id, by `type`. */
  user_id: number;
  create_time: Generated<number>;
  expire_time: number;
  /** Shared by the access and refresh tokens of one login and those its refreshes issued. */
  family: string | null;
  /** When a refresh token was exchanged; using it again ends its family. */
  used_time: number | null;
}

export interface RateLimitTable {
  /** e.g. 'admin-login:account:admin', 'admin-login:ip:127.0.0.1'. */
  key: string;
  hits: number;
  window_start: number;
  locked_until: number | null;
}

export interface CaptchaTable {
  key: string;
  /** The expected answer as the server keeps it (a hash, not the answer). */
  code: string;
  captcha: NullableJsonb;
  create_time: Generated<number>;
  expire_time: number;
}

export interface AdminAuthTables {
  admin_group_access: AdminGroupAccessTable;
  admin_group_rule: AdminGroupRuleTable;
  token: TokenTable;
  rate_limit: RateLimitTable;
  captcha: CaptchaTable;
}

export type Token = Selectable<TokenTable>;
export type NewToken = Insertable<TokenTable>;
