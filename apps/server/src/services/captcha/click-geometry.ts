/** A character drawn on the captcha image: its centre and font size, in image pixels. */
export type GlyphSpot = { x: number; y: number; size: number };

export type ClickPoint = { x: number; y: number };

/** Extra pixels around a glyph that still count as a hit. */
export const HIT_TOLERANCE_PX = 8;

/**
 * Reads the client's answer `x1,y1-x2,y2;renderedWidth;renderedHeight` (BuildAdmin's spelling) and
 * scales the clicks from the size the image was shown at to the image's own size.
 * Returns null when the text is not in that shape.
 */
export function parseClickInfo(info: string, imageWidth: number, imageHeight: number): ClickPoint[] | null {
  const parts = info.split(";");
  if (parts.length !== 3) return null;
  const [pointText = "", widthText = "", heightText = ""] = parts;
  const shownWidth = Number(widthText);
  const shownHeight = Number(heightText);
  if (!(shownWidth > 0 && shownHeight > 0)) return null;
  const points: ClickPoint[] = [];
  for (const pair of pointText.split("-")) {
    const [xText, yText, ...rest] = pair.split(",");
    const x = Number(xText);
    const y = Number(yText);
    if (rest.length > 0 || xText === "" || yText === "" || !Number.isFinite(x) || !Number.isFinite(y)) {
      return null;
    }
    points.push({ x: (x * imageWidth) / shownWidth, y: (y * imageHeight) / shownHeight });
  }
  return points;
}

/** True when every click lands on its glyph, in order, and there is exactly one click per glyph. */
export function clicksMatch(clicks: ClickPoint[], glyphs: GlyphSpot[]): boolean {
  if (clicks.length !== glyphs.length) return false;
  return glyphs.every((glyph, index) => {
    const click = clicks[index];
    if (!click) return false;
    const reach = glyph.size * 0.6 + HIT_TOLERANCE_PX;
    return Math.hypot(click.x - glyph.x, click.y - glyph.y) <= reach;
  });
}
