import { defineCollection } from "../collection.ts";
import { field } from "../fields.ts";

/**
 * security/dataRecycle: which controllers' deleted rows the recycle bin keeps (ADR 0016). The form names
 * the controller; the server writes its table (a declared controller's, or a live designed table's).
 */
export const dataRecycle = defineCollection({
  table: "security_data_recycle",
  node: "security/dataRecycle",
  title: { "zh-cn": "数据回收规则管理", en: "Recycle rules" },
  one: { "zh-cn": "数据回收规则", en: "recycle rule" },
  icon: "fa fa-database",
  menuOrder: 3,
  intro: {
    "zh-cn": "删除这些控制器的数据时，被删除的记录会进入数据回收站，可随时还原。",
    en: "Rows these controllers delete go to the recycle bin, from where they can be restored.",
  },
  actions: ["index", "add", "edit", "del"],
  fields: {
    id: field.id(),
    name: field.title(50, { label: { "zh-cn": "规则名称", en: "Rule name" } }),
    controller: field.offered(100, {
      label: { "zh-cn": "控制器", en: "Controller" },
      offered: { procedure: "controllers", value: "controller", label: "title" },
      match: [/^[a-zA-Z]+(\/[a-zA-Z][a-zA-Z0-9_]*)+$/, "controller"],
    }),
    controller_as: field.kept(100, { default: "''", list: false }),
    data_table: field.kept(100, { label: { "zh-cn": "数据表", en: "Table" } }),
    primary_key: field.kept(50, { default: "'id'", list: false }),
    status: field.status(),
    create_time: field.createTime(),
    update_time: field.updateTime(),
  },
  list: { quickSearch: ["name", "controller", "data_table"], order: "id,desc" },
  recycle: "数据回收规则",
});
