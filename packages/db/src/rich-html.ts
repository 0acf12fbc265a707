import { USER_CONTENT_PREFIX } from "@corp/domain/user-content";
import createDOMPurify from "dompurify";
import { JSDOM } from "jsdom";

/**
 * The one sanitiser of stored rich text (article bodies, single pages, timeline entries, the company
 * profile): DOMPurify on a jsdom window, which parses as browsers do, with an allow-list of formatting
 * elements and attributes. Anything else goes: scripts, event handlers, styles and forms, `javascript:`
 * and `data:` URLs, and iframes except embeds from the video hosts below. Kept in the database package
 * because a migration sanitises the rows written before it.
 */

/**
 * Elements an editor, Word, a WeChat article or WordPress's block editor produces for formatted text,
 * tables, media and folded sections (`<details>`/`<summary>`, the block editor's details block).
 */
const ALLOWED_TAGS = [
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "p",
  "br",
  "hr",
  "div",
  "span",
  "section",
  "blockquote",
  "cite",
  "details",
  "summary",
  "pre",
  "code",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "del",
  "ins",
  "sub",
  "sup",
  "mark",
  "small",
  "ul",
  "ol",
  "li",
  "dl",
  "dt",
  "dd",
  "table",
  "caption",
  "colgroup",
  "col",
  "thead",
  "tbody",
  "tfoot",
  "tr",
  "th",
  "td",
  "figure",
  "figcaption",
  "a",
  "img",
  "video",
  "audio",
  "source",
  "iframe",
];

const ALLOWED_ATTR = [
  "href",
  "target",
  "rel",
  "title",
  "src",
  "alt",
  "width",
  "height",
  "colspan",
  "rowspan",
  "scope",
  "start",
  "reversed",
  "type",
  "poster",
  "controls",
  "preload",
  "playsinline",
  "muted",
  "loop",
  "allowfullscreen",
  "frameborder",
  // A `<details>` shown unfolded.
  "open",
  // Only the classes of RICH_HTML_CLASSES, each shown by the public pages' own styles.
  "class",
  "style",
  // Anchors a menu links to (`/us/company#culture`), stored prefixed (USER_CONTENT_PREFIX below).
  "id",
];

/**
 * The classes rich text may carry, each a layout the public pages style (`.rich-html` in content.css):
 * pictures as a grid, and columns side by side (WordPress's gallery and columns blocks). Any other class
 * is dropped: the page's own classes are not the text's to borrow.
 */
export const RICH_HTML_CLASSES = {
  gallery: "rich-gallery",
  columns: "rich-columns",
  column: "rich-column",
} as const;

const ALLOWED_CLASSES = new Set<string>(Object.values(RICH_HTML_CLASSES));

/** Hosts whose players may be embedded in an iframe (https only). */
export const VIDEO_EMBED_HOSTS = [
  "player.bilibili.com",
  "v.qq.com",
  "player.youku.com",
  "open.iqiyi.com",
  "www.ixigua.com",
  "player.vimeo.com",
  "www.youtube.com",
  "www.youtube-nocookie.com",
];

/** Inline styles kept from pasted text: alignment, colour, emphasis and sizes, nothing that loads or moves. */
const STYLE_PROPERTIES = new Set([
  "text-align",
  "text-indent",
  "color",
  "background-color",
  "font-weight",
  "font-style",
  "font-size",
  "text-decoration",
  "line-height",
  "letter-spacing",
  "vertical-align",
  "width",
  "height",
  "max-width",
  "border",
  "border-collapse",
  "padding",
  "margin",
]);

/** A style value of words, numbers, units, `#rgb` and `rgb()` colours: no url(), expression(), escapes or comments. */
const SAFE_STYLE_VALUE = /^(?:[-\w.#%, ]|rgba?\([\d\s.,%]+\))+$/i;

const URL_ATTRIBUTES = new Set(["href", "src", "poster"]);

/**
 * Schemes a link or a media source may use; a URL without a scheme (relative, `#`, `/`) is fine unless it
 * starts with two slashes or backslashes in any mix (`//host`, `/\host`, `\/host`): browsers read those
 * as another host, so the site's own-looking link would lead off the site.
 */
const SAFE_URL = /^(?:(?:https?|mailto|tel):|(?![/\\]{2})[^:/?#]*(?:[/?#]|$))/i;

/**
 * Rich text's ids live in a namespace of their own, as on GitHub: DOMPurify's SANITIZE_NAMED_PROPS writes
 * `id="culture"` as `id="user-content-culture"` (and leaves a prefixed one as it is, so sanitising twice
 * changes nothing). A bare id could stand in for an element the page owns (`island-shared`, whose JSON
 * the islands read: a paragraph with that id once fed the header menus a planted link) or shadow a
 * global (`window.x`). Prefixing rather than dropping keeps the anchors menus link to: the islands' entry
 * follows `/us/company#culture` to the prefixed id, and fragment links inside the text are rewritten.
 */

/** `#` and `#top` lead to the top of the page, whatever the ids: they stay as written. */
const PAGE_TOP_FRAGMENT = /^#(?:top)?$/i;

/** A link to an anchor of the text itself (`#culture`), pointed at the prefixed id. */
function ownFragment(href: string): string {
  if (!href.startsWith("#") || PAGE_TOP_FRAGMENT.test(href) || href.startsWith(`#${USER_CONTENT_PREFIX}`))
    return href;
  return `#${USER_CONTENT_PREFIX}${href.slice(1)}`;
}

function safeStyle(value: string): string {
  const kept: string[] = [];
  for (const declaration of value.split(";")) {
    const at = declaration.indexOf(":");
    if (at < 0) continue;
    const property = declaration.slice(0, at).trim().toLowerCase();
    const styleValue = declaration.slice(at + 1).trim();
    if (STYLE_PROPERTIES.has(property) && SAFE_STYLE_VALUE.test(styleValue)) {
      kept.push(`${property}: ${styleValue}`);
    }
  }
  return kept.join("; ");
}

function isVideoEmbed(src: string): boolean {
  try {
    const url = new URL(src);
    return url.protocol === "https:" && VIDEO_EMBED_HOSTS.includes(url.hostname);
  } catch {
    return false;
  }
}

const purify = createDOMPurify(new JSDOM("").window);

purify.addHook("uponSanitizeAttribute", (_node, data) => {
  const name = data.attrName;
  // Control characters and whitespace browsers skip inside a scheme (`java\tscript:`) are skipped here too.
  const value = data.attrValue.replace(/[\p{Cc}\s]/gu, "");
  if (URL_ATTRIBUTES.has(name) && !SAFE_URL.test(value)) data.keepAttr = false;
  if (name === "href") data.attrValue = ownFragment(data.attrValue);
  if (name === "class") {
    const kept = data.attrValue.split(/\s+/).filter((token) => ALLOWED_CLASSES.has(token));
    if (kept.length === 0) data.keepAttr = false;
    else data.attrValue = [...new Set(kept)].join(" ");
  }
  if (name === "style") {
    const style = safeStyle(data.attrValue);
    if (style === "") data.keepAttr = false;
    else data.attrValue = style;
  }
});

purify.addHook("afterSanitizeAttributes", (node) => {
  if (node.nodeName === "IFRAME") {
    if (!isVideoEmbed(node.getAttribute("src") ?? "")) {
      node.remove();
      return;
    }
    // The player runs its own scripts, in its own origin, and may neither navigate the page nor open forms.
    node.setAttribute("sandbox", "allow-scripts allow-same-origin allow-presentation allow-popups");
    node.setAttribute("referrerpolicy", "no-referrer");
  }
  if (node.nodeName === "A" && node.getAttribute("target") === "_blank") {
    node.setAttribute("rel", "noopener noreferrer");
  } else if (node.nodeName === "A") {
    node.removeAttribute("target");
  }
});

const CONFIG = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  SANITIZE_NAMED_PROPS: true,
  // A URL check of its own (above) covers every attribute; DOMPurify's lets `data:` into images.
  ALLOWED_URI_REGEXP: SAFE_URL,
};

/** Rich text as it may be stored and shown: the allowed formatting only, everything executable gone. */
export function sanitizeRichHtml(html: string): string {
  if (html.trim() === "") return "";
  return purify.sanitize(html, CONFIG);
}
