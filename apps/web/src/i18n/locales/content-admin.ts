import { articleEn, articleZhCn } from "./content-admin/article.ts";
import type { TextsLike } from "./locale-shape.ts";

/** The content admin pages' texts (`contentAdmin.<page>.<key>`), one module per page. */
export const contentAdminZhCn = {
  article: articleZhCn,
};

export const contentAdminEn: TextsLike<typeof contentAdminZhCn> = {
  article: articleEn,
};
