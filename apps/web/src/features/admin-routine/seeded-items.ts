import type { TFunction } from "i18next";
import { configItemsZhCn } from "../../i18n/locales/config-items.zh-cn.ts";

type SeededName = keyof typeof configItemsZhCn;
type SeededTexts = { title: string; tip?: string; choices?: Record<string, string> };

const isSeeded = (name: string): name is SeededName => Object.hasOwn(configItemsZhCn, name);

/**
 * A setting the product seeds as the settings page shows it: its title, tip and choices in the interface's
 * language (the stored ones are Chinese); an item an admin added as it was stored.
 */
export function seededItemIn<T extends { name: string; title: string; tip: string; content?: unknown }>(
  item: T,
  t: TFunction,
): T {
  if (!isSeeded(item.name)) return item;
  const texts = t(`configItems.${item.name}`, { returnObjects: true }) as SeededTexts;
  const choices = texts.choices;
  const content =
    choices && item.content && typeof item.content === "object" && !Array.isArray(item.content)
      ? Object.fromEntries(Object.entries(item.content).map(([key, stored]) => [key, choices[key] ?? stored]))
      : item.content;
  return { ...item, title: texts.title, tip: texts.tip ?? item.tip, content };
}
