import type { Database } from "@corp/db/schema";
import { type Kysely, sql } from "kysely";

/**
 * Article views counted in memory and written in batches: reading an article costs no write, and
 * several server processes stay correct because each adds its own counts (`views = views + n`).
 * A reader sees the stored count plus what this process has not written yet.
 */
export class ViewCounter {
  private pending = new Map<number, number>();
  /** Views counted by this process since it started, by article: only ever grows. */
  private readonly counted = new Map<number, number>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly intervalMs = 1000,
  ) {}

  /** Counts one view of `id`; answers how many of its views are not stored yet. */
  record(id: number): number {
    const count = (this.pending.get(id) ?? 0) + 1;
    this.pending.set(id, count);
    this.counted.set(id, (this.counted.get(id) ?? 0) + 1);
    if (!this.timer) {
      this.timer = setTimeout(() => {
        this.timer = undefined;
        // A failed write (the database away) keeps its views for the next flush; nobody awaits this one.
        this.flush().catch(() => undefined);
      }, this.intervalMs);
      this.timer.unref();
    }
    return count;
  }

  /** How many views of `id` are not stored yet. */
  unstored(id: number): number {
    return this.pending.get(id) ?? 0;
  }

  /**
   * How many views of `id` this process has counted since it started. The difference between two
   * readings is the views counted in between, stored or not (a kept page adds them to the count it read).
   */
  total(id: number): number {
    return this.counted.get(id) ?? 0;
  }

  /**
   * Writes the counted views; resolves once they are stored (also used on shutdown). When a write fails
   * it rejects, and the views not written are counted again as pending, so a later flush stores them.
   */
  flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = undefined;
    }
    const batch = [...this.pending];
    this.pending = new Map();
    // Each flush runs after the previous one has ended, whether that one stored its views or not.
    this.flushing = this.flushing
      .catch(() => undefined)
      .then(async () => {
        let written = 0;
        try {
          for (const [id, count] of batch) {
            await this.db
              .updateTable("article")
              .set({ views: sql`views + ${count}` })
              .where("id", "=", id)
              .execute();
            written += 1;
          }
        } catch (error) {
          for (const [id, count] of batch.slice(written)) {
            this.pending.set(id, (this.pending.get(id) ?? 0) + count);
          }
          throw error;
        }
      });
    return this.flushing;
  }
}
