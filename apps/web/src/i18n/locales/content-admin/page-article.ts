import type { TextsLike } from "../locale-shape.ts";

/** content/pageArticle: 单页文章. */
export const pageArticleZhCn = {
  addTitle: "添加单页文章",
  editTitle: "编辑单页文章",
};

export const pageArticleEn: TextsLike<typeof pageArticleZhCn> = {
  addTitle: "Add page entry",
  editTitle: "Edit page entry",
};
