import type { Lang } from "@corp/domain/lang";
import { queryTerms, type SearchTerm, tsQueryText } from "@corp/domain/search-terms";
import { type RawBuilder, sql } from "kysely";
import { englishMatch } from "./english-match.ts";

/** What a query matches in one language's search column of `article`, and what its hits mark. */
export type SearchMatch = {
  /** True for the articles the query finds. */
  condition: RawBuilder<boolean>;
  /** How well an article matches: title above summary above body. */
  rank: RawBuilder<number>;
  /** The terms marked in a hit's title and excerpt. */
  terms: SearchTerm[];
  /** Whose texts the hits show: the Chinese columns or the English (`title_en`, ...). */
  lang: Lang;
};

/** A Chinese query over `search_vector`: every CJK unigram or bigram and word prefix of it must match. */
export function bigramMatch(query: string): SearchMatch | undefined {
  const terms = queryTerms(query);
  if (terms.length === 0) return undefined;
  const tsQuery = sql<string>`to_tsquery('simple', ${tsQueryText(terms)})`;
  return {
    condition: sql<boolean>`search_vector @@ ${tsQuery}`,
    rank: sql<number>`ts_rank(search_vector, ${tsQuery})`,
    terms,
    lang: "zh-cn",
  };
}

/** The query in the language searched; undefined when it has nothing to search for. */
export function searchMatch(query: string, lang: Lang): SearchMatch | undefined {
  return lang === "en" ? englishMatch(query) : bigramMatch(query);
}
