import type { Database } from "@corp/db/schema";
import { CONTENT_SCOPES, type ContentScope } from "@corp/domain/public-pages";
import { type Kysely, sql } from "kysely";

export type ContentVersions = Readonly<Record<ContentScope, number>> & {
  /**
   * The publish time of the newest article on show: it moves when a scheduled article goes live, which
   * no write announces.
   */
  readonly livePublishTime: number;
};

/**
 * Records that content of `scope` changed, in the transaction that writes it, so the new version is
 * visible exactly when the content is: every server process then stops answering 304 for what it served
 * before. Writes to the content tables bump their scope by themselves (database triggers, migration
 * 0006); call this for a change the tables do not show, e.g. a setting kept elsewhere.
 */
export async function bumpContentVersion(trx: Kysely<Database>, scope: ContentScope): Promise<void> {
  await trx
    .insertInto("cache_version")
    .values({ scope, version: 1, update_time: sql<number>`floor(extract(epoch from now()))::bigint` })
    .onConflict((oc) =>
      oc.column("scope").doUpdateSet({
        version: sql<number>`cache_version.version + 1`,
        update_time: sql<number>`floor(extract(epoch from now()))::bigint`,
      }),
    )
    .execute();
}

export async function readContentVersions(db: Kysely<Database>): Promise<ContentVersions> {
  const [rows, live] = await Promise.all([
    db.selectFrom("cache_version").select(["scope", "version"]).execute(),
    db
      .selectFrom("article")
      .select((eb) => eb.fn.max("publish_time").as("time"))
      .where("status", "=", "published")
      .where("publish_time", "<=", Math.floor(Date.now() / 1000))
      .executeTakeFirst(),
  ]);
  const versions: Record<ContentScope, number> = { site: 0, article: 0, page: 0 };
  for (const row of rows) {
    if ((CONTENT_SCOPES as readonly string[]).includes(row.scope)) {
      versions[row.scope as ContentScope] = Number(row.version);
    }
  }
  return { ...versions, livePublishTime: Number(live?.time ?? 0) };
}

/**
 * The versions as this process last read them, re-read at most every `ttlMs`: a busy server asks the
 * database once per interval, and an edit made through another process shows within that interval.
 * Concurrent callers share one read.
 */
export class ContentVersionMemo {
  private value: ContentVersions | undefined;
  private readAt = Number.NEGATIVE_INFINITY;
  private pending: Promise<ContentVersions> | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly ttlMs = 250,
    private readonly now: () => number = Date.now,
  ) {}

  /** The versions when the memo is still fresh, without waiting; undefined when they must be read. */
  fresh(): ContentVersions | undefined {
    return this.value && this.now() - this.readAt < this.ttlMs ? this.value : undefined;
  }

  async current(): Promise<ContentVersions> {
    const fresh = this.fresh();
    if (fresh) return fresh;
    if (!this.pending) {
      const startedAt = this.now();
      this.pending = readContentVersions(this.db)
        .then((value) => {
          this.value = value;
          this.readAt = startedAt;
          return value;
        })
        .finally(() => {
          this.pending = undefined;
        });
    }
    return this.pending;
  }

  /** Forget the memo, so the next request reads the database (after a write made by this process). */
  invalidate(): void {
    this.readAt = Number.NEGATIVE_INFINITY;
  }
}
