import { defineCollection } from "../collection.ts";
import { field } from "../fields.ts";
import { ruleClosingFields, ruleFields } from "./rule-fields.ts";

/**
 * security/sensitiveData: which fields' changes the sensitive-data log keeps, and which are secrets never
 * shown (ADR 0016). The fields are checked against the table the controller writes.
 */
export const sensitiveData = defineCollection({
  table: "security_sensitive_data",
  node: "security/sensitiveData",
  title: { "zh-cn": "敏感字段规则管理", en: "Sensitive field rules" },
  one: { "zh-cn": "敏感字段规则", en: "sensitive-field rule" },
  icon: "fa fa-eye-slash",
  menuOrder: 4,
  intro: {
    "zh-cn": "这些控制器修改所列字段时，修改前后的值会记入敏感数据修改记录，可回滚；保密字段只记录不显示。",
    en: "Changes these controllers make to the listed fields are logged with the values before and after, and can be rolled back; secret fields are logged but never shown.",
  },
  actions: ["index", "add", "edit", "del"],
  fields: {
    ...ruleFields,
    data_fields: field.fieldTitles({
      label: { "zh-cn": "监控的字段", en: "Watched fields" },
      help: {
        "zh-cn": "勾选要记录修改的字段，填写其在记录中显示的名称；保密字段的值永不显示",
        en: "Tick the fields whose changes are logged and give each the name the log shows; secret fields' values are never shown",
      },
    }),
    ...ruleClosingFields,
  },
  list: {
    quickSearch: ["name", "controller", "data_table"],
    columns: ["name", "data_fields", "controller", "data_table", "status", "update_time"],
    order: "id,desc",
  },
  form: ["name", "controller", "data_fields", "status"],
  recycle: "敏感字段规则",
});
