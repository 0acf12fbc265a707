import { articleEn, articleZhCn } from "./content-admin/article.ts";
import { categoryEn, categoryZhCn } from "./content-admin/category.ts";
import { contentCommonEn, contentCommonZhCn } from "./content-admin/common.ts";
import { corpEn, corpZhCn } from "./content-admin/corp.ts";
import { menuEn, menuZhCn } from "./content-admin/menu.ts";
import type { TextsLike } from "./locale-shape.ts";

/** The content admin pages' texts (`contentAdmin.<page>.<key>`), one module per page. */
export const contentAdminZhCn = {
  common: contentCommonZhCn,
  article: articleZhCn,
  category: categoryZhCn,
  corp: corpZhCn,
  menu: menuZhCn,
};

export const contentAdminEn: TextsLike<typeof contentAdminZhCn> = {
  common: contentCommonEn,
  article: articleEn,
  category: categoryEn,
  corp: corpEn,
  menu: menuEn,
};
