/** A colour as the brand settings store it: `#rrggbb`. */
export const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/** The red, green and blue of `#rrggbb`, 0-255 each. */
export function rgbOf(hex: string): [number, number, number] {
  if (!HEX_COLOR.test(hex)) throw new Error(`not a #rrggbb colour: ${hex}`);
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** WCAG 2's relative luminance of a colour (0 black, 1 white). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = rgbOf(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2's contrast ratio of two colours, 1 (the same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * A ratio as people read it, to two decimals ("4.48", "2.0"); one under `limit` never reads as the limit
 * or more (4.499 under 4.5 is "4.49", not "4.5").
 */
export function ratioText(ratio: number, limit = Number.POSITIVE_INFINITY): string {
  const rounded = Math.round(ratio * 100) / 100;
  const shown = ratio < limit && rounded >= limit ? Math.floor(ratio * 100) / 100 : rounded;
  return Number.isInteger(shown) ? shown.toFixed(1) : String(shown);
}

/** `#rrggbb` mixed with `other` by `share` (0 keeps the colour, 1 gives `other`). */
export function mixHex(hex: string, other: string, share: number): string {
  const a = rgbOf(hex);
  const b = rgbOf(other);
  const mixed = a.map((c, i) => Math.round(c + ((b[i] ?? 0) - c) * share));
  return `#${mixed.map((c) => c.toString(16).padStart(2, "0")).join("")}`;
}
