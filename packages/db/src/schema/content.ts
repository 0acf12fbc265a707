import type { Generated, Insertable, Selectable, Updateable } from "kysely";
import type { Jsonb, JsonbWithDefault, JsonValue, Times } from "./columns.ts";

// The tables of migrations 0004 and 0005: the public site's navigation, pages, taxonomy and articles.

export type ArticleStatus = "draft" | "published";

/** A special report grouping articles. */
export interface ArticleTable extends Times {
  id: Generated<number>;
  category_id: number;
  topic_id: number | null;
  title: string;
  summary: Generated<string>;
  /** HTML. */
  content: Generated<string>;
  image: Generated<string>;
  source: Generated<string>;
  author: Generated<string>;
  views: Generated<number>;
  /** A published article must have a `publish_time`. */
  status: Generated<ArticleStatus>;
  publish_time: number | null;
  keywords: Generated<string>;
  description: Generated<string>;
  video_url: Generated<string>;
  /** The page title for search engines; the article title when empty. */
  seo_title: Generated<string>;
  /** Tags (JSON array of strings). */
  tags: JsonbWithDefault<string[]>;
  weigh: Generated<number>;
  /**
   * Full-text terms (tsvector, added by migration 0005): CJK unigrams and bigrams plus words, title
   * weighted A, summary B, body C. Written by `articleSearchVector` (search-vector.ts) whenever an
   * article is inserted or updated.
   */
  search_vector: Generated<string>;
}

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

export interface ContentTables {
  article: ArticleTable;
  article_revision: ArticleRevisionTable;
}

export type Article = Selectable<ArticleTable>;
export type NewArticle = Insertable<ArticleTable>;
export type ArticleUpdate = Updateable<ArticleTable>;
export type ArticleRevision = Selectable<ArticleRevisionTable>;
