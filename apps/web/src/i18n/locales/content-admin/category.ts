import type { TextsLike } from "../locale-shape.ts";

/** content/category: 文章分类. */
export const categoryZhCn = {
  addTitle: "添加分类",
  editTitle: "编辑分类",
};

export const categoryEn: TextsLike<typeof categoryZhCn> = {
  addTitle: "Add category",
  editTitle: "Edit category",
};
