import type { TextsLike } from "../locale-shape.ts";

/** content/friendLink: 友情链接. */
export const friendLinkZhCn = {
  addTitle: "添加友情链接",
  editTitle: "编辑友情链接",
  linkHelp: "对方网站的地址，以 http:// 或 https:// 开头",
};

export const friendLinkEn: TextsLike<typeof friendLinkZhCn> = {
  addTitle: "Add friendly link",
  editTitle: "Edit friendly link",
  linkHelp: "The other site's address, starting with http:// or https://",
};
