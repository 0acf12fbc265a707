import type { CodeChannel, CodeEvent } from "@corp/domain/code-events";
import type { ColumnType, Generated, Insertable, Selectable } from "kysely";
import type { CollectionTables } from "./collections.ts";
import type { ByTrigger, Immutable, WriteOnce } from "./columns.ts";

// The tables of migration 0002: members, their groups, rules and ledgers.

export type { MemberRuleType as UserRuleType } from "@corp/domain/collections/members/member-rule";
/** 0 unknown, 1 male, 2 female. */
export type Gender = 0 | 1 | 2;

export interface UserGroupRuleTable {
  group_id: number;
  rule_id: number;
}

/**
 * An append-only ledger of one member balance. Insert `{ user_id, <amount>, memo }`: the database locks
 * the member, fills `before` and `after` from the stored balance, refuses a negative result and updates
 * the balance on `user`. Rows are never updated or deleted (only removed with their member).
 * `returning(["before", "after"])` tells the outcome.
 */
interface LedgerColumns {
  id: Generated<number>;
  user_id: WriteOnce<number>;
  before: ByTrigger<number>;
  after: ByTrigger<number>;
  memo: Immutable<string>;
  /** The admin who wrote the row; null when the member's own activity did. */
  admin_id: ColumnType<number | null, number | null | undefined, never>;
  create_time: Immutable<number>;
}

/** The money ledger: moves `user.money`. */
export interface UserMoneyLogTable extends LedgerColumns {
  /** Change in fen, non-zero; negative spends. */
  money: WriteOnce<number>;
}

/** The points ledger: moves `user.score`. */
export interface UserScoreLogTable extends LedgerColumns {
  /** Change in points, non-zero. */
  score: WriteOnce<number>;
}

/** A code sent by mail or SMS: hashed, single use, expiring, with its tries counted. */
export interface VerificationCodeTable {
  id: Generated<number>;
  channel: CodeChannel;
  /** The email (lower case) or mobile number it was sent to. */
  address: string;
  event: CodeEvent;
  /** sha256 of the code with its address and event. */
  code_hash: string;
  attempts: Generated<number>;
  ip: Generated<string>;
  create_time: Generated<number>;
  expire_time: number;
  used_time: number | null;
}

/** What a member uploaded on one day (issue 24, N3): counted before a file is stored, against the quota. */
export interface MemberUploadDayTable {
  user_id: number;
  /** The day in the server's time, as YYYYMMDD. */
  day: number;
  files: number;
  bytes: number;
}

export interface MemberTables {
  user_group_rule: UserGroupRuleTable;
  verification_code: VerificationCodeTable;
  member_upload_day: MemberUploadDayTable;
}

/** A member as the declared collection types his row (`user/user`). */
export type User = Selectable<CollectionTables["user"]>;
export type UserMoneyLog = Selectable<UserMoneyLogTable>;
export type NewUserMoneyLog = Insertable<UserMoneyLogTable>;
export type UserScoreLog = Selectable<UserScoreLogTable>;
export type NewUserScoreLog = Insertable<UserScoreLogTable>;
