import { COLLECTIONS } from "./collections/registry.ts";
import type { Lang } from "./lang.ts";

/**
 * English titles of the menu entries the product seeds (admin and member menus). The seed writes them
 * into the rules' `title_en`, and they stand in for a rule whose `title_en` is empty.
 */
const ENGLISH_TITLES: Readonly<Record<string, string>> = {
  dashboard: "Dashboard",
  auth: "Permissions",
  user: "Members",
  routine: "Routine",
  "routine/adminInfo": "My profile",
  security: "Data security",
  content: "Content",
  designed: "Custom data",
  account: "My account",
  "account/overview": "Overview",
  "account/profile": "Profile",
  "account/changePassword": "Change password",
  "account/integral": "Points",
  "account/balance": "Balance",
  video: "Video demo",
  ...Object.fromEntries(COLLECTIONS.map((c) => [c.node, c.title.en])),
};

/** The Chinese titles of the buttons the product seeds under each page, by action (`content/article/add`). */
export const ACTION_TITLES = {
  index: "查看",
  add: "添加",
  edit: "编辑",
  del: "删除",
  sortable: "快速排序",
  restore: "还原",
  revision: "历史版本",
  rollback: "回滚",
  info: "查看详情",
  generate: "生成",
  logStart: "从记录开始",
  delete: "删除",
  install: "安装",
  changeState: "调整状态",
  uninstall: "卸载",
  update: "更新",
  run: "立即备份",
  download: "下载",
  push: "推送到搜索引擎",
  import: "开始导入",
} as const;

/** Their English titles. */
const ACTION_ENGLISH_TITLES: Readonly<Record<keyof typeof ACTION_TITLES, string>> = {
  index: "View",
  add: "Add",
  edit: "Edit",
  del: "Delete",
  sortable: "Sort",
  restore: "Restore",
  revision: "Revisions",
  rollback: "Roll back",
  info: "Details",
  generate: "Generate",
  logStart: "Start from a log",
  delete: "Delete",
  install: "Install",
  changeState: "Change state",
  uninstall: "Uninstall",
  update: "Update",
  run: "Back up now",
  download: "Download",
  push: "Push to search engines",
  import: "Import",
};

/** A seeded button's English title: its action's, when it still has the action's Chinese title. */
function buttonTitle(rule: TitledRule): string | undefined {
  const action = rule.name.slice(rule.name.lastIndexOf("/") + 1);
  if (!Object.hasOwn(ACTION_TITLES, action)) return undefined;
  const key = action as keyof typeof ACTION_TITLES;
  return ACTION_TITLES[key] === rule.title ? ACTION_ENGLISH_TITLES[key] : undefined;
}

/** Whether a seeded rule has an English title. */
export const hasEnglishRuleTitle = (name: string) => Object.hasOwn(ENGLISH_TITLES, name);

/** The English title the product seeds for a rule, null for a rule it does not seed. */
export const seededEnglishTitle = (name: string): string | null =>
  hasEnglishRuleTitle(name) ? (ENGLISH_TITLES[name] ?? null) : null;

/** Every seeded rule name with its English title. */
export const SEEDED_ENGLISH_TITLES: readonly (readonly [string, string])[] = Object.entries(ENGLISH_TITLES);

/** A rule as its title is chosen: the stored titles (`title_en` empty or null when it has none). */
export type TitledRule = { name: string; title: string; title_en?: string | null | undefined };

/**
 * A menu entry's title in the interface language: in English its stored English title, else the one the
 * product seeds for it (a page's, or a button's by its action: `content/wordpressImport/import` is
 * "Import"), else its (Chinese) title.
 */
export function ruleTitle(rule: TitledRule, lang: Lang): string {
  if (lang !== "en") return rule.title;
  return rule.title_en?.trim() || seededEnglishTitle(rule.name) || buttonTitle(rule) || rule.title;
}

/** A menu tree with every title in the interface language. */
export function localiseRules<R extends TitledRule & { children?: R[] }>(
  rules: readonly R[],
  lang: Lang,
): R[] {
  return rules.map((rule) => ({
    ...rule,
    title: ruleTitle(rule, lang),
    ...(rule.children ? { children: localiseRules(rule.children, lang) } : {}),
  }));
}
