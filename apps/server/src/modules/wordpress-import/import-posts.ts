import { articleSearchVectors, englishTexts } from "@corp/db/search-vector";
import type { ImportNote } from "@corp/domain/messages/wordpress-import-report";
import { articlePagePath, singlePagePath } from "@corp/domain/public-pages";
import { nowSeconds } from "../../envelope.ts";
import { pushWrittenArticle } from "../search-push/index.ts";
import { type ImportContext, missingOf, type ReportLine } from "./import-context.ts";
import { addRecord, addRedirect, latinSlug, momentOf } from "./import-records.ts";
import { LIMITS, overLimits } from "./item-limits.ts";
import { addMenuPlace } from "./page-menu.ts";
import { mediaFilesOf, type ShortcodeContext } from "./shortcodes.ts";
import { importedHtml, plainText } from "./wp-html.ts";
import type { WxrItem } from "./wxr.ts";

/** WordPress's states of a post that show it: published, or published at a time still ahead. */
const SHOWN = new Set(["publish", "future"]);

/**
 * Whether the item is shown here as it was there: published or scheduled, and open to every visitor. A
 * post or page behind a password comes as a draft or a hidden page (this site has no page passwords),
 * never published, and its report line says so.
 */
const shown = (item: WxrItem) => SHOWN.has(item.status) && item.password === "";

const PROTECTED: ImportNote = { key: "importNoteProtected" };
const PRIVATE: ImportNote = { key: "importNotePrivate" };

/** The notes of an imported text: shortcodes removed, and why its old address has no redirect. */
function notesOf(
  item: WxrItem,
  text: { shortcodes: number; missingMedia: string[] },
  ...more: (ImportNote | undefined)[]
): ImportNote[] {
  const notes: ImportNote[] = item.password !== "" ? [PROTECTED] : item.status === "private" ? [PRIVATE] : [];
  if (text.shortcodes > 0) notes.push({ key: "importNoteShortcodes", params: { count: text.shortcodes } });
  const [first] = text.missingMedia;
  if (first !== undefined) {
    notes.push({ key: "importNoteMediaMissing", params: { count: text.missingMedia.length, file: first } });
  }
  return [...notes, ...more.filter((note) => note !== undefined)];
}

/** What a shortcode of the item's text may show: the export's media files, and the item itself. */
const shortcodesOf = (ctx: ImportContext, item: WxrItem): ShortcodeContext => ({
  files: mediaFilesOf(ctx.wxr),
  postId: item.id,
});

/** The line of an item left out because a value of it is over this site's limits (`overLimits`). */
const overLine = (kind: "post" | "page", item: WxrItem, title: string, notes: ImportNote[]): ReportLine => ({
  kind,
  id: item.id,
  title: [...title].slice(0, 200).join(""),
  result: "failed",
  oldUrl: item.link,
  notes,
});

/** The category an article goes in: its first category imported, else the first category of the export. */
async function categoryOf(ctx: ImportContext, item: WxrItem): Promise<number> {
  for (const term of item.terms)
    if (term.domain === "category" && ctx.categoryIds.has(term.slug))
      return ctx.categoryIds.get(term.slug) ?? 0;
  const first = ctx.categoryIds.values().next();
  if (!first.done) return first.value;
  const any = await ctx.services.db.selectFrom("category").select("id").orderBy("id").executeTakeFirst();
  if (!any) throw new Error("no category to put the article in");
  return any.id;
}

/**
 * Why the article is not in a category it had in WordPress: none of its categories came across (one was
 * over this site's limits, say), so it waits in another for the admin to move it.
 */
function categoryNote(ctx: ImportContext, item: WxrItem): ImportNote | undefined {
  const categories = item.terms.filter((term) => term.domain === "category");
  const [first] = categories;
  if (!first || categories.some((term) => ctx.categoryIds.has(term.slug))) return undefined;
  return { key: "importNoteCategoryMissing", params: { category: first.name || first.slug } };
}

/**
 * A post as an article: its category (other categories become tags beside its own tags), author, dates,
 * state (published, scheduled or a draft), excerpt as the summary, featured picture as the cover and its
 * text through the sanitiser, with pictures of the old site at their new addresses. A sticky post gets
 * weight 1. Kept as the article's first revision; its old address answers with a redirect.
 */
export async function importPost(ctx: ImportContext, item: WxrItem): Promise<ReportLine> {
  const text = importedHtml(item.content, ctx.mediaUrls, shortcodesOf(ctx, item));
  const { html } = text;
  const categoryId = await categoryOf(ctx, item);
  const now = nowSeconds();
  const moment = momentOf(item, ctx.timeZone) ?? now;
  // Every tag, and every category imported but the article's own, as written: none cut, none left out.
  const tags = [
    ...new Set(
      item.terms
        .filter(
          (term) =>
            term.domain === "post_tag" ||
            (term.domain === "category" &&
              ctx.categoryIds.has(term.slug) &&
              ctx.categoryIds.get(term.slug) !== categoryId),
        )
        .map((term) => term.name.trim())
        .filter(Boolean),
    ),
  ];
  const title = plainText(item.title) || item.slug;
  const summary = plainText(item.excerpt);
  const author = ctx.wxr.authors.get(item.creator) ?? item.creator;
  const over = overLimits({
    title: { text: title, max: LIMITS.articleTitle },
    excerpt: { text: summary, max: LIMITS.articleSummary },
    text: html,
    author,
    tags,
  });
  if (over.length > 0) return overLine("post", item, title, over);
  const values = {
    category_id: categoryId,
    title,
    summary,
    content: html,
    image: ctx.attachmentUrls.get(Number(item.meta._thumbnail_id)) ?? "",
    author,
    tags: JSON.stringify(tags),
    status: shown(item) ? ("published" as const) : ("draft" as const),
    publish_time: shown(item) ? moment : null,
    weigh: item.sticky ? 1 : 0,
  };
  const id = await ctx.services.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("article")
      .values({
        ...values,
        create_time: moment,
        update_time: now,
        // A post is imported as the site's Chinese: no English yet, so its English vector is empty.
        ...articleSearchVectors(
          { title: values.title, summary: values.summary, content: html },
          englishTexts({}),
        ),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const newUrl = articlePagePath(row.id);
    await trx
      .insertInto("article_revision")
      .values({
        article_id: row.id,
        admin_id: ctx.adminId,
        title: values.title,
        snapshot: JSON.stringify(values),
      })
      .execute();
    const redirect = await addRedirect(trx, ctx.services.reservedAddresses, item.link, newUrl);
    await addRecord(trx, ctx, {
      kind: "post",
      id: item.id,
      title: values.title,
      targetId: row.id,
      oldUrl: item.link,
      newUrl,
    });
    await pushWrittenArticle(trx, ctx.services, row.id);
    return { id: row.id, redirect };
  });
  return {
    kind: "post",
    id: item.id,
    title: values.title,
    result: "imported",
    oldUrl: item.link,
    newUrl: articlePagePath(id.id),
    ...missingOf(text),
    notes: notesOf(item, text, id.redirect, categoryNote(ctx, item)),
  };
}

/** A slug here for a page: its WordPress slug when Latin and free, else `wp-{id}` (a Chinese slug). */
async function freeSlug(ctx: ImportContext, item: WxrItem): Promise<string> {
  const base = latinSlug(item.slug, 40) ?? `wp-${Math.abs(item.id)}`;
  const taken = await ctx.services.db
    .selectFrom("page")
    .select("slug")
    .where((eb) => eb.or([eb("slug", "=", base), eb("slug", "like", `${base}-%`)]))
    .execute();
  const names = new Set(taken.map((row) => row.slug));
  if (!names.has(base)) return base;
  for (let n = 2; ; n++) if (!names.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * A page as a single page at `/page/{slug}`: shown when it was published in WordPress, hidden otherwise;
 * its excerpt as the description, its date as the page's. Its old address answers with a redirect.
 */
export async function importPage(ctx: ImportContext, item: WxrItem): Promise<ReportLine> {
  const text = importedHtml(item.content, ctx.mediaUrls, shortcodesOf(ctx, item));
  const { html } = text;
  const title = plainText(item.title) || item.slug;
  const description = plainText(item.excerpt);
  const over = overLimits({
    title: { text: title, max: LIMITS.pageTitle },
    excerpt: { text: description, max: LIMITS.pageDescription },
    text: html,
  });
  if (over.length > 0) return overLine("page", item, title, over);
  const slug = await freeSlug(ctx, item);
  const newUrl = singlePagePath(slug);
  const now = nowSeconds();
  const enabled = item.status === "publish" && item.password === "";
  const notes = await ctx.services.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("page")
      .values({
        slug,
        title,
        title_en: "",
        content: html,
        image: ctx.attachmentUrls.get(Number(item.meta._thumbnail_id)) ?? "",
        keywords: "",
        description,
        weigh: item.menuOrder,
        status: enabled ? "enable" : "disable",
        create_time: momentOf(item, ctx.timeZone) ?? now,
        update_time: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const none = await addRedirect(trx, ctx.services.reservedAddresses, item.link, newUrl);
    await addRecord(trx, ctx, {
      kind: "page",
      id: item.id,
      title,
      targetId: row.id,
      oldUrl: item.link,
      newUrl,
    });
    const menu = await addMenuPlace(trx, ctx, item, { title, path: newUrl, shown: enabled });
    return [none, menu];
  });
  return {
    kind: "page",
    id: item.id,
    title,
    result: "imported",
    oldUrl: item.link,
    newUrl,
    ...missingOf(text),
    notes: notesOf(item, text, ...notes),
  };
}
