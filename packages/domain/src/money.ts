import { z } from "zod";

/**
 * Money is stored and travels in fen (integer minor units: no rounding anywhere); people read and type
 * yuan with two decimals. Points are whole numbers. These conversions work on digits, never on floats,
 * so 0.1 + 0.2 yuan is 30 fen exactly.
 */

/**
 * The largest balance a member may hold, and the largest single change: in fen 100 billion yuan, in
 * points 10 trillion. Far below 2^53, so every balance stays an exact JavaScript number.
 */
export const MAX_BALANCE = 10_000_000_000_000;

/** Yuan as typed: an optional sign, at most 12 whole digits and at most 2 decimals ("12", "-0.5", "3.25"). */
export const yuanPattern = /^[+-]?\d{1,12}(?:\.\d{1,2})?$/;

/** Points as typed: an optional sign and at most 14 digits. */
export const pointsPattern = /^[+-]?\d{1,14}$/;

/** 12345 -> "123.45", -5 -> "-0.05". */
export function fenToYuan(fen: number): string {
  if (!Number.isSafeInteger(fen)) throw new RangeError(`fen must be a safe integer, got ${fen}`);
  const sign = fen < 0 ? "-" : "";
  const abs = Math.abs(fen);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** "123.45" -> 12345, "-0.5" -> -50; undefined for anything that is not yuan with at most 2 decimals. */
export function yuanToFen(text: string): number | undefined {
  const trimmed = text.trim();
  if (!yuanPattern.test(trimmed)) return undefined;
  const negative = trimmed.startsWith("-");
  const [whole = "0", cents = ""] = trimmed.replace(/^[+-]/, "").split(".");
  const fen = Number(whole) * 100 + Number(cents.padEnd(2, "0"));
  return negative && fen !== 0 ? -fen : fen;
}

/** "-20" -> -20; undefined for anything that is not a whole number of points. */
export function parsePoints(text: string): number | undefined {
  const trimmed = text.trim();
  if (!pointsPattern.test(trimmed)) return undefined;
  const points = Number(trimmed);
  return points === 0 ? 0 : points;
}

/** A non-zero change of a balance, within the limit: what a ledger row may carry. */
export const ledgerChange = z
  .number()
  .int()
  .refine((n) => n !== 0 && Math.abs(n) <= MAX_BALANCE);

/** A change typed in yuan (a form's text) as fen; refused when zero, malformed or beyond the limit. */
export const yuanChangeText = z
  .string()
  .transform((text) => yuanToFen(text))
  .pipe(ledgerChange);

/** A change typed in points (a form's text) as points; refused like `yuanChangeText`. */
export const pointsChangeText = z
  .string()
  .transform((text) => parsePoints(text))
  .pipe(ledgerChange);
