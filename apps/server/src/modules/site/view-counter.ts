import { createHmac } from "node:crypto";
import type { Database } from "@corp/db/schema";
import { type Kysely, sql } from "kysely";

/** A visitor's next view of the same article counts once this much time has passed (seconds). */
export const VIEW_WINDOW_SECONDS = 60 * 60;

/** Visits this process remembers to skip repeated views without asking the database. */
const SEEN_ENTRIES = 50_000;

/** Rows one statement claims at most. */
const CLAIM_CHUNK = 500;

type Visit = { hash: string; id: number; at: number };

export type ViewCounterOptions = {
  /** The key visitors are hashed with (derived from the site's, the same on every server of a site). */
  key: () => Buffer;
  /** How long counted views wait in memory before they are written (ms). */
  intervalMs?: number;
  /** How long a visitor's view of an article keeps its next views from counting (seconds). */
  windowSeconds?: number;
  /** Now, in epoch seconds. */
  now?: () => number;
  /** How many visits this process remembers (the oldest are forgotten first). */
  seenEntries?: number;
};

/**
 * Article views counted in memory and written in batches: reading an article costs no write, and
 * several server processes stay correct because each adds its own counts (`views = views + n`).
 * A reader sees the stored count plus what this process has not written yet.
 *
 * A visitor counts once per article and hour (issue 50, item 10). A visitor is known by a keyed hash
 * of what the request says of it (its address and browser, `visitorOf`) and the article: no address or
 * browser is stored, and the hash tells nothing without the site's key. This process remembers the
 * hashes of the last hour (bounded, oldest forgotten first) so a repeated view costs nothing; the views
 * it counts are claimed in `article_view_seen` when they are written, in the same transaction as the
 * count, so a visitor whose requests reach several servers of a cluster still counts once: a view
 * another server claimed within the hour is dropped from the count.
 */
export class ViewCounter {
  private pending: Visit[] = [];
  private pendingById = new Map<number, number>();
  /** Views counted by this process since it started, by article, less those another server had claimed. */
  private readonly counted = new Map<number, number>();
  /** Hashes of the visits counted within the window, oldest first, and when. */
  private readonly seen = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();
  private lastPurge = 0;
  private hashKey: Buffer | undefined;
  private readonly intervalMs: number;
  private readonly windowSeconds: number;
  private readonly now: () => number;
  private readonly seenEntries: number;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: ViewCounterOptions,
  ) {
    this.intervalMs = options.intervalMs ?? 1000;
    this.windowSeconds = options.windowSeconds ?? VIEW_WINDOW_SECONDS;
    this.now = options.now ?? (() => Math.floor(Date.now() / 1000));
    this.seenEntries = options.seenEntries ?? SEEN_ENTRIES;
  }

  /** The keyed hash of a visitor's view of article `id` (22 characters of base64url: 128 bits). */
  hashOf(id: number, visitor: string): string {
    this.hashKey ??= this.options.key();
    return createHmac("sha256", this.hashKey).update(`${id}\n${visitor}`).digest("base64url").slice(0, 22);
  }

  /**
   * Counts `visitor`'s view of `id`, unless this visitor's view of it was counted within the hour; answers
   * how many of its views are not stored yet.
   */
  record(id: number, visitor: string): number {
    const at = this.now();
    const hash = this.hashOf(id, visitor);
    this.forgetExpired(at);
    const last = this.seen.get(hash);
    if (last !== undefined && at - last < this.windowSeconds) return this.unstored(id);
    this.seen.delete(hash);
    this.seen.set(hash, at);
    while (this.seen.size > this.seenEntries) {
      const oldest = this.seen.keys().next().value;
      if (oldest === undefined) break;
      this.seen.delete(oldest);
    }
    this.pending.push({ hash, id, at });
    const count = (this.pendingById.get(id) ?? 0) + 1;
    this.pendingById.set(id, count);
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
    return this.pendingById.get(id) ?? 0;
  }

  /**
   * How many views of `id` this process has counted since it started. The difference between two
   * readings is the views counted in between, stored or not (a kept page adds them to the count it read);
   * it shrinks when a write finds that another server had counted some of them already.
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
    const batch = this.pending;
    this.pending = [];
    this.pendingById = new Map();
    // Each flush runs after the previous one has ended, whether that one stored its views or not.
    this.flushing = this.flushing
      .catch(() => undefined)
      .then(async () => {
        if (batch.length === 0) return;
        try {
          const counted = await this.db.transaction().execute(async (trx) => {
            const won = await this.claim(trx, batch);
            const counts = new Map<number, number>();
            for (const visit of won) counts.set(visit.id, (counts.get(visit.id) ?? 0) + 1);
            // In one order on every server, so two writing at once wait for each other, never deadlock.
            for (const [id, count] of [...counts].sort(([a], [b]) => a - b)) {
              await trx
                .updateTable("article")
                .set({ views: sql`views + ${count}` })
                .where("id", "=", id)
                .execute();
            }
            return won;
          });
          // Views another server counted within the hour are no views of this one's.
          for (const visit of batch) {
            if (!counted.has(visit)) this.counted.set(visit.id, (this.counted.get(visit.id) ?? 1) - 1);
          }
        } catch (error) {
          this.pending = [...batch, ...this.pending];
          for (const visit of batch)
            this.pendingById.set(visit.id, (this.pendingById.get(visit.id) ?? 0) + 1);
          throw error;
        }
        await this.purge().catch(() => undefined);
      });
    return this.flushing;
  }

  /**
   * Claims the visits' hashes: a hash is claimed when no server counted it within the window. Answers
   * the visits that count: those whose hash was claimed, each hash once (the first of a batch).
   */
  private async claim(trx: Kysely<Database>, batch: readonly Visit[]): Promise<Set<Visit>> {
    const firsts = new Map<string, Visit>();
    for (const visit of batch) if (!firsts.has(visit.hash)) firsts.set(visit.hash, visit);
    const rows = [...firsts.values()]
      .map(({ hash, at }) => ({ hash, seen_at: at }))
      .sort((a, b) => (a.hash < b.hash ? -1 : a.hash > b.hash ? 1 : 0));
    const won = new Set<Visit>();
    for (let start = 0; start < rows.length; start += CLAIM_CHUNK) {
      const claimed = await trx
        .insertInto("article_view_seen")
        .values(rows.slice(start, start + CLAIM_CHUNK))
        .onConflict((oc) =>
          oc
            .column("hash")
            .doUpdateSet({ seen_at: (eb) => eb.ref("excluded.seen_at") })
            .where("article_view_seen.seen_at", "<=", sql<number>`excluded.seen_at - ${this.windowSeconds}`),
        )
        .returning("hash")
        .execute();
      for (const row of claimed) {
        const visit = firsts.get(row.hash);
        if (visit) won.add(visit);
      }
    }
    return won;
  }

  /** Forgets, in this process, the visits whose window has passed (they are the oldest). */
  private forgetExpired(at: number): void {
    for (const [hash, seenAt] of this.seen) {
      if (at - seenAt < this.windowSeconds) break;
      this.seen.delete(hash);
    }
  }

  /** Deletes the claims whose window has passed, at most once a minute per process. */
  private async purge(): Promise<void> {
    const at = this.now();
    if (at - this.lastPurge < 60) return;
    this.lastPurge = at;
    await this.db
      .deleteFrom("article_view_seen")
      .where("seen_at", "<=", at - this.windowSeconds)
      .execute();
  }
}
