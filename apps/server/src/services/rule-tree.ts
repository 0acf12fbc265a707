import type { MenuRule } from "@corp/contract/types";
import { DEFAULT_ICON } from "@corp/domain/collections/rule-tree-fields";

/** The columns of a rule that the menus of the admin and the member centre are built from. */
export const MENU_RULE_COLUMNS = [
  "id",
  "pid",
  "type",
  "name",
  "title",
  "title_en",
  "path",
  "icon",
  "menu_type",
  "url",
  "component",
  "keepalive",
  "weigh",
] as const;

export type RuleRow = {
  id: number;
  pid: number;
  type: string;
  name: string;
  title: string;
  title_en: string | null;
  path: string;
  icon: string;
  menu_type: string | null;
  url: string;
  component: string;
  keepalive: number;
  extend?: string;
  weigh: number;
};

/** Turns flat rule rows into the nested menu tree of the contract, heaviest `weigh` first. */
export function buildRuleTree(rows: RuleRow[]): MenuRule[] {
  const sorted = [...rows].sort((a, b) => b.weigh - a.weigh || a.id - b.id);
  const nodes = new Map<number, MenuRule>();
  for (const r of sorted) {
    nodes.set(r.id, {
      id: r.id,
      pid: r.pid,
      type: r.type as MenuRule["type"],
      name: r.name,
      title: r.title,
      title_en: r.title_en,
      path: r.path,
      icon: r.icon || DEFAULT_ICON,
      menu_type: (r.menu_type ?? null) as MenuRule["menu_type"],
      url: r.url,
      component: r.component,
      keepalive: r.keepalive ? 1 : 0,
      extend: (r.extend ?? "none") as MenuRule["extend"],
      children: [],
    });
  }
  const roots: MenuRule[] = [];
  for (const r of sorted) {
    const node = nodes.get(r.id);
    if (!node) continue;
    const parent = r.pid ? nodes.get(r.pid) : undefined;
    if (parent) parent.children.push(node);
    else if (!r.pid) roots.push(node);
  }
  return roots;
}
