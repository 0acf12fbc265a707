import type { Lang } from "./lang.ts";

/**
 * English titles of the settings groups the product seeds (`config_group`), by key: their Chinese titles
 * are stored, these stand in for them in English, as a seeded page's English title does (rule-titles.ts).
 */
const ENGLISH_GROUP_TITLES: Readonly<Record<string, string>> = {
  basics: "Basics",
  site: "Site information",
  mail: "Mail",
  sms: "Text messages",
  upload: "Uploads",
  quick_entrance: "Quick entrance",
  market: "Module market",
  backup: "Backups",
  lead: "Leads",
  search_push: "Search engine push",
  brand: "Brand",
};

/** Whether the product seeds a settings group of this key. */
export const isSeededConfigGroup = (key: string) => Object.hasOwn(ENGLISH_GROUP_TITLES, key);

/** A settings group's title in the interface language: in English the seeded group's, else its own. */
export function configGroupTitle(group: { key: string; title: string }, lang: Lang): string {
  if (lang !== "en" || !isSeededConfigGroup(group.key)) return group.title;
  return ENGLISH_GROUP_TITLES[group.key] ?? group.title;
}
