import type { TextsLike } from "../locale-shape.ts";

/** content/banner: 轮播图. */
export const bannerZhCn = {
  addTitle: "添加轮播图",
  editTitle: "编辑轮播图",
};

export const bannerEn: TextsLike<typeof bannerZhCn> = {
  addTitle: "Add slide",
  editTitle: "Edit slide",
};
