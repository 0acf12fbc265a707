import { defineCollection } from "../collection.ts";
import { field, translated } from "../fields.ts";
import { LABELS } from "../texts.ts";

/** content/topic: the special reports; deleting one leaves its articles without a topic. */
export const topic = defineCollection({
  table: "topic",
  node: "content/topic",
  title: { "zh-cn": "专题管理", en: "Topics" },
  one: { "zh-cn": "专题", en: "topic" },
  icon: "fa fa-bookmark-o",
  cache: "article",
  menuOrder: 3,
  actions: ["index", "add", "edit", "del", "sortable"],
  fields: {
    id: field.id({ list: {} }),
    ...translated("title", field.title(100)),
    ...translated("summary", field.textarea(500, { list: { hidden: true, filter: false } })),
    image: field.image(255, { label: LABELS.cover, help: LABELS.imageHelp }),
    weigh: field.weigh(),
    status: field.status(),
    create_time: field.createTime(),
    update_time: field.updateTime(),
  },
  list: {
    quickSearch: ["title", "title_en"],
    columns: ["id", "image", "title", "title_en", "summary", "weigh", "status", "update_time"],
  },
  recycle: "专题",
});
