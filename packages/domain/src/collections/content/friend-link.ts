import { defineCollection } from "../collection.ts";
import { field, translated } from "../fields.ts";

/** content/friendLink: the footer's friendly links, in drag order. */
export const friendLink = defineCollection({
  table: "friend_link",
  node: "content/friendLink",
  title: { "zh-cn": "友情链接", en: "Friendly links" },
  one: { "zh-cn": "友情链接", en: "friendly link" },
  icon: "fa fa-link",
  cache: "site",
  menuOrder: 7,
  actions: ["index", "add", "edit", "del", "sortable"],
  fields: {
    id: field.id(),
    ...translated("title", field.title(100)),
    link: field.httpUrl(255, {
      help: {
        "zh-cn": "对方网站的地址，以 http:// 或 https:// 开头",
        en: "The other site's address, starting with http:// or https://",
      },
    }),
    weigh: field.weigh(),
    status: field.status(),
    create_time: field.createTime(),
    update_time: field.updateTime(),
  },
  list: { quickSearch: ["title", "link"] },
  recycle: "友情链接",
});
