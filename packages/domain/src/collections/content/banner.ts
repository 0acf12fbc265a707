import { defineCollection } from "../collection.ts";
import { field, translated } from "../fields.ts";

/** content/banner: the home page's carousel, in drag order. */
export const banner = defineCollection({
  table: "banner",
  node: "content/banner",
  title: { "zh-cn": "轮播图管理", en: "Banners" },
  one: { "zh-cn": "轮播图", en: "slide" },
  icon: "fa fa-picture-o",
  cache: "page",
  menuOrder: 4,
  actions: ["index", "add", "edit", "del", "sortable"],
  fields: {
    id: field.id(),
    ...translated("title", field.title(100)),
    ...translated("summary", field.textarea(255)),
    image: field.requiredImage(255, {
      help: {
        "zh-cn": "首页轮播大图，建议 1920×800 像素",
        en: "The home page's carousel picture, 1920×800 pixels recommended",
      },
    }),
    link: field.link(255),
    weigh: field.weigh(),
    status: field.status(),
    create_time: field.createTime(),
    update_time: field.updateTime(),
  },
  list: {
    quickSearch: ["title", "summary"],
    columns: ["image", "title", "summary", "link", "weigh", "status", "update_time"],
  },
  recycle: "轮播图",
});
