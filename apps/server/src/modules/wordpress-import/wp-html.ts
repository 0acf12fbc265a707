import { RICH_HTML_CLASSES, sanitizeRichHtml } from "@corp/db/rich-html";
import { resolveShortcodes, type ShortcodeContext } from "./shortcodes.ts";

/** A text already laid out in paragraphs: the block editor's, or HTML typed with its own `<p>`s. */
const LAID_OUT = /<p[\s>]|<!-- wp:/i;
/**
 * A part of a text that is a block of its own (a heading, a list, a captioned picture, a folded
 * section), not a paragraph: the elements `wpautop` leaves unwrapped.
 */
const BLOCK_START =
  /^<(div|h[1-6]|ul|ol|dl|table|blockquote|figure|pre|section|hr|details|p|audio|video|address|aside)[\s>/]/i;

/** A `<pre>` (code, verses): its blank lines and line breaks are its own, not paragraphs. */
const PREFORMATTED = /<pre[\s>][\s\S]*?<\/pre>/gi;

/**
 * WordPress's classic editor stores paragraphs as blank lines and line breaks as newlines, and adds the
 * tags when it shows a post (`wpautop`); a text not laid out yet gets them here, its `<pre>`s as written.
 */
export function paragraphs(text: string): string {
  if (LAID_OUT.test(text)) return text;
  const kept: string[] = [];
  const held = text.replace(/\r\n?/g, "\n").replace(PREFORMATTED, (pre) => {
    kept.push(pre);
    return `\uE000${kept.length - 1}\uE000`;
  });
  return held
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) =>
      BLOCK_START.test(part) || /^\uE000\d+\uE000$/.test(part)
        ? part
        : `<p>${part.replace(/\n/g, "<br>\n")}</p>`,
    )
    .join("\n")
    .replace(/\uE000(\d+)\uE000/g, (_, at: string) => kept[Number(at)] ?? "");
}

/**
 * The block editor's classes that have a layout here, and the site's own (a shortcode's gallery): the
 * sanitiser keeps only those.
 */
const BLOCK_CLASSES: Record<string, string> = {
  ...Object.fromEntries(Object.values(RICH_HTML_CLASSES).map((name) => [name, name])),
  "wp-block-gallery": RICH_HTML_CLASSES.gallery,
  "wp-block-columns": RICH_HTML_CLASSES.columns,
  "wp-block-column": RICH_HTML_CLASSES.column,
};

/**
 * What the block editor saved, as this site shows it: its comments (`<!-- wp:paragraph -->`, each block's
 * settings) gone with the blank lines around them, a gallery's and columns' classes as the site's own,
 * and an embed (a video, a post of another site, saved as its bare address) as a link to it.
 */
export function blockLayouts(html: string): string {
  return html
    .replace(/(?:\s*<!-- \/?wp:[\s\S]*?-->)+\s*/g, "\n")
    .trim()
    .replace(
      /(<div class="wp-block-embed__wrapper">)\s*(https?:\/\/[^\s<"]+)\s*(<\/div>)/gi,
      (_, open: string, url: string, close: string) => `${open}<a href="${url}">${url}</a>${close}`,
    )
    .replace(/(<[a-z][a-z0-9]*(?:\s[^>]*?)?\sclass=")([^"]*)"/gi, (_, head: string, classes: string) => {
      const own = classes.split(/\s+/).flatMap((name) => BLOCK_CLASSES[name] ?? []);
      return `${head}${own.join(" ")}"`;
    });
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
 * A post's or page's text as stored here: shortcodes resolved (`shortcodes` the export's media files and
 * the item's id, for a gallery), laid out in paragraphs, the block editor's layouts kept, pictures at
 * their new addresses, then through the one sanitiser of rich text (scripts, styles, forms and the block
 * editor's comments go). `missingMedia`: the old site's files it shows that were not imported (its
 * pictures still point at the old site).
 */
export function importedHtml(
  text: string,
  media: ReadonlyMap<string, string>,
  shortcodes?: ShortcodeContext,
): { html: string; shortcodes: number; missingMedia: string[] } {
  const { html, removed } = resolveShortcodes(text, shortcodes);
  const missing = new Set<string>();
  const linked = withMediaUrls(blockLayouts(paragraphs(html)), media, missing);
  return { html: sanitizeRichHtml(linked).trim(), shortcodes: removed, missingMedia: [...missing] };
}

/** Text without tags (an excerpt as a summary), on one line; cut to `max` characters when given. */
export function plainText(html: string, max?: number): string {
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
