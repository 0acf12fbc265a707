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

/** The part of a media address after `wp-content/uploads/`: `2025/03/photo.jpg`. */
export function uploadsPathOf(url: string): string | undefined {
  const match = /\/wp-content\/uploads\/([^?#"'\s]+)/i.exec(url);
  if (!match?.[1]) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}

/** `photo-300x200.jpg` (a size WordPress made) as its original `photo.jpg`. */
export const originalOf = (path: string): string => path.replace(/-\d{1,5}x\d{1,5}(\.[a-z0-9]+)$/i, "$1");

/**
 * Points every address of the old site's uploads in `html` (the original or a size WordPress made of it)
 * at the file imported for it; addresses of files that were not imported stay as they are.
 */
export function withMediaUrls(html: string, media: ReadonlyMap<string, string>): string {
  if (media.size === 0) return html;
  return html.replace(
    /(?:https?:)?\/\/[^\s"'<>()]+\/wp-content\/uploads\/[^\s"'<>()?#]+|\/wp-content\/uploads\/[^\s"'<>()?#]+/gi,
    (url) => {
      const path = uploadsPathOf(url);
      if (!path) return url;
      return media.get(path) ?? media.get(originalOf(path)) ?? url;
    },
  );
}

/**
 * A post's or page's text as stored here: shortcodes resolved, laid out in paragraphs, pictures at their
 * new addresses, then through the one sanitiser of rich text (scripts, styles, forms and the block
 * editor's comments go).
 */
export function importedHtml(
  text: string,
  media: ReadonlyMap<string, string>,
): { html: string; shortcodes: number } {
  const { html, removed } = withoutShortcodes(text);
  return { html: sanitizeRichHtml(withMediaUrls(paragraphs(html), media)), shortcodes: removed };
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
