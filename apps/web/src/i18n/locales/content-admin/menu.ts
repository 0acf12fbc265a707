import type { TextsLike } from "../locale-shape.ts";

/** content/menu: 网站菜单. */
export const menuZhCn = {
  addTitle: "添加菜单",
  editTitle: "编辑菜单",
  thumb: "缩略图",
  thumbHelp: "弹出菜单中悬停该顶级菜单时显示的背景图",
  pathHelp:
    "站内路径（如 /list?cid=1 或 /us/company#culture，站内链接会自动加上 mid 和 pid），或以 http(s):// 开头的网址（在新窗口打开）",
};

export const menuEn: TextsLike<typeof menuZhCn> = {
  addTitle: "Add menu item",
  editTitle: "Edit menu item",
  thumb: "Thumbnail",
  thumbHelp: "The background shown in the popup menu while a top-level item is hovered",
  pathHelp:
    "A site path (such as /list?cid=1 or /us/company#culture; site links get mid and pid added) or an address starting with http(s)://, which opens in a new window",
};
