import { BRAND_DEFAULTS, BRAND_FONTS, BRAND_RADII, BRAND_TYPE_SCALES, type Brand } from "./brand.ts";
import { mixHex } from "./contrast.ts";

/** The steps of the primary colour's scale; 600 is the colour itself. */
export const PRIMARY_STEPS = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950] as const;

/** How far each step is mixed toward white (under 600) or black (over it). */
const STEP_MIX: Record<(typeof PRIMARY_STEPS)[number], [string, number]> = {
  50: ["#ffffff", 0.9],
  100: ["#ffffff", 0.76],
  200: ["#ffffff", 0.6],
  300: ["#ffffff", 0.44],
  400: ["#ffffff", 0.28],
  500: ["#ffffff", 0.12],
  600: ["#ffffff", 0],
  700: ["#000000", 0.22],
  800: ["#000000", 0.44],
  900: ["#000000", 0.64],
  950: ["#000000", 0.8],
};

/** The scale of a primary colour, lightest to darkest. */
export function primaryScale(primary: string): Record<(typeof PRIMARY_STEPS)[number], string> {
  return Object.fromEntries(
    PRIMARY_STEPS.map((step) => [step, mixHex(primary, ...STEP_MIX[step])]),
  ) as Record<(typeof PRIMARY_STEPS)[number], string>;
}

/**
 * The CSS custom properties a brand sets, those that differ from the current design's only (whose
 * values the stylesheet holds, `styles/brand.css`): none for a site that changed nothing.
 */
export function brandProperties(brand: Brand): Record<string, string> {
  const properties: Record<string, string> = {};
  const changed = (key: keyof Brand) => brand[key] !== BRAND_DEFAULTS[key];
  if (changed("primary")) {
    for (const [step, value] of Object.entries(primaryScale(brand.primary)))
      properties[`--brand-primary-${step}`] = value;
  }
  if (changed("accent")) properties["--brand-accent"] = brand.accent;
  if (changed("text")) properties["--brand-text"] = brand.text;
  if (changed("background")) properties["--brand-bg"] = brand.background;
  if (changed("footerText") || changed("footerBackground")) {
    // The footer's headings and links take its text colour, whose contrast the save checked.
    properties["--brand-footer-text"] = brand.footerText;
    properties["--brand-footer-link"] = brand.footerText;
    properties["--brand-footer-heading"] = brand.footerText;
    properties["--brand-footer-bg"] = brand.footerBackground;
  }
  if (changed("radius")) {
    properties["--brand-radius-md"] = BRAND_RADII[brand.radius].md;
    properties["--brand-radius-lg"] = BRAND_RADII[brand.radius].lg;
  }
  if (changed("typeScale")) properties["--brand-font-scale"] = BRAND_TYPE_SCALES[brand.typeScale];
  if (changed("font")) properties["--brand-font"] = BRAND_FONTS[brand.font];
  return properties;
}

/** The brand's properties as one `:root` rule, or "" when it changes nothing. */
export function brandCss(brand: Brand): string {
  const entries = Object.entries(brandProperties(brand));
  if (entries.length === 0) return "";
  return `:root{${entries.map(([name, value]) => `${name}:${value}`).join(";")}}`;
}
