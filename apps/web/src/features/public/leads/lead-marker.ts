/**
 * The lead form placed in a page's text: an editor writes a paragraph holding only `[lead-form]` where
 * the form goes. The stored text is sanitised HTML (well formed, `<` and `>` of the text escaped), so
 * counting its tags finds the paragraphs at the top level; a marker inside another element (a table
 * cell, a quote) is left where it is, as text.
 */
export const LEAD_FORM_MARKER = "[lead-form]";

const MARKER = /<p(?:\s[^>]*)?>\s*\[lead-form\]\s*<\/p>/gi;
const TAG = /<(\/?)([a-zA-Z][\w-]*)(?:\s+[^\s=>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*\s*(\/?)>/g;
const VOID = new Set(["area", "br", "col", "embed", "hr", "img", "input", "source", "track", "wbr"]);

/** How deep in elements the text is at `end`. */
function depthAt(html: string, end: number): number {
  let depth = 0;
  for (const tag of html.slice(0, end).matchAll(TAG)) {
    const [, closing, name = "", selfClosing] = tag;
    if (VOID.has(name.toLowerCase()) || selfClosing) continue;
    depth += closing ? -1 : 1;
  }
  return depth;
}

/** The text cut at each top-level marker paragraph (the markers left out): one part more than markers. */
export function splitAtLeadForm(html: string): string[] {
  const parts: string[] = [];
  let from = 0;
  for (const match of html.matchAll(MARKER)) {
    if (depthAt(html, match.index) !== 0) continue;
    parts.push(html.slice(from, match.index));
    from = match.index + match[0].length;
  }
  parts.push(html.slice(from));
  return parts;
}
