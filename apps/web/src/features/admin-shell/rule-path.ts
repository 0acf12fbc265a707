import type { MenuRule } from "@corp/contract/types";
import { isRoute } from "../rule-menu/rule-target.ts";

/** The path of a shell page under /admin: "/admin/auth/admin?x" -> "auth/admin". */
export function pagePathOf(pathname: string): string {
  return decodeURI(pathname)
    .replace(/^\/admin\/?/, "")
    .replace(/\/+$/, "");
}

/**
 * The menu rules from the root down to the page rule with this path; empty when not in the menu. A rule
 * added as a menu entry only is not the page's (its route is another rule's, or none).
 */
export function ruleTrail(rules: readonly MenuRule[], path: string): MenuRule[] {
  for (const rule of rules) {
    if (rule.type === "menu" && isRoute(rule) && rule.path.replace(/^\/+/, "") === path) return [rule];
    const below = ruleTrail(rule.children, path);
    if (below.length) return [rule, ...below];
  }
  return [];
}
