import type { MenuRule } from "@corp/contract/types";

/** The path of a shell page under /admin: "/admin/auth/admin?x" -> "auth/admin". */
export function pagePathOf(pathname: string): string {
  return decodeURI(pathname)
    .replace(/^\/admin\/?/, "")
    .replace(/\/+$/, "");
}

/** The menu rules from the root down to the page rule with this path; empty when not in the menu. */
export function ruleTrail(rules: readonly MenuRule[], path: string): MenuRule[] {
  for (const rule of rules) {
    if (rule.type !== "button" && rule.path.replace(/^\/+/, "") === path && rule.type !== "menu_dir")
      return [rule];
    const below = ruleTrail(rule.children, path);
    if (below.length) return [rule, ...below];
  }
  return [];
}
