import type { MessageKey } from "../messages.ts";
import type { Brand } from "./brand.ts";
import { primaryScale } from "./brand-css.ts";
import { contrastRatio, ratioText } from "./contrast.ts";

/** WCAG AA: normal text, and the parts of controls (focus rings, borders) that are no text. */
export const TEXT_CONTRAST = 4.5;
export const UI_CONTRAST = 3;

/** The lightest grey the pages write text in on the background (dates, summaries: Chakra's gray.600). */
export const MUTED_TEXT = "#52525b";

/**
 * The colour pairs the public pages show, each with the catalogue message naming it and the contrast it
 * needs: text on the background (the header's too), links and primary text on the background, the
 * white text of primary buttons and of the scrolled header on the primary colour and its darker step,
 * the footer's text on its background, the accent (focus rings) against the background, and the pages'
 * grey text (which no setting changes) on the background.
 */
export const BRAND_PAIRS: readonly {
  message: MessageKey;
  minimum: number;
  colors: (brand: Brand) => [string, string];
}[] = [
  { message: "brandContrastText", minimum: TEXT_CONTRAST, colors: (b) => [b.text, b.background] },
  { message: "brandContrastPrimary", minimum: TEXT_CONTRAST, colors: (b) => [b.primary, b.background] },
  { message: "brandContrastOnPrimary", minimum: TEXT_CONTRAST, colors: (b) => ["#ffffff", b.primary] },
  {
    message: "brandContrastLink",
    minimum: TEXT_CONTRAST,
    colors: (b) => [primaryScale(b.primary)[700], b.background],
  },
  {
    message: "brandContrastFooter",
    minimum: TEXT_CONTRAST,
    colors: (b) => [b.footerText, b.footerBackground],
  },
  { message: "brandContrastAccent", minimum: UI_CONTRAST, colors: (b) => [b.accent, b.background] },
  { message: "brandContrastMuted", minimum: TEXT_CONTRAST, colors: (b) => [MUTED_TEXT, b.background] },
];

/** The first pair of the brand under its contrast, as a catalogue message with the ratio; none when all pass. */
export function brandContrastRefusal(
  brand: Brand,
): { key: MessageKey; params: { ratio: string; minimum: string } } | undefined {
  for (const pair of BRAND_PAIRS) {
    const ratio = contrastRatio(...pair.colors(brand));
    if (ratio < pair.minimum) {
      return {
        key: pair.message,
        params: { ratio: ratioText(ratio, pair.minimum), minimum: ratioText(pair.minimum) },
      };
    }
  }
  return undefined;
}
