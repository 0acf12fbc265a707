import { configGroupTitle } from "@corp/domain/config-group-titles";
import type { Lang } from "@corp/domain/lang";

type ConfigItem = { name: string; group: string; extend: string; [key: string]: unknown };
type ConfigGroups = { groups: { key: string; title: string; items: ConfigItem[] }[] };

/** An item's `extend` as the attributes BuildAdmin spreads on its form field: an object, else none. */
function attributes(extend: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(extend);
    return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/**
 * `routine.Config/index` as BuildAdmin's settings page reads it: `list` keyed by group (its `name`,
 * `title` and item `list`, one tab each), `configGroup` (group key to title), `quickEntrance` (the
 * entries of the quick-entrance item) and `remark`; a seeded group titled in `lang`.
 */
export function configIndexAnswer(answer: ConfigGroups, lang: Lang) {
  const list: Record<string, { name: string; title: string; list: unknown[] }> = {};
  const configGroup: Record<string, string> = {};
  let quickEntrance: unknown = [];
  for (const group of answer.groups) {
    const title = configGroupTitle(group, lang);
    configGroup[group.key] = title;
    list[group.key] = {
      name: group.key,
      title,
      list: group.items.map((item) => ({ ...item, extend: attributes(item.extend), input_extend: {} })),
    };
    const entrance = group.items.find((item) => item.name === "config_quick_entrance");
    if (entrance) quickEntrance = entrance.value;
  }
  return { list, remark: "", configGroup, quickEntrance };
}
