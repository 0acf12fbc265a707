import type { Generated, Selectable } from "kysely";
import type { Jsonb, JsonValue } from "./columns.ts";

// The article's revisions (migration 0007); the content tables themselves are declared collections.

/** An article as one admin saved it: restoring it saves these fields again. */
export interface ArticleRevisionTable {
  id: Generated<number>;
  article_id: number;
  admin_id: number | null;
  title: string;
  /** The article's editable fields (JSON object). */
  snapshot: Jsonb<{ [key: string]: JsonValue }>;
  create_time: Generated<number>;
}

/**
 * A view counted (migration 0033): a keyed hash of visitor and article, and when (epoch seconds). The same
 * visitor's next view of that article within the hour is not counted.
 */
export interface ArticleViewSeenTable {
  hash: string;
  seen_at: number;
}

export interface ContentTables {
  article_revision: ArticleRevisionTable;
  article_view_seen: ArticleViewSeenTable;
}

export type ArticleRevision = Selectable<ArticleRevisionTable>;
