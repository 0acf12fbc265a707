import { defineCollection } from "../collection.ts";
import { EXAMPLES, field, translated } from "../fields.ts";

/** content/pageArticle: the entries of single pages (the steps of the history timeline), in drag order. */
export const pageArticle = defineCollection({
  table: "page_article",
  node: "content/pageArticle",
  title: { "zh-cn": "单页文章", en: "Page entries" },
  one: { "zh-cn": "单页文章", en: "page entry" },
  icon: "fa fa-file-text",
  cache: "page",
  menuOrder: 9,
  actions: ["index", "add", "edit", "del", "sortable"],
  fields: {
    id: field.id(),
    page_id: field.relation(
      { table: "page", node: "content/page", labelField: "title" },
      { label: { "zh-cn": "所属单页", en: "Page" }, as: "page_title" },
    ),
    ...translated("title", field.title(200)),
    ...translated("content", field.richText()),
    image: field.image(255),
    /** '2016', '2016-05' or '2016-05-18'; '' for none. */
    event_date: field.text(20, {
      example: EXAMPLES.day,
      label: { "zh-cn": "日期", en: "Date" },
      match: [/^(?:\d{4}(?:-(?:0[1-9]|1[0-2])(?:-(?:0[1-9]|[12]\d|3[01]))?)?)?$/, "eventDate"],
      list: { sortable: true, filter: false },
      help: {
        "zh-cn": "年（2016）、年月（2016-05）或年月日（2016-05-18），可留空",
        en: "A year (2016), a month (2016-05) or a day (2016-05-18); may be left empty",
      },
    }),
    weigh: field.weigh(),
    status: field.status(),
    create_time: field.createTime(),
    update_time: field.updateTime(),
  },
  list: {
    quickSearch: ["title", "event_date"],
    columns: ["page_id", "event_date", "title", "image", "weigh", "status"],
  },
  form: ["page_id", "title", "event_date", "image", "content", "weigh", "status"],
  recycle: "单页文章",
  indexes: [{ columns: ["page_id"], unique: false }],
});
