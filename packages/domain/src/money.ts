import { z } from "zod";

/**
 * Money is stored in fen (integer minor units: no rounding anywhere). It travels in yuan: the REST API
 * answers and takes a number with at most two decimals (12.5 for ¥12.50), converted at its edge with
 * `fenToYuanNumber` and `yuanNumberToFen`; people read and type yuan with two decimals. Points are whole
 * numbers. These conversions work on digits, never on float arithmetic, so 0.1 + 0.2 yuan is 30 fen
 * exactly.
 */

/**
 * The largest balance a member may hold, and the largest single change: in fen 100 billion yuan, in
 * points 10 trillion. Far below 2^53, so every balance stays an exact JavaScript number.
 */
export const MAX_BALANCE = 10_000_000_000_000;

/** The largest amount in yuan the API carries: `MAX_BALANCE` fen (a balance, a change, a day's sum). */
export const MAX_YUAN = MAX_BALANCE / 100;

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

/**
 * 1234 -> 12.34, -5 -> -0.05, 1250 -> 12.5: an amount kept in fen as the API carries it, yuan as a number
 * with at most two decimals (the closest double to the decimal, as JSON.parse("12.34") reads it).
 */
export function fenToYuanNumber(fen: number): number {
  const yuan = Number(fenToYuan(fen));
  return yuan === 0 ? 0 : yuan;
}

/**
 * 12.34 -> 1234, "12.5" -> 1250: an amount the API received in yuan (a number, or the text BuildAdmin's
 * forms send) as fen; undefined for anything else (more than two decimals, not finite, 1e21, true).
 */
export function yuanNumberToFen(yuan: unknown): number | undefined {
  if (typeof yuan === "number") return Number.isFinite(yuan) ? yuanToFen(String(yuan)) : undefined;
  return typeof yuan === "string" ? yuanToFen(yuan) : undefined;
}

/** 12.5 -> "12.50": an amount the API answered in yuan, for people; "" when it is not one. */
export function formatYuan(yuan: number): string {
  const fen = yuanNumberToFen(yuan);
  return fen === undefined ? "" : fenToYuan(fen);
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
