import { articleEn, articleZhCn } from "./content-admin/article.ts";
import { contentCommonEn, contentCommonZhCn } from "./content-admin/common.ts";
import type { TextsLike } from "./locale-shape.ts";

/** The content admin pages' texts (`contentAdmin.<page>.<key>`), one module per page. */
export const contentAdminZhCn = {
  common: contentCommonZhCn,
  article: articleZhCn,
};

export const contentAdminEn: TextsLike<typeof contentAdminZhCn> = {
  common: contentCommonEn,
  article: articleEn,
};
