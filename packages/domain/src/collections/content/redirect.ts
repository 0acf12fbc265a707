import { defineCollection } from "../collection.ts";
import { field } from "../fields.ts";
import { texts } from "../texts.ts";

/**
 * content/redirect: a moved page's old address answered with a 301 or 302 to its new one, before the
 * public routes. A rule matches its path exactly, or every path under it (`prefix`: the rest of the path
 * follows to the target). A rule that would lead back to itself is refused when saved. `hits` counts the
 * visitors it sent on. Not a public table: its writes bump no content version (a hit is a write).
 */
export const redirect = defineCollection({
  table: "redirect",
  node: "content/redirect",
  title: texts("跳转规则", "Redirects"),
  one: texts("跳转规则", "redirect"),
  icon: "fa fa-exchange",
  menuOrder: 11,
  actions: ["index", "add", "edit", "del"],
  fields: {
    id: field.id({ list: {} }),
    source: field.sitePath(255, {
      label: texts("旧地址", "Old path"),
      help: texts(
        "以 / 开头的站内路径，例如 /news/123.html",
        "A path of this site starting with /, such as /news/123.html",
      ),
    }),
    match: field.choice(["exact", "prefix"], {
      label: texts("匹配方式", "Match"),
      initial: "exact",
      labels: {
        exact: texts("完全一致", "Exactly this path"),
        prefix: texts("此路径及其下所有路径", "This path and all below it"),
      },
    }),
    target: field.link(255, {
      example: "/about-us",
      label: texts("新地址", "New address"),
      help: texts(
        "站内路径（/list）或完整网址（https://…）；按前缀匹配时，旧地址之后的部分接在新地址后面",
        "A path of this site (/list) or an address (https://…); for a prefix, the rest of the old path follows it",
      ),
    }),
    code: field.numberChoice([301, 302], {
      label: texts("状态码", "Status code"),
      initial: 301,
      labels: { 301: texts("301 永久", "301 permanent"), 302: texts("302 临时", "302 temporary") },
    }),
    hits: field.keptNumber({ big: true, label: texts("跳转次数", "Hits") }),
    status: field.status(),
    create_time: field.createTime(),
    update_time: field.updateTime(),
  },
  list: { quickSearch: ["source", "target"], order: "id,desc" },
  indexes: [{ columns: ["source"], unique: true }],
});
