import type { TextsLike } from "../locale-shape.ts";

/** content/page: 单页. */
export const pageZhCn = {
  addTitle: "添加单页",
  editTitle: "编辑单页",
};

export const pageEn: TextsLike<typeof pageZhCn> = {
  addTitle: "Add page",
  editTitle: "Edit page",
};
