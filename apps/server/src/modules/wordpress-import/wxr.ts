import { createHash } from "node:crypto";
import { SaxesParser, type SaxesTagPlain } from "saxes";

/** A term of the export: a category (with its parent's slug) or a tag. */
export type WxrTerm = { id: number; slug: string; name: string; parent: string };

/** One `<item>` of the export: a post, a page, an attachment or anything else WordPress keeps. */
export type WxrItem = {
  /** `wp:post_id`; for an item exported without one, a negative number of its own (`numberMissingIds`). */
  id: number;
  /** `guid`: what identifies the item on the old site. */
  guid: string;
  /** `wp:post_password`: the item was shown only to who gave this password. */
  password: string;
  type: string;
  status: string;
  title: string;
  /** The permalink the old site answered at. */
  link: string;
  creator: string;
  content: string;
  excerpt: string;
  slug: string;
  /** `YYYY-MM-DD hh:mm:ss` on UTC, or on the old site's clock when `dateGmt` is empty (a draft). */
  dateGmt: string;
  date: string;
  parent: number;
  menuOrder: number;
  sticky: boolean;
  attachmentUrl: string;
  /** The item's categories and tags by slug (`domain` is `category` or `post_tag`). */
  terms: { domain: string; slug: string; name: string }[];
  meta: Record<string, string>;
};

/** A WordPress export (WXR 1.0–1.2) as read: the site, its authors and terms, and its items. */
export type Wxr = {
  title: string;
  siteUrl: string;
  blogUrl: string;
  authors: Map<string, string>;
  categories: WxrTerm[];
  tags: WxrTerm[];
  items: WxrItem[];
};

/** The export is not a WordPress export (not XML, or no `<rss>` with WordPress's namespace). */
export class NotWxrError extends Error {}

const emptyItem = (): WxrItem => ({
  id: 0,
  guid: "",
  password: "",
  type: "",
  status: "",
  title: "",
  link: "",
  creator: "",
  content: "",
  excerpt: "",
  slug: "",
  dateGmt: "",
  date: "",
  parent: 0,
  menuOrder: 0,
  sticky: false,
  attachmentUrl: "",
  terms: [],
  meta: {},
});

/** Item fields read from the element of the same name, as text. */
const ITEM_TEXT: Record<string, keyof WxrItem> = {
  title: "title",
  link: "link",
  "dc:creator": "creator",
  "content:encoded": "content",
  "excerpt:encoded": "excerpt",
  "wp:post_name": "slug",
  "wp:post_type": "type",
  "wp:status": "status",
  "wp:post_date_gmt": "dateGmt",
  "wp:post_date": "date",
  "wp:attachment_url": "attachmentUrl",
  guid: "guid",
  "wp:post_password": "password",
};

const ZERO_DATE = /^0000-00-00/;

/**
 * Reads a WordPress export. Streams the XML (an export of thousands of posts is read once, element by
 * element); throws `NotWxrError` for a file that is not one.
 */
export function parseWxr(xml: string): Wxr {
  const wxr: Wxr = {
    title: "",
    siteUrl: "",
    blogUrl: "",
    authors: new Map(),
    categories: [],
    tags: [],
    items: [],
  };
  const parser = new SaxesParser();
  const path: string[] = [];
  let text = "";
  let item: WxrItem | undefined;
  let term: Record<string, string> = {};
  let meta = { key: "", value: "" };
  let author = { login: "", name: "" };
  let sawWordPress = false;

  parser.on("opentag", (tag: SaxesTagPlain) => {
    path.push(tag.name);
    text = "";
    if (tag.name === "rss" && Object.keys(tag.attributes).some((a) => a === "xmlns:wp")) sawWordPress = true;
    if (tag.name === "item") item = emptyItem();
    if (tag.name === "wp:category" || tag.name === "wp:tag") term = {};
    if (tag.name === "wp:postmeta") meta = { key: "", value: "" };
    if (tag.name === "wp:author") author = { login: "", name: "" };
    if (tag.name === "category" && item) {
      const { domain = "", nicename = "" } = tag.attributes as Record<string, string>;
      // WXR 1.0 (WordPress 2.x) names a post's tags `domain="tag"`.
      item.terms.push({ domain: domain === "tag" ? "post_tag" : domain, slug: nicename, name: "" });
    }
  });
  parser.on("text", (chunk) => {
    text += chunk;
  });
  parser.on("cdata", (chunk) => {
    text += chunk;
  });
  parser.on("closetag", (tag) => {
    path.pop();
    const value = text;
    text = "";
    const parent = path[path.length - 1];
    if (item) {
      closeInItem(item, tag.name, value);
      if (tag.name === "wp:meta_key") meta.key = value;
      if (tag.name === "wp:meta_value") meta.value = value;
      if (tag.name === "wp:postmeta" && meta.key) item.meta[meta.key] = meta.value;
      if (tag.name === "item") {
        wxr.items.push(item);
        item = undefined;
      }
      return;
    }
    if (parent === "channel") {
      if (tag.name === "title") wxr.title = value.trim();
      if (tag.name === "wp:base_site_url") wxr.siteUrl = value.trim();
      if (tag.name === "wp:base_blog_url") wxr.blogUrl = value.trim();
      if (tag.name === "link" && !wxr.blogUrl) wxr.blogUrl = value.trim();
    }
    if (parent === "wp:category" || parent === "wp:tag") term[tag.name] = value;
    if (tag.name === "wp:category")
      wxr.categories.push({
        id: Number(term["wp:term_id"]) || 0,
        slug: term["wp:category_nicename"] ?? "",
        name: term["wp:cat_name"] ?? "",
        parent: term["wp:category_parent"] ?? "",
      });
    if (tag.name === "wp:tag")
      wxr.tags.push({
        id: Number(term["wp:term_id"]) || 0,
        slug: term["wp:tag_slug"] ?? "",
        name: term["wp:tag_name"] ?? "",
        parent: "",
      });
    if (tag.name === "wp:author_login") author.login = value;
    if (tag.name === "wp:author_display_name") author.name = value;
    if (tag.name === "wp:author" && author.login) wxr.authors.set(author.login, author.name || author.login);
  });

  try {
    parser.write(xml).close();
  } catch (error) {
    throw new NotWxrError(error instanceof Error ? error.message : String(error));
  }
  if (!sawWordPress) throw new NotWxrError("no <rss> element with WordPress's export namespace");
  if (!wxr.blogUrl) wxr.blogUrl = wxr.siteUrl;
  parentsBySlug(wxr.categories);
  numberMissingIds(wxr.items);
  return wxr;
}

/**
 * Names each category's parent by its slug: WXR 1.0 (WordPress 2.x) wrote the parent's name in
 * `wp:category_parent` where later versions write its slug. A parent named by neither stays as written.
 */
function parentsBySlug(categories: WxrTerm[]): void {
  const slugs = new Set(categories.map((term) => term.slug));
  const slugOfName = new Map(categories.map((term) => [term.name, term.slug]));
  for (const term of categories)
    if (term.parent && !slugs.has(term.parent)) term.parent = slugOfName.get(term.parent) ?? term.parent;
}

/**
 * Gives each item exported without `wp:post_id` (some exporters and hand-made exports leave it out) a
 * number of its own: negative, so it meets no real one, and made from what identifies the item (its
 * guid, else its link, else its type, title and date), so the same item has the same number in every
 * run (a second run finds it imported before) and no two items of the export share one.
 */
export function numberMissingIds(items: WxrItem[]): void {
  const taken = new Set(items.map((item) => item.id).filter((id) => id !== 0));
  for (const item of items) {
    if (item.id !== 0) continue;
    const identity = item.guid || item.link || `${item.type}\n${item.title}\n${item.date}`;
    let id = -(createHash("sha256").update(identity).digest().readUIntBE(0, 6) || 1);
    while (taken.has(id)) id -= 1;
    taken.add(id);
    item.id = id;
  }
}

function closeInItem(item: WxrItem, name: string, value: string): void {
  const field = ITEM_TEXT[name];
  if (field) {
    (item as Record<string, unknown>)[field] =
      field === "content" || field === "excerpt" ? value : value.trim();
    if (field === "dateGmt" && ZERO_DATE.test(item.dateGmt)) item.dateGmt = "";
    return;
  }
  if (name === "wp:post_id") item.id = Number(value.trim()) || 0;
  if (name === "wp:post_parent") item.parent = Number(value.trim()) || 0;
  if (name === "wp:menu_order") item.menuOrder = Number(value.trim()) || 0;
  if (name === "wp:is_sticky") item.sticky = value.trim() === "1";
  if (name === "category") {
    const last = item.terms[item.terms.length - 1];
    if (last && last.name === "") last.name = value.trim();
  }
}
