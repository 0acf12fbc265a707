/** Tags that sit inside a line of text: removing them must not split a Chinese word in two. */
const INLINE_TAGS = new Set([
  "a",
  "abbr",
  "b",
  "code",
  "em",
  "font",
  "i",
  "mark",
  "small",
  "span",
  "strong",
  "sub",
  "sup",
  "u",
]);

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

function decodeEntity(entity: string, name: string): string {
  if (name.startsWith("#x") || name.startsWith("#X")) {
    const code = Number.parseInt(name.slice(2), 16);
    return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  }
  if (name.startsWith("#")) {
    const code = Number.parseInt(name.slice(1), 10);
    return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  }
  return ENTITIES[name.toLowerCase()] ?? entity;
}

/** The readable text of an article body: scripts, styles and tags removed, entities decoded, spaces collapsed. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<!--[\s\S]*?-->/g, " ")
    .replace(/<\/?([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>/g, (_, tag: string) =>
      INLINE_TAGS.has(tag.toLowerCase()) ? "" : " ",
    )
    .replace(/&(#[xX][0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);/g, decodeEntity)
    .replace(/\s+/g, " ")
    .trim();
}
