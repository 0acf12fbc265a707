import type { Wxr } from "./wxr.ts";

/** A media file of the export (an `attachment` item), as a shortcode shows it. */
export type LibraryFile = {
  id: number;
  /** Its address on the old site (pointed at its imported copy afterwards, as any address of the text). */
  url: string;
  title: string;
  /** Its caption (the attachment's excerpt). */
  caption: string;
  /** The item it was uploaded to (`wp:post_parent`), and its place there (`wp:menu_order`). */
  parent: number;
  order: number;
};

/** The media files of an export by id, and the text being read (a gallery without ids shows its own). */
export type ShortcodeContext = { files: ReadonlyMap<number, LibraryFile>; postId: number };

const libraries = new WeakMap<Wxr, Map<number, LibraryFile>>();

/** The media files of an export (its `attachment` items) by id, read once per export. */
export function mediaFilesOf(wxr: Wxr): ReadonlyMap<number, LibraryFile> {
  const known = libraries.get(wxr);
  if (known) return known;
  const files = new Map(
    wxr.items
      .filter((item) => item.type === "attachment" && item.attachmentUrl !== "")
      .map((item) => [
        item.id,
        {
          id: item.id,
          url: item.attachmentUrl,
          title: item.title,
          caption: item.excerpt.trim(),
          parent: item.parent,
          order: item.menuOrder,
        },
      ]),
  );
  libraries.set(wxr, files);
  return files;
}

/** Shortcodes WordPress registers itself (wp-includes/media.php, class-wp-embed.php): each has an HTML form. */
const CORE = ["caption", "wp_caption", "gallery", "audio", "video", "playlist", "embed"];

/**
 * Page builders' and forms' shortcodes, as their plugins register them: a builder's wrapper (WPBakery's
 * `[vc_row]`, Divi's `[et_pb_section]`, Avada's `[fusion_text]`, Shortcodes Ultimate's `[su_box]`) goes and
 * its text stays; a form has nothing to show here and goes whole. Any other word in brackets is prose
 * (`[注]`, `[1]`, `[sic]`) and stays as written.
 */
const BUILDER_PREFIXES = ["vc_", "et_pb_", "fusion_", "su_"];
const FORMS = [
  "contact-form-7",
  "contact-form",
  "wpforms",
  "gravityform",
  "ninja_form",
  "formidable",
  "mc4wp_form",
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * WordPress's own pattern (`get_shortcode_regex`) for the names given: `[name attrs]`, `[name attrs /]` or
 * `[name attrs]content[/name]`; `[[name]]` is the shortcode written out, shown as `[name]`. Groups: 1 the
 * opening `[` of an escape, 2 the name, 3 the attributes, 4 the content, 5 the closing `]` of an escape.
 */
function shortcodePattern(names: string): RegExp {
  return new RegExp(
    `\\[(\\[?)(${names})(?![\\w-])([^\\]\\/]*(?:\\/(?!\\])[^\\]\\/]*)*?)(?:\\/\\]|\\](?:([^\\[]*(?:\\[(?!\\/\\2\\])[^\\[]*)*)\\[\\/\\2\\])?)(\\]?)`,
    // Names are matched as written, as WordPress does: `[Caption]` is a word in brackets.
    "g",
  );
}

const CORE_PATTERN = shortcodePattern(CORE.join("|"));
const PLUGIN_PATTERN = shortcodePattern(
  [...BUILDER_PREFIXES.map((prefix) => `${escapeRegExp(prefix)}[\\w-]+`), ...FORMS.map(escapeRegExp)].join(
    "|",
  ),
);

/** A shortcode's attributes as WordPress reads them (`shortcode_parse_atts`): names in lower case. */
export function shortcodeAttributes(text: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  const pattern =
    /([\w-]+)\s*=\s*"([^"]*)"(?:\s|$)|([\w-]+)\s*=\s*'([^']*)'(?:\s|$)|([\w-]+)\s*=\s*([^\s'"]+)(?:\s|$)/g;
  for (const match of text.replace(/[\u00a0\u200b]/g, " ").matchAll(pattern)) {
    const name = match[1] ?? match[3] ?? match[5] ?? "";
    attributes[name.toLowerCase()] = match[2] ?? match[4] ?? match[6] ?? "";
  }
  return attributes;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The files a gallery or playlist shows: its `ids` (or `include`) in order, else the text's own files. */
function filesOf(attributes: Record<string, string>, context: ShortcodeContext): LibraryFile[] {
  const listed = (attributes.ids || attributes.include || "")
    .split(",")
    .map((id) => Number(id.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);
  if (listed.length > 0)
    return listed.flatMap((id) => {
      const file = context.files.get(id);
      return file ? [file] : [];
    });
  const excluded = new Set((attributes.exclude ?? "").split(",").map((id) => Number(id.trim())));
  return [...context.files.values()]
    .filter((file) => file.parent === context.postId && file.parent !== 0 && !excluded.has(file.id))
    .sort((a, b) => a.order - b.order || a.id - b.id);
}

/** The media addresses a `[audio]` or `[video]` names: `src`, then one per format WordPress plays. */
function sourcesOf(attributes: Record<string, string>, formats: string[]): string[] {
  return [attributes.src, ...formats.map((format) => attributes[format])]
    .map((url) => (url ?? "").trim())
    .filter((url, at, all) => url !== "" && all.indexOf(url) === at);
}

function mediaElement(tag: "audio" | "video", sources: string[], extra = ""): string {
  const [only] = sources;
  if (sources.length === 1 && only !== undefined)
    return `<${tag} controls src="${escapeHtml(only)}"${extra}></${tag}>`;
  return `<${tag} controls${extra}>${sources.map((url) => `<source src="${escapeHtml(url)}">`).join("")}</${tag}>`;
}

const figure = (inner: string, caption: string) =>
  caption.trim()
    ? `<figure>${inner}<figcaption>${caption.trim()}</figcaption></figure>`
    : `<figure>${inner}</figure>`;

/** The class the site's rich text shows a set of pictures with, as a grid (`RICH_HTML_CLASSES`). */
const GALLERY_CLASS = "rich-gallery";

const AUDIO_FORMATS = ["mp3", "m4a", "ogg", "wav", "wma", "flac"];
const VIDEO_FORMATS = ["mp4", "m4v", "webm", "ogv", "wmv", "flv"];

/** One core shortcode as HTML, or undefined when it has nothing to show (a gallery of files not exported). */
function coreHtml(
  name: string,
  attributes: Record<string, string>,
  content: string,
  context: ShortcodeContext,
): string | undefined {
  switch (name) {
    case "caption":
    case "wp_caption": {
      // WordPress takes the picture (with its link) first and the rest as the caption, unless one is given.
      const match = /^\s*((?:<a [^>]+>\s*)?<img [^>]+>(?:\s*<\/a>)?)([\s\S]*)$/i.exec(content);
      const picture = match?.[1] ?? content;
      const caption = attributes.caption ?? match?.[2] ?? "";
      // Without a caption WordPress shows the content as it is.
      return caption.trim() ? figure(picture, caption) : content;
    }
    case "gallery": {
      const files = filesOf(attributes, context);
      if (files.length === 0) return undefined;
      const pictures = files.map((file) =>
        figure(`<img src="${escapeHtml(file.url)}" alt="${escapeHtml(file.title)}">`, file.caption),
      );
      return `<figure class="${GALLERY_CLASS}">${pictures.join("")}</figure>`;
    }
    case "audio":
    case "video": {
      const sources = sourcesOf(attributes, name === "audio" ? AUDIO_FORMATS : VIDEO_FORMATS);
      if (sources.length === 0) return undefined;
      if (name === "audio") return mediaElement("audio", sources);
      const extra = ["poster", "width", "height"]
        .filter((key) => attributes[key])
        .map((key) => ` ${key}="${escapeHtml(attributes[key] ?? "")}"`)
        .join("");
      return mediaElement("video", sources, extra);
    }
    case "playlist": {
      const tag = attributes.type === "video" ? "video" : "audio";
      const files = filesOf(attributes, context);
      if (files.length === 0) return undefined;
      return files.map((file) => figure(mediaElement(tag, [file.url]), escapeHtml(file.title))).join("");
    }
    case "embed": {
      const url = content.trim();
      return /^https?:\/\/\S+$/i.test(url)
        ? `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`
        : undefined;
    }
    default:
      return undefined;
  }
}

/**
 * A text's shortcodes as HTML: WordPress's own as what they show (a caption as a figure with its
 * caption, a gallery or playlist as the export's files, audio and video as players, an embed as a link),
 * known plugins' as their text (a form removed); any other text in brackets stays as written. Answers
 * the text and how many shortcodes were removed without an HTML form.
 */
export function resolveShortcodes(
  text: string,
  context: ShortcodeContext = { files: new Map(), postId: 0 },
): { html: string; removed: number } {
  let removed = 0;
  const once =
    (pattern: RegExp, replace: (name: string, attributes: string, content: string) => string) =>
    (input: string) =>
      input.replace(
        pattern,
        (whole: string, open: string, name: string, attributes: string, content = "", close = "") => {
          // Written out: its brackets as characters, so no later round reads it as a shortcode.
          if (open === "[" && close === "]") return `&#91;${whole.slice(2, -2)}&#93;`;
          return replace(name.toLowerCase(), attributes, content);
        },
      );
  // A caption may hold another shortcode, a builder's wrapper holds anything: resolved until none is left.
  const core = once(CORE_PATTERN, (name, attributes, content) => {
    const html = coreHtml(name, shortcodeAttributes(attributes), content, context);
    if (html === undefined) removed++;
    return html ?? "";
  });
  const plugins = once(PLUGIN_PATTERN, (name, _attributes, content) => {
    removed++;
    return FORMS.includes(name) ? "" : content;
  });
  let html = text;
  for (let round = 0; round < 10; round++) {
    const next = plugins(core(html));
    if (next === html) break;
    html = next;
  }
  return { html, removed };
}
