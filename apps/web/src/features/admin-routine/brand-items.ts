import { BRAND_SETTING } from "@corp/domain/brand/brand";
import type { TFunction } from "i18next";

type BrandItemName = (typeof BRAND_SETTING)[keyof typeof BRAND_SETTING];
type Choice = keyof ReturnType<typeof choicesIn>;
const NAMES: ReadonlySet<string> = new Set(Object.values(BRAND_SETTING));

const choicesIn = (t: TFunction) => t("adminUi.config.brand.choices", { returnObjects: true });

/**
 * A brand setting (外观设置) as the form shows it, its title, tip and choices in the interface's language
 * (the stored ones are Chinese); any other item as it is.
 */
export function brandItemIn<T extends { name: string; title: string; tip: string; content?: unknown }>(
  item: T,
  t: TFunction,
): T {
  if (!NAMES.has(item.name)) return item;
  const name = item.name as BrandItemName;
  const content =
    item.content && typeof item.content === "object"
      ? Object.fromEntries(
          Object.keys(item.content).map((key) => [key, t(`adminUi.config.brand.choices.${key as Choice}`)]),
        )
      : item.content;
  return {
    ...item,
    title: t(`adminUi.config.brand.items.${name}.title`),
    tip: t(`adminUi.config.brand.items.${name}.tip`),
    content,
  };
}
