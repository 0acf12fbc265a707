import { defineCollection } from "../collection.ts";
import { EXAMPLES, field } from "../fields.ts";

/** auth/adminLog: the record of admin writes, read only. Secrets in the data were masked when written. */
export const adminLog = defineCollection({
  table: "admin_log",
  node: "auth/adminLog",
  title: { "zh-cn": "管理员日志管理", en: "Admin log" },
  one: { "zh-cn": "管理员日志", en: "admin log entry" },
  icon: "fa fa-list-alt",
  menuOrder: 4,
  actions: ["index"],
  fields: {
    id: field.id({ big: true, list: { filter: { operator: "RANGE", kind: "number" } } }),
    /** Null for requests that never reached an account, and once the admin is deleted. */
    admin_id: field.foreignId(),
    username: field.text(20, {
      label: { "zh-cn": "管理员", en: "Administrator" },
      example: EXAMPLES.username,
    }),
    url: field.text(1500, { label: { "zh-cn": "操作地址", en: "URL" }, example: EXAMPLES.url }),
    title: field.text(100),
    data: field.json({ label: { "zh-cn": "请求数据", en: "Request data" } }),
    ip: field.text(50, {
      example: EXAMPLES.ip,
      label: { "zh-cn": "IP", en: "IP" },
      list: { filter: { operator: "eq", kind: "text" } },
    }),
    useragent: field.text(255, {
      label: { "zh-cn": "浏览器标识", en: "User agent" },
      list: { hidden: true, filter: false },
    }),
    create_time: field.createTime({ list: {} }),
  },
  list: {
    quickSearch: ["title", "username", "url"],
    columns: ["id", "username", "title", "url", "ip", "useragent", "create_time"],
    detail: { title: "title", lines: ["url", "useragent"], data: "data" },
    order: "id,desc",
  },
  watched: false,
  indexes: [
    { columns: ["admin_id"], unique: false },
    { columns: ["create_time"], unique: false },
  ],
});
