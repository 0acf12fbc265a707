import { EXAMPLES, field } from "./fields.ts";
import { type Texts, texts } from "./texts.ts";

/** How a menu entry opens: a tab (a component), an iframe or a link (an address). */
export const MENU_TYPES = ["tab", "iframe", "link"] as const;
export type MenuType = (typeof MENU_TYPES)[number];

/** The icon a menu entry shows when none is chosen. */
export const DEFAULT_ICON = "fa fa-circle-o";

/**
 * The fields of a menu and permission rule that the admins' tree (`admin_rule`) and the members' tree
 * (`user_rule`) share, from the parent to "keep the page alive"; each tree adds its node types and one
 * field of its own. Permissions are checked by `name`.
 */
export const ruleEntryFields = (options: {
  keepalive: 0 | 1;
  parentHelp?: Texts;
  menuTypeHidden?: boolean;
}) => ({
  id: field.id(),
  pid: field.parent({
    label: texts("上级规则", "Parent rule"),
    ...(options.parentHelp ? { help: options.parentHelp } : {}),
  }),
  title: field.title(50, { label: texts("规则标题", "Rule title") }),
  title_en: field.textOrNull(100, {
    label: texts("英文标题", "English title"),
    help: texts(
      "英文界面中显示的标题；留空则显示系统自带的英文标题或规则标题",
      "Shown in the English interface; when empty, the built-in English title or the rule title",
    ),
    list: { hidden: true },
  }),
  name: field.title(50, { label: texts("规则名称", "Rule name"), match: [/^[A-Za-z0-9_/.-]+$/] }),
  path: field.text(100, {
    label: texts("路由路径", "Route path"),
    list: { hidden: true },
    example: EXAMPLES.path,
  }),
  icon: field.icon(50, { initial: DEFAULT_ICON }),
  menu_type: field.optionalChoice(MENU_TYPES, {
    label: texts("菜单类型", "Menu type"),
    list: { hidden: options.menuTypeHidden ?? false },
    initial: "tab",
    labels: {
      tab: texts("选项卡", "Tab"),
      iframe: texts("内嵌网页", "Iframe"),
      link: texts("外部链接", "Link"),
    },
  }),
  url: field.text(255, { label: texts("链接地址", "URL"), list: false, example: EXAMPLES.url }),
  component: field.text(100, { label: texts("组件路径", "Component"), list: false }),
  keepalive: field.yesNo({ label: texts("缓存页面", "Keep alive"), initial: options.keepalive }),
});

/** What both trees end with. */
export const ruleClosingFields = {
  remark: field.textarea(255, { label: texts("备注", "Remark"), list: false }),
  weigh: field.weigh(),
  status: field.status(),
  create_time: field.createTime(),
  update_time: field.updateTime({ list: false }),
};

export const ruleTypeLabel = texts("规则类型", "Rule type");

/** What both trees' declarations share: their place in their menu directory, buttons and indexes. */
export const ruleTreeTable = {
  icon: "fa fa-th-list",
  menuOrder: 3,
  actions: ["index", "add", "edit", "del", "sortable"],
  indexes: [
    { columns: ["name"], unique: true },
    { columns: ["pid"], unique: false },
  ],
} as const;
