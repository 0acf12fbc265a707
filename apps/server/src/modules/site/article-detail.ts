import type { Schemas } from "@corp/contract/types";
import type { Database } from "@corp/db/schema";
import type { Kysely } from "kysely";
import { AppError } from "../../errors.ts";
import { anyArticles, publishedArticles, shownArticles } from "./article-items.ts";
import {
  type ContentLanguage,
  hasEnglish,
  hidesUntranslated,
  shownLanguage,
  shownText,
} from "./content-language.ts";
import { shownRichHtml } from "./shown-rich-html.ts";

export const articleNotFound = () => new AppError({ key: "portalArticleMissing", status: 404 });

/**
 * One published article; a draft or a missing id is a 404. A found article counts the request's view
 * (`countView` answers the views not stored yet, which the answer shows already). With `preview`, a
 * draft or scheduled article is found too (an admin's preview); its neighbours are the published ones.
 */
export async function articleDetail(
  db: Kysely<Database>,
  view: ContentLanguage,
  id: number,
  countView: () => number,
  { preview = false }: { preview?: boolean } = {},
): Promise<Schemas["PortalArticleDetail"]> {
  const row = await (preview ? anyArticles(db) : publishedArticles(db))
    // An admin previews the English page of an article not translated yet as it would show in Chinese.
    .$if(hidesUntranslated(view) && !preview, (query) => query.where(hasEnglish("article")))
    .leftJoin("topic", (join) =>
      join.onRef("topic.id", "=", "article.topic_id").on("topic.status", "=", "enable"),
    )
    .select([
      "article.id",
      shownText(view, "article", "title"),
      shownText(view, "article", "summary"),
      shownText(view, "article", "content"),
      "article.image",
      shownText(view, "article", "source"),
      "article.source_en",
      shownText(view, "article", "author"),
      "article.author_en",
      "article.publish_time",
      shownText(view, "article", "keywords"),
      shownText(view, "article", "description"),
      shownText(view, "article", "seo_title"),
      "article.tags",
      "article.video_url",
      "article.views",
      "category.id as category_id",
      shownText(view, "category", "name", "category_name"),
      "category.name_en as category_name_en",
      "topic.id as topic_id",
      shownText(view, "topic", "title", "topic_title"),
      "topic.title_en as topic_title_en",
      shownText(view, "topic", "summary", "topic_summary"),
      "topic.image as topic_image",
      shownLanguage(view, "topic", "topic_lang"),
      shownLanguage(view, "article"),
    ])
    .where("article.id", "=", id)
    .executeTakeFirst();
  if (!row) throw articleNotFound();
  const unstored = countView();
  const publishTime = row.publish_time ?? 0;
  // Neighbours in the order of the lists (publish time, then id).
  const [prev, next] = await Promise.all([
    shownArticles(db, view)
      .select(["article.id", shownText(view, "article", "title"), shownLanguage(view, "article")])
      .where((eb) =>
        eb.or([
          eb("article.publish_time", "<", publishTime),
          eb.and([eb("article.publish_time", "=", publishTime), eb("article.id", "<", id)]),
        ]),
      )
      .orderBy("article.publish_time", "desc")
      .orderBy("article.id", "desc")
      .limit(1)
      .executeTakeFirst(),
    shownArticles(db, view)
      .select(["article.id", shownText(view, "article", "title"), shownLanguage(view, "article")])
      .where((eb) =>
        eb.or([
          eb("article.publish_time", ">", publishTime),
          eb.and([eb("article.publish_time", "=", publishTime), eb("article.id", ">", id)]),
        ]),
      )
      .orderBy("article.publish_time", "asc")
      .orderBy("article.id", "asc")
      .limit(1)
      .executeTakeFirst(),
  ]);
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    content: shownRichHtml(row.content),
    image: row.image,
    source: row.source,
    source_en: row.source_en,
    author: row.author,
    author_en: row.author_en,
    views: row.views + unstored,
    publish_time: publishTime,
    keywords: row.keywords,
    description: row.description,
    seo_title: row.seo_title,
    tags: row.tags,
    video_url: row.video_url,
    category: { id: row.category_id, name: row.category_name, name_en: row.category_name_en },
    topic:
      row.topic_id === null
        ? null
        : {
            id: row.topic_id,
            title: row.topic_title ?? "",
            title_en: row.topic_title_en ?? "",
            summary: row.topic_summary ?? "",
            image: row.topic_image ?? "",
            lang: row.topic_lang,
          },
    prev: prev ?? null,
    next: next ?? null,
    lang: row.lang,
  };
}
