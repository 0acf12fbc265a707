import { defineCollection } from "../collection.ts";
import { field, translated } from "../fields.ts";
import { LABELS } from "../texts.ts";

/** content/pageMeta: each public path's title, keywords and description (TDK); a path has one entry. */
export const pageMeta = defineCollection({
  table: "page_meta",
  node: "content/pageMeta",
  title: { "zh-cn": "页面SEO", en: "Page SEO" },
  one: { "zh-cn": "页面 SEO", en: "page SEO entry" },
  icon: "fa fa-search",
  cache: "page",
  menuOrder: 10,
  actions: ["index", "add", "edit", "del"],
  fields: {
    id: field.id(),
    path: field.sitePath(255, {
      help: {
        "zh-cn": "网站页面的路径，以 / 开头，如 /list、/us/company",
        en: "A page's path on the site, starting with /, such as /list or /us/company",
      },
    }),
    ...translated(
      "title",
      field.text(100, {
        help: {
          "zh-cn": "浏览器标签和搜索结果中显示的标题；留空则使用页面名称",
          en: "The title in the browser tab and in search results; empty uses the page's name",
        },
      }),
    ),
    ...translated("keywords", field.text(255, { label: LABELS.keywords })),
    ...translated(
      "description",
      field.textarea(500, { label: LABELS.description, list: { hidden: true, filter: false } }),
    ),
    create_time: field.createTime(),
    update_time: field.updateTime(),
  },
  list: { quickSearch: ["path", "title"], order: "path,asc" },
  recycle: "页面SEO",
  indexes: [{ columns: ["path"], unique: true }],
});
