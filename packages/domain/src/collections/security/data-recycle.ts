import { defineCollection } from "../collection.ts";
import { ruleClosingFields, ruleFields } from "./rule-fields.ts";

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
  fields: { ...ruleFields, ...ruleClosingFields },
  list: { quickSearch: ["name", "controller", "data_table"], order: "id,desc" },
  recycle: "数据回收规则",
});
