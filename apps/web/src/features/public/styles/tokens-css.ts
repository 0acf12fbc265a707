import type { SystemContext } from "@chakra-ui/react";

/** The token groups public pages use (as `var(--chakra-…)`); the rest stay in the admin's system. */
const PUBLIC_GROUPS = [
  "colors",
  "fonts",
  "font-sizes",
  "font-weights",
  "line-heights",
  "letter-spacings",
  "radii",
  "shadows",
  "spacing",
  "sizes",
  "z-index",
  "durations",
  "easings",
  "breakpoints",
];

const isPublic = (name: string) => PUBLIC_GROUPS.some((group) => name.startsWith(`--chakra-${group}-`));

/** A token path as its custom property: `colors.gray.900` → `var(--chakra-colors-gray-900)`. */
const tokenVar = (path: string) => `var(--chakra-${path.replace(/\./g, "-")})`;

/**
 * Chakra leaves references such as `{colors.gray.900/10}` (a colour at 10 % opacity) in some raw values,
 * shadows among them; written out as CSS they would void the whole declaration.
 */
export function resolveReferences(value: string): string {
  return value.replace(/\{([\w.]+)(?:\/(\d+))?\}/g, (_whole, path: string, alpha: string | undefined) => {
    const color = path.includes(".") ? tokenVar(path) : path;
    return alpha ? `color-mix(in srgb, ${color} ${alpha}%, transparent)` : color;
  });
}

/**
 * The design tokens of the site's Chakra system (brand palette included) as CSS custom properties,
 * light mode: the static stylesheet of public pages uses the same values as the admin.
 */
export function tokensCss(system: SystemContext): string {
  // Plain tokens, then the semantic ones (fg, bg, border, brand.solid...) in their light values.
  const light = new Map([
    ...(system.tokens.cssVarMap.get("base") ?? []),
    ...(system.tokens.cssVarMap.get("_light") ?? []),
  ]);
  const lines = [...light.entries()]
    .filter(([name]) => isPublic(name))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => `  ${name}: ${resolveReferences(String(value))};`);
  return `/* Generated from apps/web/src/theme/system.ts by tokens-css.test.ts (WRITE_TOKENS=1): do not edit. */\n:root {\n${lines.join("\n")}\n}\n`;
}
