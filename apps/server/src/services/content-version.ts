import type { Database, TableName } from "@corp/db/schema";
import { type Kysely, sql } from "kysely";

/**
 * What a content write can change, as the public answers depend on it:
 * - `site`: settings, company, menus, friendly links, member rules (every page's header and footer);
 * - `article`: articles, categories, topics;
 * - `page`: pages and their entries, banners, page metadata.
 */
export const CONTENT_SCOPES = ["site", "article", "page"] as const;
export type ContentScope = (typeof CONTENT_SCOPES)[number];

export type ContentVersions = Readonly<Record<ContentScope, number>>;

/** The scope each table that public answers show belongs to; other tables change no public answer. */
export const CONTENT_TABLE_SCOPES: Partial<Record<TableName, ContentScope>> = {
  config: "site",
  corp: "site",
  menu: "site",
  friend_link: "site",
  user_rule: "site",
  user_group_rule: "site",
  article: "article",
  category: "article",
  topic: "article",
  page: "page",
  page_article: "page",
  page_meta: "page",
  banner: "page",
};

/**
 * Records that content of `scope` changed. Call it with the transaction that writes the content, so the
 * new version is visible exactly when the content is: every server process then stops answering 304 for
 * what it served before.
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

/** Bumps the scope of `table` when public answers show it (for generic writers such as CRUD routers). */
export async function bumpContentVersionOf(trx: Kysely<Database>, table: TableName): Promise<void> {
  const scope = CONTENT_TABLE_SCOPES[table];
  if (scope) await bumpContentVersion(trx, scope);
}

export async function readContentVersions(db: Kysely<Database>): Promise<ContentVersions> {
  const rows = await db.selectFrom("cache_version").select(["scope", "version"]).execute();
  const versions: Record<ContentScope, number> = { site: 0, article: 0, page: 0 };
  for (const row of rows) {
    if ((CONTENT_SCOPES as readonly string[]).includes(row.scope)) {
      versions[row.scope as ContentScope] = Number(row.version);
    }
  }
  return versions;
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
    private readonly ttlMs = 1000,
    private readonly now: () => number = Date.now,
  ) {}

  async current(): Promise<ContentVersions> {
    if (this.value && this.now() - this.readAt < this.ttlMs) return this.value;
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
