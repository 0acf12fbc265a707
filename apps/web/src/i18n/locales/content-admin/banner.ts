import type { TextsLike } from "../locale-shape.ts";

/** content/banner: 轮播图. */
export const bannerZhCn = {
  addTitle: "添加轮播图",
  editTitle: "编辑轮播图",
  imageHelp: "首页轮播大图，建议 1920×800 像素",
};

export const bannerEn: TextsLike<typeof bannerZhCn> = {
  addTitle: "Add slide",
  editTitle: "Edit slide",
  imageHelp: "The home page's carousel picture, 1920×800 pixels recommended",
};
