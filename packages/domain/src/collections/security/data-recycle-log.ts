import { defineCollection } from "../collection.ts";
import { field } from "../fields.ts";
import { logClosingFields, logLeadFields, logTableFields } from "./log-fields.ts";

/**
 * security/dataRecycleLog: the recycle bin (ADR 0016). Who deleted which row under which rule and when;
 * the row's data in its details (secrets masked), and restore, which puts back what was deleted along.
 */
export const dataRecycleLog = defineCollection({
  table: "security_data_recycle_log",
  node: "security/dataRecycleLog",
  title: { "zh-cn": "数据回收站", en: "Recycle bin" },
  one: { "zh-cn": "回收记录", en: "recycled row" },
  icon: "fa fa-trash-o",
  menuOrder: 1,
  actions: ["index", "del", "info"],
  buttons: ["restore"],
  fields: {
    ...logLeadFields,
    recycle_id: field.namedBy(
      { table: "security_data_recycle", labelField: "name" },
      { as: "rule_name", label: { "zh-cn": "规则", en: "Rule" } },
    ),
    ...logTableFields,
    data: field.record({ label: { "zh-cn": "被删除的数据", en: "Deleted data" } }),
    dependents: field.serverData({ default: "'[]'" }),
    is_restore: field.flag({
      label: { "zh-cn": "状态", en: "State" },
      labels: { 0: { "zh-cn": "未还原", en: "Not restored" }, 1: { "zh-cn": "已还原", en: "Restored" } },
    }),
    ...logClosingFields(),
  },
  list: {
    quickSearch: ["data_table", "ip"],
    columns: ["id", "admin_id", "recycle_id", "data_table", "is_restore", "ip", "create_time"],
    order: "id,desc",
    // A deleted row may hold secrets (an admin's password hash): never searched, answered masked.
    unsearchable: ["data"],
  },
  watched: false,
  indexes: [
    { columns: ["admin_id"], unique: false },
    { columns: ["recycle_id"], unique: false },
  ],
});
