import { sanitizeRichHtml } from "@corp/db/rich-html";

/** Characters of stored and sanitised text kept in all: a few hundred typical bodies. */
const KEPT_CHARACTERS = 4_000_000;

const kept = new Map<string, string>();
let keptCharacters = 0;

/**
 * Stored rich text as the public is shown it: through today's sanitiser once more, so rows saved before
 * it learnt a rule (ids prefixed, `//host` links refused) are shown by today's rules without a migration
 * rewriting every body. A long body takes tens of milliseconds to sanitise (a jsdom parse), so the result
 * is kept by the stored text itself, least recently shown first out: an edit is a new key.
 */
export function shownRichHtml(stored: string): string {
  const held = kept.get(stored);
  if (held !== undefined) {
    kept.delete(stored);
    kept.set(stored, held);
    return held;
  }
  const clean = sanitizeRichHtml(stored);
  kept.set(stored, clean);
  keptCharacters += stored.length + clean.length;
  for (const [oldest, value] of kept) {
    if (keptCharacters <= KEPT_CHARACTERS) break;
    kept.delete(oldest);
    keptCharacters -= oldest.length + value.length;
  }
  return clean;
}
