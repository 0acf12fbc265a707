import { type Side, sidePaths } from "@corp/client";
import type { MenuRule } from "@corp/contract/types";

export type RuleTarget =
  | { kind: "route"; href: string }
  | { kind: "window"; url: string }
  | { kind: "invalid"; reason: "menuType" | "invalid" };

/**
 * SPEC §2 menu entry types: `tab` is a page of the shell (`<base>/<path>`), `iframe` the iframe page
 * with the encoded URL, `link` a new window. A rule without a usable target is reported, not guessed.
 */
export function ruleTarget(rule: Pick<MenuRule, "menu_type" | "path" | "url">, side: Side): RuleTarget {
  const base = sidePaths[side].base;
  switch (rule.menu_type ?? "tab") {
    case "link":
      return rule.url ? { kind: "window", url: rule.url } : { kind: "invalid", reason: "invalid" };
    case "iframe":
      return rule.url
        ? { kind: "route", href: `${base}/iframe/${encodeURIComponent(rule.url)}` }
        : { kind: "invalid", reason: "invalid" };
    case "tab": {
      const path = rule.path.trim().replace(/^\/+/, "");
      if (path === "") return { kind: "invalid", reason: "invalid" };
      const absolute = `/${path}`;
      return { kind: "route", href: absolute.startsWith(`${base}/`) ? absolute : `${base}/${path}` };
    }
    default:
      return { kind: "invalid", reason: "menuType" };
  }
}

/**
 * The rules a side menu shows: directories and pages, never buttons, nor a rule added as a route only
 * (`extend: add_rules_only`, with what is below it, as BuildAdmin's menus leave it out).
 */
export function menuRules(rules: readonly MenuRule[]): MenuRule[] {
  return rules
    .filter((rule) => (rule.type === "menu_dir" || rule.type === "menu") && rule.extend !== "add_rules_only")
    .map((rule) => ({ ...rule, children: menuRules(rule.children) }));
}

/** A rule added as a menu entry only (`extend: add_menu_only`) is no page of its own: no route, no tab. */
export const isRoute = (rule: Pick<MenuRule, "extend">) => rule.extend !== "add_menu_only";

/** The first page of the menu (depth first), where a shell lands when no page was asked for. */
export function firstMenuPage(rules: readonly MenuRule[], side: Side): string | undefined {
  for (const rule of menuRules(rules)) {
    if (rule.type === "menu" && isRoute(rule)) {
      const target = ruleTarget(rule, side);
      if (target.kind === "route") return target.href;
    }
    const nested = firstMenuPage(rule.children, side);
    if (nested) return nested;
  }
  return undefined;
}
