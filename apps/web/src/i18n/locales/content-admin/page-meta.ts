import type { TextsLike } from "../locale-shape.ts";

/** content/pageMeta: 页面 SEO. */
export const pageMetaZhCn = {
  addTitle: "添加页面 SEO",
  editTitle: "编辑页面 SEO",
};

export const pageMetaEn: TextsLike<typeof pageMetaZhCn> = {
  addTitle: "Add page SEO entry",
  editTitle: "Edit page SEO entry",
};
