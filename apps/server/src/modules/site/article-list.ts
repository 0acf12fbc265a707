import type { Schemas } from "@corp/contract/types";
import type { Database } from "@corp/db/schema";
import type { Kysely } from "kysely";
import { countArticles, enabledCategories, latestArticles } from "./article-items.ts";
import type { ContentLanguage } from "./content-language.ts";

/** The news centre: one page of published articles, of one category when `categoryId` is set. */
export async function articleList(
  db: Kysely<Database>,
  view: ContentLanguage,
  query: { categoryId?: number | undefined; page: number; limit: number },
): Promise<Schemas["PortalArticleListData"]> {
  const categoryId = query.categoryId || undefined;
  const [categories, total, list] = await Promise.all([
    enabledCategories(db, view),
    countArticles(db, view, { categoryId }),
    latestArticles(db, view, { limit: query.limit, offset: (query.page - 1) * query.limit, categoryId }),
  ]);
  return { categories, total, page: query.page, limit: query.limit, list };
}
