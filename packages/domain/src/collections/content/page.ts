import { PAGE_SLUG_MAX_LENGTH, PAGE_SLUG_PATTERN } from "../../public-pages.ts";
import { defineCollection } from "../collection.ts";
import { field, translated } from "../fields.ts";
import { LABELS } from "../texts.ts";

/** content/page: the single pages (about us, history, contact...) with their search-engine entries. */
export const page = defineCollection({
  table: "page",
  node: "content/page",
  title: { "zh-cn": "单页管理", en: "Single pages" },
  one: { "zh-cn": "单页", en: "page" },
  icon: "fa fa-file-o",
  cache: "page",
  menuOrder: 8,
  actions: ["index", "add", "edit", "del"],
  fields: {
    id: field.id(),
    /** The stable handle the public routes look pages up by ('company', 'history', 'contact', /page/{slug}). */
    slug: field.title(PAGE_SLUG_MAX_LENGTH, {
      example: "about-us",
      label: { "zh-cn": "标识", en: "Slug" },
      match: [PAGE_SLUG_PATTERN, "slug"],
      list: { filter: { operator: "eq", kind: "text" } },
      help: {
        "zh-cn":
          "小写字母、数字和连字符；company、history、contact 是“关于我们”“发展历程”“联系我们”页面使用的标识",
        en: "Lower-case letters, digits and hyphens; company, history and contact are the slugs of the About us, History and Contact us pages",
      },
    }),
    ...translated("title", field.title(100)),
    ...translated("content", field.richText()),
    image: field.image(255),
    ...translated("keywords", field.text(255, { label: LABELS.keywords, help: LABELS.tdkHelp, list: false })),
    ...translated("description", field.textarea(500, { label: LABELS.description, list: false })),
    weigh: field.weigh(),
    status: field.status(),
    create_time: field.createTime(),
    update_time: field.updateTime(),
  },
  list: {
    quickSearch: ["title", "slug"],
    columns: ["title", "slug", "title_en", "weigh", "status", "update_time"],
  },
  form: ["slug", "title", "title_en", "image", "content", "keywords", "description", "weigh", "status"],
  recycle: "单页",
  indexes: [{ columns: ["slug"], unique: true }],
});
