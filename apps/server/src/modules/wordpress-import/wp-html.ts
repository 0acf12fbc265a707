import { sanitizeRichHtml } from "@corp/db/rich-html";

/** A text already laid out in paragraphs: the block editor's, or HTML typed with its own `<p>`s. */
const LAID_OUT = /<p[\s>]|<!-- wp:/i;
/** A part of a text that is a block of its own (a heading, a list, a captioned picture), not a paragraph. */
const BLOCK_START = /^<(div|h[1-6]|ul|ol|table|blockquote|figure|pre|section|hr)[\s>/]/i;

/**
 * WordPress's classic editor stores paragraphs as blank lines and line breaks as newlines, and adds the
 * tags when it shows a post (`wpautop`); a text not laid out yet gets them here.
 */
export function paragraphs(text: string): string {
  if (LAID_OUT.test(text)) return text;
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => (BLOCK_START.test(part) ? part : `<p>${part.replace(/\n/g, "<br>\n")}</p>`))
    .join("\n");
}

/**
 * Shortcodes: a caption keeps its picture and text, an embed its address as a link; any other shortcode
 * (a gallery, a plugin's form) has nothing here to show it and is removed. Answers the text and how
 * many were removed.
 */
export function withoutShortcodes(text: string): { html: string; removed: number } {
  let removed = 0;
  const html = text
    .replace(
      /\[caption[^\]]*\]([\s\S]*?)\[\/caption\]/gi,
      (_, inner: string) => `<figure>${inner.trim()}</figure>`,
    )
    .replace(
      /\[embed[^\]]*\]\s*(https?:\/\/[^\s[]+)\s*\[\/embed\]/gi,
      (_, url: string) => `<a href="${url}">${url}</a>`,
    )
    .replace(
      /\[\/?([a-z][a-z0-9_-]*)(?:\s[^\]]*)?\]/gi,
      (whole: string, name: string, offset: number, all: string) => {
        // `[1]` and prose in brackets are not shortcodes; a tag name is letters and has no space before `]`.
        if (/^\d/.test(name) || all[offset - 1] === "\\") return whole;
        removed++;
        return "";
      },
    );
  return { html, removed };
}

/**
 * Where a WordPress site's uploads are addressed: under `/wp-content/uploads/` of a self-hosted site, at
 * the root of `<site>.files.wordpress.com` for a WordPress.com site, either behind Jetpack's image CDN
 * (`i0.wp.com/<host>/...`); the capture is the path under the uploads folder (`2025/03/photo.jpg`).
 */
const UPLOADS_ADDRESS =
  /(?:(?:https?:)?\/\/[^\s"'<>()]+)?\/wp-content\/uploads\/([^\s"'<>()?#]+)|(?:https?:)?\/\/(?:i[0-3]\.wp\.com\/)?[a-z0-9-]+\.files\.wordpress\.com\/([^\s"'<>()?#]+)/gi;

/** The path under the uploads folder of a media address (`2025/03/photo.jpg`), from any form above. */
export function uploadsPathOf(url: string): string | undefined {
  UPLOADS_ADDRESS.lastIndex = 0;
  const match = UPLOADS_ADDRESS.exec(url);
  const path = match?.[1] ?? match?.[2];
  if (!path) return undefined;
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** Whether `host` serves a WordPress.com site's uploads (`<site>.files.wordpress.com`, Jetpack's CDN). */
export const isWordPressComMediaHost = (host: string): boolean =>
  /^[a-z0-9-]+\.files\.wordpress\.com$/i.test(host) || /^i[0-3]\.wp\.com$/i.test(host);

/** `photo-300x200.jpg` (a size WordPress made) as its original `photo.jpg`. */
export const originalOf = (path: string): string => path.replace(/-\d{1,5}x\d{1,5}(\.[a-z0-9]+)$/i, "$1");

/**
 * Points every address of the old site's uploads in `html` (the original or a size WordPress made of it)
 * at the file imported for it; addresses of files that were not imported stay as they are, their paths
 * (as originals) added to `missing`.
 */
export function withMediaUrls(
  html: string,
  media: ReadonlyMap<string, string>,
  missing: Set<string> = new Set(),
): string {
  return html.replace(
    // The address with its query (`?w=300`, a WordPress.com size), replaced whole.
    new RegExp(`(?:${UPLOADS_ADDRESS.source})(?:\\?[^\\s"'<>()#]*)?`, "gi"),
    (url) => {
      const path = uploadsPathOf(url);
      if (!path) return url;
      const found = media.get(path) ?? media.get(originalOf(path));
      if (!found) missing.add(originalOf(path));
      return found ?? url;
    },
  );
}

/**
 * A post's or page's text as stored here: shortcodes resolved, laid out in paragraphs, pictures at their
 * new addresses, then through the one sanitiser of rich text (scripts, styles, forms and the block
 * editor's comments go). `missingMedia`: the old site's files it shows that were not imported (its
 * pictures still point at the old site).
 */
export function importedHtml(
  text: string,
  media: ReadonlyMap<string, string>,
): { html: string; shortcodes: number; missingMedia: string[] } {
  const { html, removed } = withoutShortcodes(text);
  const missing = new Set<string>();
  const linked = withMediaUrls(paragraphs(html), media, missing);
  return { html: sanitizeRichHtml(linked), shortcodes: removed, missingMedia: [...missing] };
}

/** Text without tags (an excerpt as a summary), on one line, cut to `max` characters. */
export function plainText(html: string, max: number): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, max);
}
