import type { Database } from "@corp/db/schema";
import { type Kysely, sql } from "kysely";
import type { SearchEngine, SearchOptions, SearchPage } from "./search-engine.ts";
import { searchHit } from "./search-hit.ts";
import { searchMatch } from "./search-match.ts";

export type BigramSearchOptions = {
  /** Matches are counted up to this many; `total` never exceeds it, nor do pages reach past it. */
  countLimit?: number;
  /**
   * Queries with at most this many matches are ranked by `ts_rank`; broader ones (a single common
   * character) list their matches newest first, which costs the same at any corpus size.
   */
  rankLimit?: number;
};

export const SEARCH_COUNT_LIMIT = 1000;
export const SEARCH_RANK_LIMIT = 400;

/**
 * Search over the article search column of the language asked (built by `articleSearchVector`):
 * `search_vector` (CJK unigrams and bigrams plus words) for Chinese, `search_vector_en` (stemmed English
 * words, see english-match.ts) for English, whose hits show the English texts. Answered from the
 * column's GIN index and ranked with `ts_rank` (title above summary above body), newest first among
 * equals. Needs no database extension.
 */
export function bigramSearch(db: Kysely<Database>, options: BigramSearchOptions = {}): SearchEngine {
  const countLimit = options.countLimit ?? SEARCH_COUNT_LIMIT;
  const rankLimit = options.rankLimit ?? SEARCH_RANK_LIMIT;
  return {
    async search(query: string, { page, limit, lang }: SearchOptions): Promise<SearchPage> {
      const match = searchMatch(query, lang);
      if (!match) return { total: 0, list: [] };
      // The hit's texts in the language searched (both languages' columns are text).
      const text = (name: "title" | "summary" | "content") =>
        sql.ref<string>(`a.${match.lang === "en" ? `${name}_en` : name}`).as(name);
      const matches = (trx: Kysely<Database>) =>
        trx
          .selectFrom("article")
          .where("status", "=", "published")
          // A scheduled article is found from its publish time on, as every list shows it.
          .where("publish_time", "<=", Math.floor(Date.now() / 1000))
          .where(match.condition);
      const offset = (page - 1) * limit;

      const found = await db.transaction().execute(async (trx) => {
        // The plan is chosen here, not by row estimates: testing a row's vector means decompressing it,
        // which costs far more than the planner assumes. Reading the GIN index's bitmap needs no vector.
        await sql`set local enable_seqscan = off`.execute(trx);
        await sql`set local enable_indexscan = off`.execute(trx);
        // Counting stops at the limit, so a query matching most of the corpus costs no more than that.
        const counted = await trx
          .selectFrom(matches(trx).select(sql.lit(1).as("one")).limit(countLimit).as("m"))
          .select((eb) => eb.fn.countAll<string>().as("total"))
          .executeTakeFirst();
        const total = Number(counted?.total ?? 0);
        if (offset >= total) return { total, rows: [] };
        if (total >= countLimit) {
          // Too many matches to sort: walk the articles newest first, stopping once the page is full.
          await sql`set local enable_indexscan = on`.execute(trx);
          await sql`set local enable_bitmapscan = off`.execute(trx);
        }
        // Orders only ids, so bodies are read for the page's rows alone.
        const ordered = (
          total <= rankLimit
            ? matches(trx)
                .select(["id", "publish_time", match.rank.as("rank")])
                .orderBy("rank", "desc")
            : matches(trx).select(["id", "publish_time", sql<number>`0`.as("rank")])
        )
          .orderBy("publish_time", "desc")
          .orderBy("id", "desc")
          .limit(Math.min(limit, total - offset))
          .offset(offset);
        const rows = await trx
          .selectFrom(ordered.as("hit"))
          .innerJoin("article as a", "a.id", "hit.id")
          .innerJoin("category as c", "c.id", "a.category_id")
          .select([
            "a.id",
            text("title"),
            text("summary"),
            text("content"),
            "a.image",
            "a.publish_time",
            "c.id as category_id",
            // The category's name in the language searched too (the Chinese where it has no English).
            (match.lang === "en"
              ? sql<string>`coalesce(nullif(c.name_en, ''), c.name)`
              : sql<string>`c.name`
            ).as("category_name"),
            "c.name_en as category_name_en",
          ])
          .orderBy("hit.rank", "desc")
          .orderBy("hit.publish_time", "desc")
          .orderBy("hit.id", "desc")
          .execute();
        return { total, rows };
      });
      const { total, rows } = found;

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
          match.terms,
        ),
      );
      return { total, list };
    },
  };
}
