import type { Schemas } from "@corp/contract/types";
import type { Database } from "@corp/db/schema";
import type { Kysely } from "kysely";
import {
  articleItemColumns,
  enabledCategories,
  latestArticles,
  shownArticles,
  toArticleItem,
} from "./article-items.ts";
import type { ContentLanguage } from "./content-language.ts";

const PER_CATEGORY = 4;
const POPULAR = 8;

/** The article centre: every category with its latest articles, beside the most read ones. */
export async function layoutContent(
  db: Kysely<Database>,
  view: ContentLanguage,
): Promise<Schemas["PortalLayoutData"]> {
  const categories = await enabledCategories(db, view);
  const sections = [];
  for (const category of categories) {
    const articles = await latestArticles(db, view, { limit: PER_CATEGORY, categoryId: category.id });
    if (articles.length > 0) sections.push({ category, articles });
  }
  const popular = await shownArticles(db, view)
    .select(articleItemColumns(view))
    .orderBy("article.views", "desc")
    .orderBy("article.id", "desc")
    .limit(POPULAR)
    .execute();
  return { sections, popular: popular.map(toArticleItem) };
}
