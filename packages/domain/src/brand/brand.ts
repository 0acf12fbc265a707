import { z } from "zod";
import { HEX_COLOR } from "./contrast.ts";

/**
 * The brand settings (issue 48, item 1) as tokens: plain data a theme can carry too. Each is a setting
 * of the "brand" group, named here; the defaults are the current design's (Chakra's brand palette and
 * grays), so a site that changes nothing looks as before.
 */
export const BRAND_SETTING = {
  primary: "brand_primary",
  accent: "brand_accent",
  text: "brand_text",
  background: "brand_background",
  footerText: "brand_footer_text",
  footerBackground: "brand_footer_background",
  radius: "brand_radius",
  typeScale: "brand_type_scale",
  font: "brand_font",
  header: "brand_header",
  footer: "brand_footer",
  icon: "brand_icon",
} as const;

/** The corner radius of controls and cards (medium, large), by choice. */
export const BRAND_RADII = {
  square: { md: "0", lg: "0" },
  small: { md: "0.125rem", lg: "0.25rem" },
  medium: { md: "0.375rem", lg: "0.5rem" },
  large: { md: "0.75rem", lg: "1rem" },
} as const;

/** The root font size, which every size of the pages (rem) follows. */
export const BRAND_TYPE_SCALES = { small: "93.75%", medium: "100%", large: "112.5%" } as const;

/** The current design's font stack (Chakra's body font), kept by the "system" choice. */
export const SYSTEM_FONT_STACK =
  'Inter, -apple-system, BlinkMacSystemFont, "Segoe UI", Helvetica, Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Segoe UI Symbol"';

/** Font stacks of fonts the visitor's system has (no web fonts): one for each Chinese system font, and a serif. */
export const BRAND_FONTS = {
  system: SYSTEM_FONT_STACK,
  pingfang: '-apple-system, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans SC", sans-serif',
  yahei: '"Microsoft YaHei", "PingFang SC", "Hiragino Sans GB", "Noto Sans SC", sans-serif',
  noto: '"Noto Sans SC", "Noto Sans CJK SC", "Source Han Sans SC", "PingFang SC", "Microsoft YaHei", sans-serif',
  serif:
    '"Songti SC", "STSong", "SimSun", "Noto Serif SC", "Noto Serif CJK SC", "Source Han Serif SC", serif',
} as const;

/** The header: solid, or transparent over the home page's first section until the page scrolls. */
export const BRAND_HEADERS = ["solid", "transparent"] as const;

/** The footer: the menus in columns beside the company, or the company and its legal lines only. */
export const BRAND_FOOTERS = ["columns", "simple"] as const;

const color = z.string().regex(HEX_COLOR);
const keyOf = <T extends Record<string, unknown>>(map: T) =>
  z.enum(Object.keys(map) as [keyof T & string, ...(keyof T & string)[]]);

export const brandSchema = z.object({
  primary: color,
  accent: color,
  text: color,
  background: color,
  footerText: color,
  footerBackground: color,
  radius: keyOf(BRAND_RADII),
  typeScale: keyOf(BRAND_TYPE_SCALES),
  font: keyOf(BRAND_FONTS),
  header: z.enum(BRAND_HEADERS),
  footer: z.enum(BRAND_FOOTERS),
  /** The uploaded picture the icons are made from (a stored file's address), or none. */
  icon: z.string(),
});

export type Brand = z.infer<typeof brandSchema>;
export type BrandColor = "primary" | "accent" | "text" | "background" | "footerText" | "footerBackground";

export const BRAND_DEFAULTS: Brand = {
  primary: "#1f5ca6",
  accent: "#2a71c6",
  text: "#27272a",
  background: "#ffffff",
  footerText: "#d4d4d8",
  footerBackground: "#18181b",
  radius: "medium",
  typeScale: "medium",
  font: "system",
  header: "solid",
  footer: "columns",
  icon: "",
};

/** The brand a site's settings give: a value missing or not of its kind is the default's. */
export function brandFrom(setting: (name: string) => unknown): Brand {
  const brand: Record<string, unknown> = {};
  for (const [key, name] of Object.entries(BRAND_SETTING)) {
    const field = brandSchema.shape[key as keyof Brand];
    const parsed = field.safeParse(setting(name));
    brand[key] = parsed.success ? parsed.data : BRAND_DEFAULTS[key as keyof Brand];
  }
  return brand as Brand;
}

/** The name of the setting a brand key is stored in, and back. */
export const brandKeyOf = (name: string): keyof Brand | undefined =>
  (Object.keys(BRAND_SETTING) as (keyof Brand)[]).find((key) => BRAND_SETTING[key] === name);
