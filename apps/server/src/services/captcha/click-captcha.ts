import { createHash } from "node:crypto";
import type { Database } from "@corp/db/schema";
import type { Kysely } from "kysely";
import { nowSeconds } from "../../envelope.ts";
import type { ThrottleLimit } from "../throttle.ts";
import {
  CAPTCHA_HEIGHT,
  CAPTCHA_WIDTH,
  pickCharacters,
  placeGlyphs,
  renderCaptcha,
} from "./captcha-image.ts";
import { clicksMatch, type GlyphSpot, parseClickInfo } from "./click-geometry.ts";

/** Seconds a captcha stays answerable. */
export const CAPTCHA_TTL = 600;
/** Characters drawn on the image, and how many of them the user must click. */
const DRAWN = 4;
const TO_CLICK = 3;
/**
 * Pictures one address may draw per window: each costs a render and a row, and a client drawing
 * hundreds is after the glyphs rather than a login (issue 24, N8).
 */
export const CAPTCHA_DRAWS_PER_IP = { limit: 30, windowSeconds: 60 } as const satisfies ThrottleLimit;

export type ClickCaptcha = { id: string; text: string[]; base64: string; width: number; height: number };

/** What the `captcha` column keeps: the glyphs to click, in order, in image pixels. */
type StoredCaptcha = { glyphs: GlyphSpot[]; width: number; height: number };

const hashAnswer = (id: string, text: string[]) =>
  createHash("sha256")
    .update(`${id}:${text.join("")}`)
    .digest("hex");

/** Draws a new captcha for the client's `id`, replacing any earlier one with the same id. */
export async function createClickCaptcha(db: Kysely<Database>, id: string): Promise<ClickCaptcha> {
  const glyphs = placeGlyphs(pickCharacters(DRAWN));
  const targets = glyphs.slice(0, TO_CLICK);
  const png = await renderCaptcha(glyphs);
  const text = targets.map((g) => g.char);
  const stored: StoredCaptcha = {
    glyphs: targets.map(({ x, y, size }) => ({ x, y, size })),
    width: CAPTCHA_WIDTH,
    height: CAPTCHA_HEIGHT,
  };
  const now = nowSeconds();
  await db
    .deleteFrom("captcha")
    .where((eb) => eb.or([eb("key", "=", id), eb("expire_time", "<", now)]))
    .execute();
  await db
    .insertInto("captcha")
    .values({
      key: id,
      code: hashAnswer(id, text),
      captcha: JSON.stringify(stored),
      create_time: now,
      expire_time: now + CAPTCHA_TTL,
    })
    .execute();
  return {
    id,
    text,
    base64: `data:image/png;base64,${png.toString("base64")}`,
    width: CAPTCHA_WIDTH,
    height: CAPTCHA_HEIGHT,
  };
}

const isStored = (value: unknown): value is StoredCaptcha =>
  typeof value === "object" &&
  value !== null &&
  Array.isArray((value as StoredCaptcha).glyphs) &&
  typeof (value as StoredCaptcha).width === "number" &&
  typeof (value as StoredCaptcha).height === "number";

/**
 * Checks the clicks `info` against the captcha `id`. The captcha is taken out of the table in one
 * statement before the clicks are looked at, so of concurrent checks only one gets it: a solved
 * captcha passes once, and a guess costs the captcha whether it is right or wrong (issue 24, N8). A
 * right answer when not `unset` puts it back, so a captcha can be checked by the dialog first and then
 * used once by the form it guards.
 */
export async function checkClickCaptcha(
  db: Kysely<Database>,
  id: string,
  info: string,
  unset: boolean,
): Promise<boolean> {
  const row = await db
    .deleteFrom("captcha")
    .where("key", "=", id)
    .where("expire_time", ">=", nowSeconds())
    .returning(["key", "code", "captcha", "create_time", "expire_time"])
    .executeTakeFirst();
  if (!row) return false;
  const stored: unknown = typeof row.captcha === "string" ? JSON.parse(row.captcha) : row.captcha;
  const clicks = isStored(stored) ? parseClickInfo(info, stored.width, stored.height) : null;
  const ok = isStored(stored) && clicks !== null && clicksMatch(clicks, stored.glyphs);
  if (ok && !unset) {
    // A picture drawn meanwhile for the same id wins over the one checked.
    await db
      .insertInto("captcha")
      .values({ ...row, captcha: JSON.stringify(stored) })
      .onConflict((oc) => oc.column("key").doNothing())
      .execute();
  }
  return ok;
}
