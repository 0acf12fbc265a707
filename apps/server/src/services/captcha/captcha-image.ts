import { randomInt } from "node:crypto";
import { existsSync } from "node:fs";
import sharp from "sharp";
import type { GlyphSpot } from "./click-geometry.ts";

export const CAPTCHA_WIDTH = 350;
export const CAPTCHA_HEIGHT = 200;

const CJK_FONT_FILES = [
  "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
  "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc",
];

/** Common characters that are easy to tell apart; used when a CJK font is installed. */
const CJK_POOL = "天地人和山水日月风云花草鸟鱼春夏秋冬东南西北金木火土江河湖海星光电车马牛羊书画家国心手口";
/** Letters and digits without look-alikes (0/O, 1/l/I); used when no CJK font is installed. */
const LATIN_POOL = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

const cjkFontInstalled = CJK_FONT_FILES.some((file) => existsSync(file));

export type DrawnGlyph = GlyphSpot & { char: string; angle: number; color: string };

const pick = <T>(items: readonly T[]): T => items[randomInt(items.length)] as T;

/** Picks `count` different characters from the pool that the installed fonts can draw. */
export function pickCharacters(count: number): string[] {
  const pool = [...(cjkFontInstalled ? CJK_POOL : LATIN_POOL)];
  const chosen: string[] = [];
  while (chosen.length < count) {
    const char = pool.splice(randomInt(pool.length), 1)[0];
    if (char) chosen.push(char);
  }
  return chosen;
}

/** Places the characters at random, far enough apart that their click areas do not overlap. */
export function placeGlyphs(chars: string[]): DrawnGlyph[] {
  const placed: DrawnGlyph[] = [];
  const colors = ["#1d4ed8", "#b91c1c", "#047857", "#7c2d12", "#6d28d9", "#0f172a", "#be185d"];
  for (const char of chars) {
    for (let attempt = 0; attempt < 200; attempt++) {
      const size = randomInt(30, 40);
      const x = randomInt(size, CAPTCHA_WIDTH - size);
      const y = randomInt(size, CAPTCHA_HEIGHT - size);
      const clear = placed.every((other) => Math.hypot(other.x - x, other.y - y) > (other.size + size) * 1.1);
      if (clear || attempt === 199) {
        placed.push({ char, x, y, size, angle: randomInt(-35, 36), color: pick(colors) });
        break;
      }
    }
  }
  return placed;
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

function noiseSvg(): string {
  const shapes: string[] = [];
  for (let i = 0; i < 14; i++) {
    const r = randomInt(6, 40);
    const hue = randomInt(360);
    shapes.push(
      `<circle cx="${randomInt(CAPTCHA_WIDTH)}" cy="${randomInt(CAPTCHA_HEIGHT)}" r="${r}" fill="hsl(${hue},60%,80%)" fill-opacity="0.45"/>`,
    );
  }
  for (let i = 0; i < 6; i++) {
    const hue = randomInt(360);
    shapes.push(
      `<path d="M${randomInt(CAPTCHA_WIDTH)} ${randomInt(CAPTCHA_HEIGHT)} Q${randomInt(CAPTCHA_WIDTH)} ${randomInt(CAPTCHA_HEIGHT)} ${randomInt(CAPTCHA_WIDTH)} ${randomInt(CAPTCHA_HEIGHT)}" stroke="hsl(${hue},50%,60%)" stroke-width="${randomInt(1, 3)}" fill="none" stroke-opacity="0.6"/>`,
    );
  }
  return shapes.join("");
}

/** The captcha picture as PNG bytes: a noisy background with the glyphs drawn rotated. */
export async function renderCaptcha(glyphs: DrawnGlyph[]): Promise<Buffer> {
  const fontFamily = cjkFontInstalled ? "Noto Sans CJK SC" : "DejaVu Sans, sans-serif";
  const text = glyphs
    .map(
      (g) =>
        `<text x="${g.x}" y="${g.y}" font-size="${g.size}" font-family="${fontFamily}" font-weight="bold" fill="${g.color}" text-anchor="middle" dominant-baseline="central" transform="rotate(${g.angle} ${g.x} ${g.y})" stroke="#ffffff" stroke-width="1">${escapeXml(g.char)}</text>`,
    )
    .join("");
  const hue = randomInt(360);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}"><defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},45%,92%)"/><stop offset="1" stop-color="hsl(${(hue + 80) % 360},45%,85%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#bg)"/>${noiseSvg()}${text}</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 8 }).toBuffer();
}
