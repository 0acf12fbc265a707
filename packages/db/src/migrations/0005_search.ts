import { sql } from "kysely";
import { indexArticles } from "../search-vector.ts";
import type { MigrationDb } from "./helpers.ts";

/**
 * Chinese full-text search without a database extension: `article.search_vector` holds CJK unigrams and
 * bigrams plus lower-cased words (see @corp/domain/search-terms and ADR 0007), under a GIN index.
 * Articles that already exist are indexed here; new and edited ones by the application.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable("article")
    .addColumn("search_vector", sql`tsvector`, (col) => col.notNull().defaultTo(sql`''::tsvector`))
    .execute();
  await db.schema
    .createIndex("article_search_vector_idx")
    .on("article")
    .using("gin")
    .column("search_vector")
    .execute();
  // The Chinese alone: the English columns and their index come with 0028.
  await indexArticles(db, undefined, ["zh-cn"]);
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex("article_search_vector_idx").execute();
  await db.schema.alterTable("article").dropColumn("search_vector").execute();
}
