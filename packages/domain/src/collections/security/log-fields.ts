import { EXAMPLES, field } from "../fields.ts";

/** Who wrote a data-security log entry, and on which table (the first columns of both logs). */
export const logLeadFields = {
  id: field.id({ big: true, list: { filter: { operator: "RANGE", kind: "number" } } }),
  admin_id: field.namedBy(
    { table: "admin", labelField: "username" },
    { as: "admin_name", label: { "zh-cn": "操作管理员", en: "Admin" } },
  ),
};

/** The table the entry is about, and its key. */
export const logTableFields = {
  data_table: field.kept(100, { label: { "zh-cn": "数据表", en: "Table" } }),
  primary_key: field.kept(50, { default: "'id'", list: false }),
};

/** Where the request came from (its address hidden until shown, where `ipHidden`) and when. */
export const logClosingFields = ({ ipHidden = false } = {}) => ({
  ip: field.text(50, {
    example: EXAMPLES.ip,
    label: { "zh-cn": "IP", en: "IP" },
    list: { filter: { operator: "eq", kind: "text" }, hidden: ipHidden },
  }),
  useragent: field.text(255, { label: { "zh-cn": "浏览器标识", en: "User agent" }, list: false }),
  create_time: field.createTime({ label: { "zh-cn": "操作时间", en: "Time" }, list: {} }),
});
