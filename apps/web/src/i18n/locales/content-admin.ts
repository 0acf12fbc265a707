import { articleEn, articleZhCn } from "./content-admin/article.ts";
import { categoryEn, categoryZhCn } from "./content-admin/category.ts";
import { contentCommonEn, contentCommonZhCn } from "./content-admin/common.ts";
import { corpEn, corpZhCn } from "./content-admin/corp.ts";
import { menuEn, menuZhCn } from "./content-admin/menu.ts";
import { pageEn, pageZhCn } from "./content-admin/page.ts";
import { pageArticleEn, pageArticleZhCn } from "./content-admin/page-article.ts";
import { pageMetaEn, pageMetaZhCn } from "./content-admin/page-meta.ts";
import { topicEn, topicZhCn } from "./content-admin/topic.ts";
import type { TextsLike } from "./locale-shape.ts";

/** The content admin pages' texts (`contentAdmin.<page>.<key>`), one module per page. */
export const contentAdminZhCn = {
  common: contentCommonZhCn,
  article: articleZhCn,
  category: categoryZhCn,
  topic: topicZhCn,
  corp: corpZhCn,
  menu: menuZhCn,
  page: pageZhCn,
  pageArticle: pageArticleZhCn,
  pageMeta: pageMetaZhCn,
};

export const contentAdminEn: TextsLike<typeof contentAdminZhCn> = {
  common: contentCommonEn,
  article: articleEn,
  category: categoryEn,
  topic: topicEn,
  corp: corpEn,
  menu: menuEn,
  page: pageEn,
  pageArticle: pageArticleEn,
  pageMeta: pageMetaEn,
};
