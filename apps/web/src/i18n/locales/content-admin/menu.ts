import type { TextsLike } from "../locale-shape.ts";

/** content/menu: 网站菜单. */
export const menuZhCn = {
  addTitle: "添加菜单",
  editTitle: "编辑菜单",
};

export const menuEn: TextsLike<typeof menuZhCn> = {
  addTitle: "Add menu item",
  editTitle: "Edit menu item",
};
