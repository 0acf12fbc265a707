import type { SearchTerm } from "@corp/domain/search-terms";
import { htmlToText } from "@corp/domain/search-terms-html";
import { excerptMarks, markText } from "@corp/domain/search-terms-marks";
import type { SearchHit } from "./search-engine.ts";

export type FoundArticle = Omit<SearchHit, "titleMarks" | "summaryMarks"> & { content: string };

/**
 * An answer item: the title marked where the terms match, and an excerpt around the first hit of the
 * summary, or of the body text when only the body matched.
 */
export function searchHit({ content, ...article }: FoundArticle, terms: readonly SearchTerm[]): SearchHit {
  const summary = excerptMarks(article.summary, terms);
  const excerpt = summary.hit || !content ? summary : excerptMarks(htmlToText(content), terms);
  return {
    ...article,
    titleMarks: markText(article.title, terms),
    summaryMarks: excerpt.hit || !article.summary ? excerpt.marks : summary.marks,
  };
}
