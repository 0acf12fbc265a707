import type { Database } from "@corp/db/schema";
import { indexArticles } from "@corp/db/search-vector";
import type { Kysely } from "kysely";

/**
 * Brings the search index of one article up to date, both languages'. Call it (inside the same
 * transaction) after any write of an article's title, summary or content, Chinese or English, that did
 * not set `search_vector` and `search_vector_en` through `articleSearchVector(s)` itself.
 */
export async function indexArticle(db: Kysely<Database>, id: number): Promise<void> {
  await indexArticles(db, [id]);
}
