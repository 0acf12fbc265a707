import { field } from "../fields.ts";

/**
 * The fields both data-security rule tables share: the rule's name and the controller it watches (chosen
 * among those the rule page's `controllers` procedure offers), and what the server writes from it.
 */
export const ruleFields = {
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
};

/** What both rule tables end with. */
export const ruleClosingFields = {
  status: field.status(),
  create_time: field.createTime(),
  update_time: field.updateTime(),
};
