/** Colour adjustment of SPEC §2: three sliders shown on a 0-255 scale, 100 by default (0.392 of it). */
export interface ColourLevels {
  saturation: number;
  brightness: number;
  contrast: number;
}

export const COLOUR_MAX = 255;
export const DEFAULT_COLOUR: ColourLevels = { saturation: 100, brightness: 100, contrast: 100 };

/**
 * Each slider is a fraction of its 0-255 range taken as a percentage, times 2.55: at 100 of 255 the
 * fraction is 39.2 %, times 2.55 gives 100 %, so the default leaves the picture untouched.
 */
export function filterPercent(level: number): number {
  const fraction = Math.min(COLOUR_MAX, Math.max(0, level)) / COLOUR_MAX;
  return Math.round(fraction * 100 * 2.55 * 100) / 100;
}

/** The CSS `filter` of the video element; "none" at the defaults so no filter layer is composited. */
export function colourFilter(levels: ColourLevels): string {
  const { saturation, brightness, contrast } = levels;
  if (saturation === 100 && brightness === 100 && contrast === 100) return "none";
  return `saturate(${filterPercent(saturation)}%) brightness(${filterPercent(brightness)}%) contrast(${filterPercent(contrast)}%)`;
}
