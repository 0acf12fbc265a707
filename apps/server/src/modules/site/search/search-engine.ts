import type { components } from "@corp/contract/types";
import type { Lang } from "@corp/domain/lang";

/** One found article, with its title and an excerpt split into highlighted segments. */
export type SearchHit = components["schemas"]["SearchResultItem"];

export type SearchPage = { total: number; list: SearchHit[] };

/**
 * A page of the answer, and the language searched: a query finds only that language's texts (Chinese in
 * `search_vector`, English in `search_vector_en`), and its hits show them.
 */
export type SearchOptions = { page: number; limit: number; lang: Lang };

/**
 * Full-text search of published articles, best match first. The portal depends on this interface only,
 * so a deployment can answer it with another index (pg_bigm, zhparser; see ADR 0007).
 */
export interface SearchEngine {
  /** `query` is already trimmed and non-empty; a query without any searchable term finds nothing. */
  search(query: string, options: SearchOptions): Promise<SearchPage>;
}
