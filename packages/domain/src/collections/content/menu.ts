import { defineCollection } from "../collection.ts";
import { EXAMPLES, field, translated } from "../fields.ts";
import { LABELS } from "../texts.ts";

/**
 * content/menu: the public site's navigation, three levels (SPEC §2, site header), in drag order. An
 * item leads to a site path ('/list?cid=1', '/us/company#culture'; the links add `mid` and `pid`) or a
 * full http(s) URL, which opens in a new window.
 */
export const menu = defineCollection({
  table: "menu",
  node: "content/menu",
  title: { "zh-cn": "网站菜单", en: "Site menu" },
  one: { "zh-cn": "菜单", en: "menu item" },
  icon: "fa fa-bars",
  cache: "site",
  menuOrder: 6,
  actions: ["index", "add", "edit", "del", "sortable"],
  fields: {
    id: field.id(),
    pid: field.parent(),
    ...translated("title", field.title(50)),
    thumb: field.image(255, {
      label: { "zh-cn": "缩略图", en: "Thumbnail" },
      help: {
        "zh-cn": "弹出菜单中悬停该顶级菜单时显示的背景图",
        en: "The background shown in the popup menu while a top-level item is hovered",
      },
    }),
    path: field.text(255, {
      example: EXAMPLES.path,
      label: LABELS.path,
      match: [/^(?:$|\/(?!\/)|https?:\/\/[^\s/]+)/i, "menuPath"],
      help: {
        "zh-cn":
          "站内路径（如 /list?cid=1 或 /us/company#culture，站内链接会自动加上 mid 和 pid），或以 http(s):// 开头的网址（在新窗口打开）",
        en: "A site path (such as /list?cid=1 or /us/company#culture; site links get mid and pid added) or an address starting with http(s)://, which opens in a new window",
      },
    }),
    weigh: field.weigh({ list: { sortable: false } }),
    status: field.status(),
    create_time: field.createTime(),
    update_time: field.updateTime(),
  },
  list: {
    quickSearch: ["title", "title_en", "path"],
    columns: ["title", "title_en", "thumb", "path", "weigh", "status"],
  },
  tree: { label: "title", levels: 3 },
  recycle: "网站菜单",
  indexes: [{ columns: ["pid"], unique: false }],
});
