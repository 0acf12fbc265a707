import type { Database } from "@corp/db/schema";
import { type Kysely, sql } from "kysely";
import { nowSeconds } from "../envelope.ts";

/**
 * Counts failed logins in the database (not in process memory), so several server processes share the
 * count. A key is locked once it reaches its limit within the window, for `lockSeconds`.
 */
export type ThrottlePolicy = { limit: number; windowSeconds: number; lockSeconds: number };

export const LOGIN_POLICY = {
  account: { limit: 5, windowSeconds: 15 * 60, lockSeconds: 15 * 60 },
  ip: { limit: 30, windowSeconds: 15 * 60, lockSeconds: 15 * 60 },
} as const satisfies Record<string, ThrottlePolicy>;

export class LoginThrottle {
  constructor(private readonly db: Kysely<Database>) {}

  /** Seconds left on the longest lock among the keys, 0 when none is locked. */
  async lockedFor(keys: string[]): Promise<number> {
    const now = nowSeconds();
    const rows = await this.db
      .selectFrom("rate_limit")
      .select("locked_until")
      .where("key", "in", keys)
      .where("locked_until", ">", now)
      .execute();
    return rows.reduce((max, r) => Math.max(max, (r.locked_until ?? 0) - now), 0);
  }

  async recordFailure(key: string, policy: ThrottlePolicy): Promise<void> {
    const now = nowSeconds();
    const windowStart = now - policy.windowSeconds;
    // One atomic upsert: restart the window when it has passed, lock when the limit is reached.
    await sql`
      insert into rate_limit (key, hits, window_start, locked_until)
      values (${key}, 1, ${now}, ${policy.limit <= 1 ? now + policy.lockSeconds : null})
      on conflict (key) do update set
        hits = case when rate_limit.window_start < ${windowStart} then 1 else rate_limit.hits + 1 end,
        window_start = case when rate_limit.window_start < ${windowStart} then ${now} else rate_limit.window_start end,
        locked_until = case
          when rate_limit.window_start >= ${windowStart} and rate_limit.hits + 1 >= ${policy.limit}
          then ${now + policy.lockSeconds}
          else rate_limit.locked_until end
    `.execute(this.db);
  }

  async clear(keys: string[]): Promise<void> {
    await this.db.deleteFrom("rate_limit").where("key", "in", keys).execute();
  }
}
