import { defineCollection } from "../collection.ts";
import { field, translated } from "../fields.ts";
import { LABELS } from "../texts.ts";

/** content/category: the article categories (a tree); one with articles cannot be deleted. */
export const category = defineCollection({
  table: "category",
  node: "content/category",
  title: { "zh-cn": "文章分类", en: "Categories" },
  one: { "zh-cn": "分类", en: "category" },
  icon: "fa fa-sitemap",
  cache: "article",
  menuOrder: 2,
  actions: ["index", "add", "edit", "del", "sortable"],
  fields: {
    id: field.id({ list: { sortable: false } }),
    pid: field.parent(),
    ...translated("name", field.title(50, { label: LABELS.name })),
    weigh: field.weigh({ list: { sortable: false } }),
    status: field.status(),
    create_time: field.createTime(),
    update_time: field.updateTime({ list: { sortable: false } }),
  },
  list: {
    quickSearch: ["name", "name_en"],
    columns: ["name", "name_en", "id", "weigh", "status", "update_time"],
  },
  tree: { label: "name" },
  recycle: "文章分类",
  indexes: [{ columns: ["pid"], unique: false }],
});
