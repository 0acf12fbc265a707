import type { TextsLike } from "../locale-shape.ts";

/** content/pageArticle: 单页文章. */
export const pageArticleZhCn = {
  addTitle: "添加单页文章",
  editTitle: "编辑单页文章",
  page: "所属单页",
  eventDate: "日期",
  eventDateHelp: "年（2016）、年月（2016-05）或年月日（2016-05-18），可留空",
};

export const pageArticleEn: TextsLike<typeof pageArticleZhCn> = {
  addTitle: "Add page entry",
  editTitle: "Edit page entry",
  page: "Page",
  eventDate: "Date",
  eventDateHelp: "A year (2016), a month (2016-05) or a day (2016-05-18); may be left empty",
};
