import type { Database } from "@corp/db/schema";
import { queryTerms, tsQueryText } from "@corp/domain/search-terms";
import { type Kysely, sql } from "kysely";
import type { SearchEngine, SearchOptions, SearchPage } from "./search-engine.ts";
import { searchHit } from "./search-hit.ts";

/**
 * Search over `article.search_vector` (CJK unigrams and bigrams plus words, built by
 * `articleSearchVector`), answered from its GIN index and ranked with `ts_rank` (title above summary
 * above body), newest first among equals. Needs no database extension.
 */
export function bigramSearch(db: Kysely<Database>): SearchEngine {
  return {
    async search(query: string, { page, limit }: SearchOptions): Promise<SearchPage> {
      const terms = queryTerms(query);
      if (terms.length === 0) return { total: 0, list: [] };
      const tsQuery = sql<string>`to_tsquery('simple', ${tsQueryText(terms)})`;
      const matches = db
        .selectFrom("article")
        .where("status", "=", "published")
        .where(sql<boolean>`search_vector @@ ${tsQuery}`);

      const counted = await matches.select((eb) => eb.fn.countAll<string>().as("total")).executeTakeFirst();
      const total = Number(counted?.total ?? 0);
      if (total === 0 || (page - 1) * limit >= total) return { total, list: [] };

      // Ranks only ids, so bodies are read for the page's rows alone.
      const ranked = matches
        .select(["id", "publish_time", sql<number>`ts_rank(search_vector, ${tsQuery})`.as("rank")])
        .orderBy("rank", "desc")
        .orderBy("publish_time", "desc")
        .orderBy("id", "desc")
        .limit(limit)
        .offset((page - 1) * limit);
      const rows = await db
        .selectFrom(ranked.as("hit"))
        .innerJoin("article as a", "a.id", "hit.id")
        .innerJoin("category as c", "c.id", "a.category_id")
        .select([
          "a.id",
          "a.title",
          "a.summary",
          "a.content",
          "a.image",
          "a.publish_time",
          "c.id as category_id",
          "c.name as category_name",
          "c.name_en as category_name_en",
        ])
        .orderBy("hit.rank", "desc")
        .orderBy("hit.publish_time", "desc")
        .orderBy("hit.id", "desc")
        .execute();

      const list = rows.map((row) =>
        searchHit(
          {
            id: row.id,
            title: row.title,
            summary: row.summary,
            content: row.content,
            image: row.image,
            publish_time: Number(row.publish_time ?? 0),
            category: { id: row.category_id, name: row.category_name, name_en: row.category_name_en },
          },
          terms,
        ),
      );
      return { total, list };
    },
  };
}
