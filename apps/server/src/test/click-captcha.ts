import { randomUUID } from "node:crypto";
import type { TestApp } from "./test-app.ts";

export type Glyph = { x: number; y: number; size: number };

/** The glyphs a captcha asks to click, as the server keeps them. */
export async function glyphsOf(t: TestApp, id: string): Promise<Glyph[]> {
  const row = await t.services.db
    .selectFrom("captcha")
    .select(["captcha"])
    .where("key", "=", id)
    .executeTakeFirstOrThrow();
  const stored = typeof row.captcha === "string" ? JSON.parse(row.captcha) : row.captcha;
  return stored.glyphs;
}

/** The answer a person gives by clicking each glyph, on the picture shown at half size. */
export const clickAnswer = (glyphs: Glyph[], dx = 0) =>
  `${glyphs.map((g) => `${(g.x + dx) / 2},${g.y / 2}`).join("-")};175;100`;

/** A captcha drawn for a new id and the right answer to it, as a login form sends them. */
export async function solvedCaptcha(t: TestApp): Promise<{ captchaId: string; captchaInfo: string }> {
  const captchaId = randomUUID();
  await t.app.inject({ method: "GET", url: `/api/common/clickCaptcha?id=${captchaId}` });
  return { captchaId, captchaInfo: clickAnswer(await glyphsOf(t, captchaId)) };
}
