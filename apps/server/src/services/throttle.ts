import type { Database } from "@corp/db/schema";
import { type Kysely, sql } from "kysely";
import { nowSeconds } from "../envelope.ts";

/** How often a key may be hit, and over how long. */
export type ThrottleLimit = { limit: number; windowSeconds: number };

export type ThrottleCount = {
  /** Hits within the current window, this one included. */
  count: number;
  /** True once the count has reached the limit. */
  reached: boolean;
  /** Seconds until the window ends and the count starts again. */
  resetIn: number;
};

/**
 * Keyed counters in the database (`rate_limit`), so every server process behind a load balancer counts
 * the same hits: logins, registrations, mails sent. A key counts its hits in a fixed window that starts
 * with its first hit; `hit` is one atomic statement, so concurrent requests are all counted.
 */
export class Throttle {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => number = nowSeconds,
  ) {}

  /** Counts one hit of `key`. */
  async hit(key: string, { limit, windowSeconds }: ThrottleLimit): Promise<ThrottleCount> {
    const now = this.now();
    const expired = now - windowSeconds;
    const { rows } = await sql<{ hits: number; window_start: number }>`
      insert into rate_limit (key, hits, window_start)
      values (${key}, 1, ${now})
      on conflict (key) do update set
        hits = case when rate_limit.window_start <= ${expired} then 1 else rate_limit.hits + 1 end,
        window_start = case when rate_limit.window_start <= ${expired} then ${now} else rate_limit.window_start end
      returning hits, window_start
    `.execute(this.db);
    const row = rows[0] ?? { hits: 1, window_start: now };
    return this.countOf(Number(row.hits), Number(row.window_start), { limit, windowSeconds });
  }

  /** The hits `key` has within its window, without counting one. */
  async peek(key: string, { limit, windowSeconds }: ThrottleLimit): Promise<ThrottleCount> {
    const row = await this.db
      .selectFrom("rate_limit")
      .select(["hits", "window_start"])
      .where("key", "=", key)
      .executeTakeFirst();
    if (!row || row.window_start <= this.now() - windowSeconds) {
      return { count: 0, reached: false, resetIn: 0 };
    }
    return this.countOf(row.hits, row.window_start, { limit, windowSeconds });
  }

  async clear(keys: string[]): Promise<void> {
    if (keys.length > 0) await this.db.deleteFrom("rate_limit").where("key", "in", keys).execute();
  }

  /** Forgets counters whose window ended longer ago than any window in use. */
  async purgeExpired(longestWindowSeconds: number): Promise<void> {
    await this.db
      .deleteFrom("rate_limit")
      .where("window_start", "<", this.now() - longestWindowSeconds)
      .execute();
  }

  private countOf(
    count: number,
    windowStart: number,
    { limit, windowSeconds }: ThrottleLimit,
  ): ThrottleCount {
    return { count, reached: count >= limit, resetIn: Math.max(0, windowStart + windowSeconds - this.now()) };
  }
}
