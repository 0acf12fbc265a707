import { normalizeSearchText, type SearchTerm, tokenize } from "./search-terms.ts";

/** A piece of text and whether the query matched it; a client renders these without HTML. */
export type SearchMark = { text: string; hit: boolean };

/** How many characters an excerpt around the first hit holds. */
export const EXCERPT_LENGTH = 120;
/** How many characters of context an excerpt keeps before its first hit. */
const EXCERPT_LEAD = 20;
const ELLIPSIS = "…";

type Hits = { chars: string[]; hits: boolean[] };

/** Which characters of `text` the terms match, by the same rules as the index. */
function findHits(text: string, terms: readonly SearchTerm[]): Hits {
  const chars = Array.from(text);
  const hits = chars.map(() => false);
  // The normalised text, and for each of its UTF-16 units the character of `text` it came from.
  let normalized = "";
  const owner: number[] = [];
  chars.forEach((char, i) => {
    const folded = normalizeSearchText(char);
    normalized += folded;
    for (let u = 0; u < folded.length; u++) owner.push(i);
  });
  const mark = (start: number, end: number) => {
    for (let u = start; u < end; u++) hits[owner[u] as number] = true;
  };
  const words = terms.some((term) => term.prefix)
    ? tokenize(normalized).filter((token) => token.kind === "word")
    : [];
  for (const term of terms) {
    if (term.prefix) {
      for (const word of words) {
        if (word.text.startsWith(term.text)) mark(word.index, word.index + term.text.length);
      }
      continue;
    }
    for (let at = normalized.indexOf(term.text); at >= 0; at = normalized.indexOf(term.text, at + 1)) {
      mark(at, at + term.text.length);
    }
  }
  return { chars, hits };
}

function segments({ chars, hits }: Hits, start: number, end: number): SearchMark[] {
  const marks: SearchMark[] = [];
  for (let i = start; i < end; i++) {
    const hit = hits[i] as boolean;
    const last = marks[marks.length - 1];
    if (last && last.hit === hit) last.text += chars[i];
    else marks.push({ text: chars[i] as string, hit });
  }
  return marks;
}

/** The whole text as segments. */
export function markText(text: string, terms: readonly SearchTerm[]): SearchMark[] {
  const found = findHits(text, terms);
  return segments(found, 0, found.chars.length);
}

/**
 * About `length` characters of the text around its first hit (from the start when nothing matches),
 * with an ellipsis where text was cut. `hit` tells whether the excerpt contains a match.
 */
export function excerptMarks(
  text: string,
  terms: readonly SearchTerm[],
  length = EXCERPT_LENGTH,
): { marks: SearchMark[]; hit: boolean } {
  const found = findHits(text, terms);
  const total = found.chars.length;
  const first = found.hits.indexOf(true);
  const start = first < 0 ? 0 : Math.max(0, Math.min(first - EXCERPT_LEAD, total - length));
  const end = Math.min(total, start + length);
  const marks = segments(found, start, end);
  if (start > 0) marks.unshift({ text: ELLIPSIS, hit: false });
  if (end < total) marks.push({ text: ELLIPSIS, hit: false });
  return { marks, hit: first >= 0 };
}
