import { defineCollection } from "../collection.ts";
import { field } from "../fields.ts";
import { ruleClosingFields, ruleEntryFields, ruleTreeTable, ruleTypeLabel } from "../rule-tree-fields.ts";

/** The admin menu's node types: a directory of pages, a page, a button on a page. */
export const ADMIN_RULE_TYPES = ["menu_dir", "menu", "button"] as const;
export type AdminRuleType = (typeof ADMIN_RULE_TYPES)[number];

/** A rule added as a route only (no menu entry), or as a menu entry only (no page of its own), SPEC E4. */
export const RULE_EXTENDS = ["none", "add_rules_only", "add_menu_only"] as const;

const { id, pid, ...entry } = ruleEntryFields({ keepalive: 1, menuTypeHidden: true });

/**
 * auth/rule: the admin menu and permission tree (directories, pages, buttons), drag sorted. A non-super
 * admin sees and changes only the rules he holds, never their names (the server's hooks).
 */
export const adminRule = defineCollection({
  table: "admin_rule",
  node: "auth/rule",
  title: { "zh-cn": "菜单规则管理", en: "Menu rules" },
  one: { "zh-cn": "菜单规则", en: "menu rule" },
  ...ruleTreeTable,
  fields: {
    id,
    type: field.choice(ADMIN_RULE_TYPES, {
      label: ruleTypeLabel,
      initial: "menu",
      badges: { button: "gray" },
      labels: {
        menu_dir: { "zh-cn": "菜单目录", en: "Menu directory" },
        menu: { "zh-cn": "菜单项", en: "Menu item" },
        button: { "zh-cn": "页面按钮", en: "Page button" },
      },
    }),
    pid,
    ...entry,
    extend: field.choice(RULE_EXTENDS, {
      label: { "zh-cn": "扩展属性", en: "Extend" },
      initial: "none",
      labels: {
        none: { "zh-cn": "无", en: "None" },
        add_rules_only: { "zh-cn": "只添加为路由", en: "Add as route only" },
        add_menu_only: { "zh-cn": "只添加为菜单", en: "Add as menu only" },
      },
      list: { hidden: true },
    }),
    ...ruleClosingFields,
  },
  list: {
    quickSearch: ["title", "title_en", "name"],
    columns: [
      "title",
      "title_en",
      "icon",
      "name",
      "type",
      "menu_type",
      "keepalive",
      "extend",
      "weigh",
      "status",
    ],
    order: "weigh,desc",
  },
  tree: { label: "title", leaves: { field: "type", in: ["button"] } },
  recycle: "菜单规则",
});
