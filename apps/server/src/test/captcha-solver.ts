import sharp from "sharp";

/**
 * Reads a click captcha picture as a person does, for browser tests that must get past it on a server
 * whose database they cannot read: finds the dark glyphs on the light background, draws each character
 * asked for at the sizes and angles the picture uses (the same fonts, through the same renderer), and
 * picks for each the glyph it covers best. Test code only: it knows how the pictures are drawn
 * (services/captcha/captcha-image.ts).
 */

type Point = { x: number; y: number };
type Blob = { points: Set<string>; size: number; centre: Point };

/** Pixels darker than this are ink: the glyphs' colours are, the background and its noise are not. */
const INK = 120;
/** Pixels this close (in either direction) belong to one glyph; glyphs stand further apart. */
const REACH = 3;
const GAP = 10;
const CELL = 64;
const SIZES = [30, 33, 36, 39];
const ANGLES = [-35, -28, -21, -14, -7, 0, 7, 14, 21, 28, 35];

async function inkOf(png: Buffer): Promise<{ ink: Uint8Array; width: number; height: number }> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const ink = new Uint8Array(info.width * info.height);
  for (let i = 0; i < ink.length; i++) {
    const at = i * info.channels;
    const luma = 0.299 * (data[at] ?? 255) + 0.587 * (data[at + 1] ?? 255) + 0.114 * (data[at + 2] ?? 255);
    ink[i] = luma < INK ? 1 : 0;
  }
  return { ink, width: info.width, height: info.height };
}

type Box = { xs: number[]; ys: number[]; minX: number; maxX: number; minY: number; maxY: number };

/** The ink's connected parts, the parts of one glyph (a character's separate strokes) joined. */
function glyphBlobs(ink: Uint8Array, width: number, height: number): Blob[] {
  const seen = new Uint8Array(ink.length);
  const boxes: Box[] = [];
  for (let start = 0; start < ink.length; start++) {
    if (!ink[start] || seen[start]) continue;
    const box: Box = { xs: [], ys: [], minX: width, maxX: 0, minY: height, maxY: 0 };
    const stack = [start];
    seen[start] = 1;
    while (stack.length > 0) {
      const p = stack.pop() ?? 0;
      const x = p % width;
      const y = (p - x) / width;
      box.xs.push(x);
      box.ys.push(y);
      box.minX = Math.min(box.minX, x);
      box.maxX = Math.max(box.maxX, x);
      box.minY = Math.min(box.minY, y);
      box.maxY = Math.max(box.maxY, y);
      for (let dy = -REACH; dy <= REACH; dy++)
        for (let dx = -REACH; dx <= REACH; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          const q = ny * width + nx;
          if (nx >= 0 && ny >= 0 && nx < width && ny < height && ink[q] && !seen[q]) {
            seen[q] = 1;
            stack.push(q);
          }
        }
    }
    boxes.push(box);
  }
  const gap = (a: Box, b: Box) =>
    Math.max(
      Math.max(a.minX, b.minX) - Math.min(a.maxX, b.maxX),
      Math.max(a.minY, b.minY) - Math.min(a.maxY, b.maxY),
    );
  for (let joined = true; joined; ) {
    joined = false;
    for (let i = 0; i < boxes.length && !joined; i++)
      for (let j = i + 1; j < boxes.length && !joined; j++) {
        const [a, b] = [boxes[i] as Box, boxes[j] as Box];
        if (gap(a, b) >= GAP) continue;
        a.xs.push(...b.xs);
        a.ys.push(...b.ys);
        a.minX = Math.min(a.minX, b.minX);
        a.maxX = Math.max(a.maxX, b.maxX);
        a.minY = Math.min(a.minY, b.minY);
        a.maxY = Math.max(a.maxY, b.maxY);
        boxes.splice(j, 1);
        joined = true;
      }
  }
  return boxes
    .filter((b) => b.xs.length > 40)
    .map((b) => ({
      points: new Set(b.xs.map((x, i) => `${x},${b.ys[i]}`)),
      size: b.xs.length,
      centre: { x: mean(b.xs), y: mean(b.ys) },
    }));
}

const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

/** A character drawn as the captcha draws it, as ink points around its ink's centre. */
const drawn = new Map<string, Promise<Point[]>>();
function drawGlyph(char: string, size: number, angle: number): Promise<Point[]> {
  const key = `${char}|${size}|${angle}`;
  let glyph = drawn.get(key);
  if (!glyph) {
    const font = /[\u4e00-\u9fff]/.test(char) ? "Noto Sans CJK SC" : "DejaVu Sans, sans-serif";
    const middle = CELL / 2;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${CELL}" height="${CELL}"><rect width="100%" height="100%" fill="#fff"/><text x="${middle}" y="${middle}" font-size="${size}" font-family="${font}" font-weight="bold" fill="#000" text-anchor="middle" dominant-baseline="central" transform="rotate(${angle} ${middle} ${middle})">${char}</text></svg>`;
    glyph = inkOf(Buffer.from(svg)).then(({ ink }) => {
      const points: Point[] = [];
      for (let i = 0; i < ink.length; i++) if (ink[i]) points.push({ x: i % CELL, y: Math.floor(i / CELL) });
      const centre = { x: mean(points.map((p) => p.x)), y: mean(points.map((p) => p.y)) };
      return points.map((p) => ({ x: p.x - centre.x, y: p.y - centre.y }));
    });
    drawn.set(key, glyph);
  }
  return glyph;
}

/** How well a drawn character covers a glyph of the picture (shared ink over all ink). */
function overlap(blob: Blob, glyph: Point[]): number {
  let shared = 0;
  for (const p of glyph)
    if (blob.points.has(`${Math.round(p.x + blob.centre.x)},${Math.round(p.y + blob.centre.y)}`)) shared++;
  return shared / (blob.size + glyph.length - shared);
}

/** Where to click on the picture (its own pixels) for each character asked for, in the order asked. */
export async function solveClickCaptchaImage(png: Buffer, chars: readonly string[]): Promise<Point[]> {
  const { ink, width, height } = await inkOf(png);
  const blobs = glyphBlobs(ink, width, height);
  const scores: { char: number; blob: number; score: number }[] = [];
  for (const [c, char] of chars.entries()) {
    const best = blobs.map(() => 0);
    for (const size of SIZES)
      for (const angle of ANGLES) {
        const glyph = await drawGlyph(char, size, angle);
        for (const [b, blob] of blobs.entries()) best[b] = Math.max(best[b] ?? 0, overlap(blob, glyph));
      }
    for (const [b, score] of best.entries()) scores.push({ char: c, blob: b, score });
  }
  // The best matches first, each character and each glyph taken once.
  const chosen = new Map<number, number>();
  const taken = new Set<number>();
  for (const { char, blob } of scores.sort((a, b) => b.score - a.score)) {
    if (chosen.has(char) || taken.has(blob)) continue;
    chosen.set(char, blob);
    taken.add(blob);
  }
  return chars.map((_, c) => blobs[chosen.get(c) ?? -1]?.centre ?? { x: 0, y: 0 });
}
