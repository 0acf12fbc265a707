import { defineCollection } from "../collection.ts";
import { field } from "../fields.ts";
import { logClosingFields, logLeadFields, logTableFields } from "./log-fields.ts";

/**
 * security/sensitiveDataLog: who changed which watched field from what to what (ADR 0016), and rollback.
 * A secret field's values read as NULL in every query and show masked.
 */
export const sensitiveDataLog = defineCollection({
  table: "security_sensitive_data_log",
  node: "security/sensitiveDataLog",
  title: { "zh-cn": "敏感数据修改记录", en: "Sensitive data log" },
  one: { "zh-cn": "修改记录", en: "change" },
  icon: "fa fa-history",
  menuOrder: 2,
  actions: ["index", "del", "info"],
  buttons: ["rollback"],
  fields: {
    ...logLeadFields,
    sensitive_id: field.namedBy(
      { table: "security_sensitive_data", labelField: "name" },
      { as: "rule_name", label: { "zh-cn": "规则", en: "Rule" }, list: { hidden: true } },
    ),
    ...logTableFields,
    id_value: field.recordedId({ label: { "zh-cn": "数据 ID", en: "Row ID" } }),
    data_comment: field.text(50, { label: { "zh-cn": "字段", en: "Field" } }),
    data_field: field.kept(50, { label: { "zh-cn": "字段名", en: "Field name" }, list: { hidden: true } }),
    before: field.loggedText({ label: { "zh-cn": "修改前", en: "Before" } }),
    after: field.loggedText({ label: { "zh-cn": "修改后", en: "After" } }),
    is_rollback: field.flag({
      label: { "zh-cn": "状态", en: "State" },
      labels: {
        0: { "zh-cn": "未回滚", en: "Not rolled back" },
        1: { "zh-cn": "已回滚", en: "Rolled back" },
      },
    }),
    secret: field.flag({
      label: { "zh-cn": "保密", en: "Secret" },
      labels: { 0: { "zh-cn": "否", en: "No" }, 1: { "zh-cn": "是", en: "Yes" } },
      list: false,
    }),
    ...logClosingFields({ ipHidden: true }),
  },
  list: {
    quickSearch: ["data_table", "data_field", "data_comment"],
    columns: [
      "id",
      "admin_id",
      "sensitive_id",
      "data_table",
      "id_value",
      "data_comment",
      "data_field",
      "before",
      "after",
      "is_rollback",
      "ip",
      "create_time",
    ],
    order: "id,desc",
    secret: { fields: ["before", "after"], when: { field: "secret", in: ["1"] } },
  },
  watched: false,
  indexes: [
    { columns: ["admin_id"], unique: false },
    { columns: ["sensitive_id"], unique: false },
  ],
});
