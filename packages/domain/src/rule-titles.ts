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
 * product seeds for it, else its (Chinese) title.
 */
export function ruleTitle(rule: TitledRule, lang: Lang): string {
  if (lang !== "en") return rule.title;
  return rule.title_en?.trim() || seededEnglishTitle(rule.name) || rule.title;
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
