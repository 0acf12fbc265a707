import type { Schemas } from "@corp/contract/types";
import type { Database } from "@corp/db/schema";
import type { Kysely } from "kysely";
import {
  ARTICLE_ITEM_COLUMNS,
  enabledCategories,
  latestArticles,
  publishedArticles,
  toArticleItem,
} from "./article-items.ts";

const PER_CATEGORY = 4;
const POPULAR = 8;

/** The article centre: every category with its latest articles, beside the most read ones. */
export async function layoutContent(db: Kysely<Database>): Promise<Schemas["PortalLayoutData"]> {
  const categories = await enabledCategories(db);
  const sections = [];
  for (const category of categories) {
    const articles = await latestArticles(db, { limit: PER_CATEGORY, categoryId: category.id });
    if (articles.length > 0) sections.push({ category, articles });
  }
  const popular = await publishedArticles(db)
    .select(ARTICLE_ITEM_COLUMNS)
    .orderBy("article.views", "desc")
    .orderBy("article.id", "desc")
    .limit(POPULAR)
    .execute();
  return { sections, popular: popular.map(toArticleItem) };
}
