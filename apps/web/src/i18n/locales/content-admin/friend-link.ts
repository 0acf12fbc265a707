import type { TextsLike } from "../locale-shape.ts";

/** content/friendLink: 友情链接. */
export const friendLinkZhCn = {
  addTitle: "添加友情链接",
  editTitle: "编辑友情链接",
};

export const friendLinkEn: TextsLike<typeof friendLinkZhCn> = {
  addTitle: "Add friendly link",
  editTitle: "Edit friendly link",
};
