import type { TextsLike } from "../locale-shape.ts";

/** content/corp: 企业信息. */
export const corpZhCn = {
  addTitle: "添加企业信息",
  editTitle: "编辑企业信息",
};

export const corpEn: TextsLike<typeof corpZhCn> = {
  addTitle: "Add company profile",
  editTitle: "Edit company profile",
};
