import type { Lang } from "./lang.ts";

/**
 * English titles of the menu entries the product seeds (admin and member menus). Rules carry one title,
 * written in Chinese; an English interface shows these instead, and an entry an admin added keeps its own.
 */
const ENGLISH_TITLES: Readonly<Record<string, string>> = {
  dashboard: "Dashboard",
  auth: "Permissions",
  "auth/admin": "Administrators",
  "auth/group": "Admin groups",
  "auth/rule": "Menu rules",
  "auth/adminLog": "Admin log",
  user: "Members",
  "user/user": "Members",
  "user/group": "Member groups",
  "user/rule": "Member rules",
  "user/moneyLog": "Balance log",
  "user/scoreLog": "Points log",
  routine: "Routine",
  "routine/config": "Settings",
  "routine/attachment": "Attachments",
  "routine/adminInfo": "My profile",
  security: "Data security",
  "security/dataRecycleLog": "Recycle bin",
  "security/sensitiveDataLog": "Sensitive data log",
  "security/dataRecycle": "Recycle rules",
  "security/sensitiveData": "Sensitive field rules",
  content: "Content",
  "content/article": "Articles",
  "content/category": "Categories",
  "content/topic": "Topics",
  "content/banner": "Banners",
  "content/corp": "Company profile",
  "content/menu": "Site menu",
  "content/friendLink": "Friendly links",
  "content/page": "Single pages",
  "content/pageArticle": "Page entries",
  "content/pageMeta": "Page SEO",
  "crud/crud": "CRUD designer",
  designed: "Custom data",
  "moduleStore/moduleStore": "Module market",
  account: "My account",
  "account/overview": "Overview",
  "account/profile": "Profile",
  "account/changePassword": "Change password",
  "account/integral": "Points",
  "account/balance": "Balance",
  video: "Video demo",
};

/** Whether a seeded rule has an English title. */
export const hasEnglishRuleTitle = (name: string) => Object.hasOwn(ENGLISH_TITLES, name);

/** A menu entry's title in the interface language. */
export function ruleTitle(rule: { name: string; title: string }, lang: Lang): string {
  return lang === "en" && hasEnglishRuleTitle(rule.name)
    ? (ENGLISH_TITLES[rule.name] ?? rule.title)
    : rule.title;
}

/** A menu tree with every title in the interface language. */
export function localiseRules<R extends { name: string; title: string; children?: R[] }>(
  rules: readonly R[],
  lang: Lang,
): R[] {
  return rules.map((rule) => ({
    ...rule,
    title: ruleTitle(rule, lang),
    ...(rule.children ? { children: localiseRules(rule.children, lang) } : {}),
  }));
}
