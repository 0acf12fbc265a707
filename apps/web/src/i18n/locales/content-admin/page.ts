import type { TextsLike } from "../locale-shape.ts";

/** content/page: 单页. */
export const pageZhCn = {
  addTitle: "添加单页",
  editTitle: "编辑单页",
  slug: "标识",
  slugHelp:
    "小写字母、数字和连字符；company、history、contact 是“关于我们”“发展历程”“联系我们”页面使用的标识",
};

export const pageEn: TextsLike<typeof pageZhCn> = {
  addTitle: "Add page",
  editTitle: "Edit page",
  slug: "Slug",
  slugHelp:
    "Lower-case letters, digits and hyphens; company, history and contact are the slugs of the About us, History and Contact us pages",
};
