import { articleEn, articleZhCn } from "./content-admin/article.ts";
import { leadEn, leadZhCn } from "./content-admin/lead.ts";
import { searchPushEn, searchPushZhCn } from "./content-admin/search-push.ts";
import { wordpressImportEn, wordpressImportZhCn } from "./content-admin/wordpress-import.ts";
import type { TextsLike } from "./locale-shape.ts";

/** The content admin pages' texts (`contentAdmin.<page>.<key>`), one module per page. */
export const contentAdminZhCn = {
  article: articleZhCn,
  lead: leadZhCn,
  searchPush: searchPushZhCn,
  wordpressImport: wordpressImportZhCn,
};

export const contentAdminEn: TextsLike<typeof contentAdminZhCn> = {
  article: articleEn,
  lead: leadEn,
  searchPush: searchPushEn,
  wordpressImport: wordpressImportEn,
};
