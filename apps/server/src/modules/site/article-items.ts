import type { Schemas } from "@corp/contract/types";
import type { Database } from "@corp/db/schema";
import type { Lang } from "@corp/domain/lang";
import type { Kysely } from "kysely";
import {
  type ContentLanguage,
  hasEnglish,
  hidesUntranslated,
  shownLanguage,
  shownText,
} from "./content-language.ts";

export type PortalArticleItem = Schemas["PortalArticleItem"];
export type PortalCategory = Schemas["PortalCategory"];

/** Articles a visitor may read: published, with a publish time that has come. */
export function publishedArticles(db: Kysely<Database>, now = Math.floor(Date.now() / 1000)) {
  return db
    .selectFrom("article")
    .innerJoin("category", "category.id", "article.category_id")
    .where("article.status", "=", "published")
    .where("article.publish_time", "is not", null)
    .where("article.publish_time", "<=", now);
}

/**
 * The articles a visitor of one language may read: the published ones, without those lacking English on
 * an English page when the site hides them.
 */
export function shownArticles(db: Kysely<Database>, view: ContentLanguage) {
  const published = publishedArticles(db);
  return hidesUntranslated(view) ? published.where(hasEnglish("article")) : published;
}

/** Any article with its category, drafts and scheduled ones included: what an admin previews. */
export function anyArticles(db: Kysely<Database>) {
  return db.selectFrom("article").innerJoin("category", "category.id", "article.category_id");
}

/** The columns of an article as lists show it, its texts in the reader's language. */
export const articleItemColumns = (view: ContentLanguage) =>
  [
    "article.id",
    shownText(view, "article", "title"),
    shownText(view, "article", "summary"),
    "article.image",
    "article.publish_time",
    "article.views",
    "category.id as category_id",
    shownText(view, "category", "name", "category_name"),
    "category.name_en as category_name_en",
    shownLanguage(view, "article"),
  ] as const;

type ItemRow = {
  id: number;
  title: string;
  summary: string;
  image: string;
  publish_time: number | null;
  views: number;
  category_id: number;
  category_name: string;
  category_name_en: string;
  lang: Lang;
};

export function toArticleItem(row: ItemRow): PortalArticleItem {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    image: row.image,
    publish_time: row.publish_time ?? 0,
    views: row.views,
    category: { id: row.category_id, name: row.category_name, name_en: row.category_name_en },
    lang: row.lang,
  };
}

type LatestOptions = { limit: number; offset?: number; categoryId?: number; topicId?: number };

/**
 * The query of `latestArticles`: newest first, equal times by id, so that the indexes of migration 0036
 * (category, status, publish time, id) give the rows in order without sorting the category.
 */
export function latestArticlesQuery(db: Kysely<Database>, view: ContentLanguage, options: LatestOptions) {
  let query = shownArticles(db, view).select(articleItemColumns(view));
  if (options.categoryId) query = query.where("article.category_id", "=", options.categoryId);
  if (options.topicId) query = query.where("article.topic_id", "=", options.topicId);
  return query
    .orderBy("article.publish_time", "desc")
    .orderBy("article.id", "desc")
    .limit(options.limit)
    .offset(options.offset ?? 0);
}

/** Newest first; equal times keep a stable order. */
export async function latestArticles(
  db: Kysely<Database>,
  view: ContentLanguage,
  options: LatestOptions,
): Promise<PortalArticleItem[]> {
  const rows = await latestArticlesQuery(db, view, options).execute();
  return rows.map(toArticleItem);
}

export async function countArticles(
  db: Kysely<Database>,
  view: ContentLanguage,
  options: { categoryId?: number; topicId?: number },
): Promise<number> {
  let query = shownArticles(db, view).select((eb) => eb.fn.countAll<string | number>().as("total"));
  if (options.categoryId) query = query.where("article.category_id", "=", options.categoryId);
  if (options.topicId) query = query.where("article.topic_id", "=", options.topicId);
  const row = await query.executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** The enabled categories, each `name` in the reader's language (`name_en` beside it). */
export async function enabledCategories(
  db: Kysely<Database>,
  view: ContentLanguage,
): Promise<PortalCategory[]> {
  return db
    .selectFrom("category")
    .select(["category.id", shownText(view, "category", "name"), "category.name_en"])
    .where("status", "=", "enable")
    .orderBy("weigh", "desc")
    .orderBy("id", "asc")
    .execute();
}
