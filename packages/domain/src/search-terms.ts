/**
 * Terms of the full-text search. Postgres has no Chinese word splitter, so Chinese, Japanese and Korean
 * text is indexed as every single character (unigram) and every pair of adjacent characters (bigram) of
 * each run; Latin letters and digits are indexed as lower-cased words. The same rules build the query:
 * every term must match, a single character matches its unigram, a longer run matches its bigrams, and a
 * word matches as a prefix. Used for indexing, querying and highlighting, so the three always agree.
 */

/** A query is at most this many characters once trimmed. */
export const SEARCH_QUERY_MAX = 50;

/** One term of a query: a CJK unigram or bigram (exact) or a word (prefix). */
export type SearchTerm = { text: string; prefix: boolean };

const CJK = "\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}";
/** A run of CJK characters, or a word of other letters, digits and combining marks. */
const TOKEN = new RegExp(`([${CJK}]+)|((?:(?![${CJK}])[\\p{L}\\p{N}\\p{M}])+)`, "gu");
/** Longer words are cut here; Postgres ignores words of more than 2047 bytes. */
const WORD_MAX = 100;

/** Full-width forms and compatibility characters folded (NFKC), then lower-cased. */
export function normalizeSearchText(text: string): string {
  return text.normalize("NFKC").toLowerCase();
}

type Token = { kind: "cjk" | "word"; text: string; index: number };

/** Tokens of already normalised text, with their UTF-16 offsets. */
export function tokenize(normalized: string): Token[] {
  const tokens: Token[] = [];
  for (const match of normalized.matchAll(TOKEN)) {
    const [whole, cjk] = match;
    tokens.push({ kind: cjk ? "cjk" : "word", text: whole, index: match.index });
  }
  return tokens;
}

/** The characters (code points) of a string. */
const chars = (text: string): string[] => Array.from(text);

/**
 * The terms a document is indexed under, in text order: each CJK character followed by the pair it
 * starts (so neighbouring terms stay near each other for ranking), and each word.
 */
export function documentTerms(text: string): string[] {
  const terms: string[] = [];
  for (const token of tokenize(normalizeSearchText(text))) {
    if (token.kind === "word") {
      terms.push(chars(token.text).slice(0, WORD_MAX).join(""));
      continue;
    }
    const run = chars(token.text);
    for (let i = 0; i < run.length; i++) {
      terms.push(run[i] as string);
      if (i + 1 < run.length) terms.push(`${run[i]}${run[i + 1]}`);
    }
  }
  return terms;
}

/** The document terms as one space-separated string, ready for `to_tsvector('simple', ...)`. */
export function documentTermString(text: string): string {
  return documentTerms(text).join(" ");
}

/** The terms of a query, each once: unigrams for 1-character runs, bigrams for longer ones, word prefixes. */
export function queryTerms(query: string): SearchTerm[] {
  const seen = new Set<string>();
  const terms: SearchTerm[] = [];
  const add = (text: string, prefix: boolean) => {
    const key = `${prefix ? "w" : "c"}:${text}`;
    if (seen.has(key)) return;
    seen.add(key);
    terms.push({ text, prefix });
  };
  for (const token of tokenize(normalizeSearchText(query))) {
    if (token.kind === "word") {
      add(chars(token.text).slice(0, WORD_MAX).join(""), true);
      continue;
    }
    const run = chars(token.text);
    if (run.length === 1) add(run[0] as string, false);
    for (let i = 0; i + 1 < run.length; i++) add(`${run[i]}${run[i + 1]}`, false);
  }
  return terms;
}

const quote = (text: string): string => `'${text.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;

/** The terms as `to_tsquery('simple', ...)` text: all of them (AND), words as prefixes. */
export function tsQueryText(terms: readonly SearchTerm[]): string {
  return terms.map((term) => `${quote(term.text)}${term.prefix ? ":*" : ""}`).join(" & ");
}
