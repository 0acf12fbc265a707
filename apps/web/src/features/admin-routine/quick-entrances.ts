import type { ConfigGroups } from "./routine-types.ts";

export type QuickEntrance = { title: string; href: string };

const isPair = (v: unknown): v is { key: string; value: string } =>
  typeof v === "object" &&
  v !== null &&
  typeof (v as { key?: unknown }).key === "string" &&
  typeof (v as { value?: unknown }).value === "string";

/**
 * The shortcut links of the config item `config_quick_entrance` (name -> admin page path), shown at
 * the top of the config page. Paths are admin-relative; anything that is not a plain path is skipped.
 */
export function quickEntrances(groups: ConfigGroups): QuickEntrance[] {
  const item = groups.flatMap((g) => g.items).find((i) => i.name === "config_quick_entrance");
  if (!item || !Array.isArray(item.value)) return [];
  return item.value.filter(isPair).flatMap(({ key, value }) => {
    const path = value
      .trim()
      .replace(/^\/+/, "")
      .replace(/^admin\//, "");
    if (!key.trim() || !/^[a-zA-Z0-9_\-/.]+$/.test(path)) return [];
    return [{ title: key.trim(), href: `/admin/${path}` }];
  });
}
