import { documentTermString } from "@corp/domain/search-terms";
import { htmlToText } from "@corp/domain/search-terms-html";
import { type Kysely, type RawBuilder, sql } from "kysely";
import type { Database } from "./schema.ts";

/** What an article's search terms are computed from. */
export type SearchableArticle = { title: string; summary: string; content: string };

const weighted = (text: string, weight: "A" | "B" | "C"): RawBuilder<string> =>
  sql<string>`setweight(to_tsvector('simple', ${documentTermString(text)}), ${sql.lit(weight)})`;

/**
 * The `search_vector` of an article: title terms weighted A, summary B, body text C. The terms are
 * computed here (the 'simple' configuration only lower-cases and keeps them), so the database needs no
 * Chinese parser or extension. Use it as the column's value in every insert or update of an article.
 */
export function articleSearchVector(article: SearchableArticle): RawBuilder<string> {
  return sql<string>`(${weighted(article.title, "A")} || ${weighted(article.summary, "B")} || ${weighted(
    htmlToText(article.content),
    "C",
  )})`;
}

const BATCH = 200;

/**
 * Recomputes `search_vector` of the given articles (every article when `ids` is omitted), for code paths
 * that wrote title, summary or content without it. Returns how many rows were indexed.
 */
export async function indexArticles(db: Kysely<Database>, ids?: readonly number[]): Promise<number> {
  if (ids && ids.length === 0) return 0;
  let indexed = 0;
  let after = 0;
  for (;;) {
    let query = db
      .selectFrom("article")
      .select(["id", "title", "summary", "content"])
      .where("id", ">", after)
      .orderBy("id")
      .limit(BATCH);
    if (ids) query = query.where("id", "in", ids);
    const rows = await query.execute();
    for (const row of rows) {
      await db
        .updateTable("article")
        .set({ search_vector: articleSearchVector(row) })
        .where("id", "=", row.id)
        .execute();
    }
    indexed += rows.length;
    const last = rows[rows.length - 1];
    if (!last || rows.length < BATCH) return indexed;
    after = last.id;
  }
}
