import { articleEn, articleZhCn } from "./content-admin/article.ts";
import { bannerEn, bannerZhCn } from "./content-admin/banner.ts";
import { categoryEn, categoryZhCn } from "./content-admin/category.ts";
import { contentCommonEn, contentCommonZhCn } from "./content-admin/common.ts";
import { corpEn, corpZhCn } from "./content-admin/corp.ts";
import { friendLinkEn, friendLinkZhCn } from "./content-admin/friend-link.ts";
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
  banner: bannerZhCn,
  corp: corpZhCn,
  menu: menuZhCn,
  friendLink: friendLinkZhCn,
  page: pageZhCn,
  pageArticle: pageArticleZhCn,
  pageMeta: pageMetaZhCn,
};

export const contentAdminEn: TextsLike<typeof contentAdminZhCn> = {
  common: contentCommonEn,
  article: articleEn,
  category: categoryEn,
  topic: topicEn,
  banner: bannerEn,
  corp: corpEn,
  menu: menuEn,
  friendLink: friendLinkEn,
  page: pageEn,
  pageArticle: pageArticleEn,
  pageMeta: pageMetaEn,
};
