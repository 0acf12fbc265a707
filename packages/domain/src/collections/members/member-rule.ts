import { defineCollection } from "../collection.ts";
import { field } from "../fields.ts";
import { ruleClosingFields, ruleEntryFields, ruleTreeTable, ruleTypeLabel } from "../rule-tree-fields.ts";

/**
 * Route: a page reachable without a menu entry; menu_dir and menu: the member centre's side menu;
 * nav: the site header's links; nav_user_menu: the header's member drop-down; button: an action.
 */
export const MEMBER_RULE_TYPES = ["route", "menu_dir", "menu", "nav", "nav_user_menu", "button"] as const;
export type MemberRuleType = (typeof MEMBER_RULE_TYPES)[number];

/** The types that are entries of a menu, and so open as a tab, an iframe or a link. */
export const MENU_ENTRY_TYPES: readonly MemberRuleType[] = ["menu", "nav", "nav_user_menu"];

/** The types that may be valid for guests too; a member-centre menu always needs a member. */
export const GUEST_TYPES: readonly MemberRuleType[] = ["route", "nav", "button"];

/** The member menu is at most this deep, like the site menu (SPEC §2). */
export const MEMBER_RULE_LEVELS = 3;

const { id, pid, ...entry } = ruleEntryFields({
  keepalive: 0,
  parentHelp: { "zh-cn": "会员菜单最多三级", en: "The member menu has at most three levels" },
});

/** user/rule: the member centre's menus, routes, header links and buttons, as a tree of three levels. */
export const memberRule = defineCollection({
  table: "user_rule",
  node: "user/rule",
  title: { "zh-cn": "会员规则管理", en: "Member rules" },
  one: { "zh-cn": "会员规则", en: "member rule" },
  ...ruleTreeTable,
  // The header's links and the member drop-down come from these rules.
  cache: "site",
  fields: {
    id,
    type: field.choice(MEMBER_RULE_TYPES, {
      label: ruleTypeLabel,
      initial: "menu",
      help: {
        "zh-cn":
          "菜单项、顶栏菜单项和顶栏会员下拉项按菜单类型打开（选项卡为组件，内嵌网页和外部链接为链接地址）；只有普通路由、顶栏菜单项和页面按钮可以对游客有效",
        en: "Menu entries, header entries and header drop-down entries open by their menu type (a tab shows the component, an iframe or a link the address); only routes, header entries and buttons can be valid for guests",
      },
      badges: { button: "gray" },
      labels: {
        route: { "zh-cn": "普通路由", en: "Route" },
        menu_dir: { "zh-cn": "会员中心菜单目录", en: "Member centre menu directory" },
        menu: { "zh-cn": "会员中心菜单项", en: "Member centre menu entry" },
        nav: { "zh-cn": "顶栏菜单项", en: "Header menu entry" },
        nav_user_menu: { "zh-cn": "顶栏会员下拉项", en: "Header member drop-down entry" },
        button: { "zh-cn": "页面按钮", en: "Page button" },
      },
    }),
    pid,
    ...entry,
    /** 1: valid for guests too (public routes and navigation). */
    no_login_valid: field.yesNo({ label: { "zh-cn": "游客可用", en: "Valid for guests" } }),
    ...ruleClosingFields,
  },
  list: {
    quickSearch: ["title", "title_en", "name", "path"],
    columns: [
      "title",
      "title_en",
      "icon",
      "name",
      "type",
      "menu_type",
      "path",
      "no_login_valid",
      "weigh",
      "status",
    ],
    order: "weigh,desc",
  },
  tree: { label: "title", levels: MEMBER_RULE_LEVELS, tooDeep: "memberRuleTooDeep" },
  recycle: "会员规则",
});
