import type { Lang } from "@corp/domain/lang";
import { documentTermString } from "@corp/domain/search-terms";
import { htmlToText } from "@corp/domain/search-terms-html";
import { type Kysely, type RawBuilder, sql } from "kysely";
import type { Database } from "./schema.ts";

/** What an article's search terms are computed from: its texts in one language. */
export type SearchableArticle = { title: string; summary: string; content: string };

type Weight = "A" | "B" | "C";

/** Chinese: the CJK unigrams and bigrams and lower-cased words, computed here, kept as they are. */
const chineseWeighted = (text: string, weight: Weight): RawBuilder<string> =>
  sql<string>`setweight(to_tsvector('simple', ${documentTermString(text)}), ${sql.lit(weight)})`;

/** English: the words as Postgres' 'english' configuration stems them, stop words left out. */
const englishWeighted = (text: string, weight: Weight): RawBuilder<string> =>
  sql<string>`setweight(to_tsvector('english', ${text}), ${sql.lit(weight)})`;

/**
 * The search vector of an article's texts in `language`: title terms weighted A, summary B, body text C.
 * Chinese (`search_vector`) takes terms computed here (the 'simple' configuration only lower-cases and
 * keeps them), so the database needs no Chinese parser or extension; English (`search_vector_en`) is
 * stemmed by the 'english' configuration every Postgres (and PGlite) has. Use it as the column's value in
 * every insert or update of an article, each column from its own language's texts.
 */
export function articleSearchVector(
  article: SearchableArticle,
  language: Lang = "zh-cn",
): RawBuilder<string> {
  const weighted = language === "en" ? englishWeighted : chineseWeighted;
  return sql<string>`(${weighted(article.title, "A")} || ${weighted(article.summary, "B")} || ${weighted(
    htmlToText(article.content),
    "C",
  )})`;
}

/** An article's English texts as `articleSearchVector` takes them ('' where not read). */
export const englishTexts = (article: {
  title_en?: string;
  summary_en?: string;
  content_en?: string;
}): SearchableArticle => ({
  title: article.title_en ?? "",
  summary: article.summary_en ?? "",
  content: article.content_en ?? "",
});

/**
 * Both search columns of an article, each from its language's texts: spread them into every insert or
 * update that writes the texts.
 */
export const articleSearchVectors = (
  chinese: SearchableArticle,
  english: SearchableArticle,
): { search_vector: RawBuilder<string>; search_vector_en: RawBuilder<string> } => ({
  search_vector: articleSearchVector(chinese),
  search_vector_en: articleSearchVector(english, "en"),
});

const BATCH = 200;

/**
 * Recomputes the search vectors of the given articles (every article when `ids` is omitted) in the given
 * languages (`search_vector` and `search_vector_en`), for code paths that wrote their texts without them.
 * Migration 0005 indexes the Chinese alone: the English columns come with 0028. Returns how many rows
 * were indexed.
 */
export async function indexArticles(
  db: Kysely<Database>,
  ids?: readonly number[],
  languages: readonly Lang[] = ["zh-cn", "en"],
): Promise<number> {
  if (ids && ids.length === 0) return 0;
  const chinese = languages.includes("zh-cn");
  const english = languages.includes("en");
  let indexed = 0;
  let after = 0;
  for (;;) {
    let query = db
      .selectFrom("article")
      .select(["id", "title", "summary", "content"])
      .$if(english, (qb) => qb.select(["title_en", "summary_en", "content_en"]))
      .where("id", ">", after)
      .orderBy("id")
      .limit(BATCH);
    if (ids) query = query.where("id", "in", ids);
    const rows = await query.execute();
    for (const row of rows) {
      await db
        .updateTable("article")
        .set({
          ...(chinese ? { search_vector: articleSearchVector(row) } : {}),
          ...(english ? { search_vector_en: articleSearchVector(englishTexts(row), "en") } : {}),
        })
        .where("id", "=", row.id)
        .execute();
    }
    indexed += rows.length;
    const last = rows[rows.length - 1];
    if (!last || rows.length < BATCH) return indexed;
    after = last.id;
  }
}
