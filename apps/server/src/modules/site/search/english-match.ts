import { queryTerms, type SearchTerm } from "@corp/domain/search-terms";
import { sql } from "kysely";
import type { SearchMatch } from "./search-match.ts";

/**
 * The terms an English hit marks: the query's words, lower-cased, each as a word prefix (so "run" marks
 * the start of "running"; a match by stem alone, "company" for "companies", is found but not marked).
 * Words the query excludes (`-word`) and its `or` are not marked.
 */
export function englishQueryTerms(query: string): SearchTerm[] {
  const wanted = query
    .split(/\s+/)
    .filter((word) => !word.startsWith("-") && word.toLowerCase() !== "or")
    .join(" ");
  return queryTerms(wanted);
}

/**
 * An English query over `search_vector_en`: web-search syntax (`"a phrase"`, `or`, `-word`), its words
 * stemmed and stop words left out by the 'english' configuration, as the index was built. A query that
 * only excludes words would match every article, those without English too, so it finds nothing; so
 * does one of stop words alone.
 */
export function englishMatch(query: string): SearchMatch | undefined {
  const terms = englishQueryTerms(query);
  if (terms.length === 0) return undefined;
  const tsQuery = sql<string>`websearch_to_tsquery('english', ${query})`;
  return {
    condition: sql<boolean>`search_vector_en @@ ${tsQuery} and querytree(${tsQuery}) <> 'T'`,
    rank: sql<number>`ts_rank(search_vector_en, ${tsQuery})`,
    terms,
    lang: "en",
  };
}
