// Money as the admin API carries it: yuan, a number with at most two decimals (12.34 for ¥12.34, 1234 fen
// as stored), or the same as text. The cluster bench counts in fen, whole numbers, and converts at the API's
// edge on the digits, never through a float product (0.29 * 100 is 28.999999999999996). Kept apart from
// @corp/domain/money on purpose: the bench checks what the server's own conversions answer.

/** 1234 -> "12.34", -5 -> "-0.05": fen as yuan text with two decimals, as a form sends it. */
export function fenToYuan(fen) {
  if (!Number.isSafeInteger(fen)) throw new RangeError(`fen must be a safe integer, got ${fen}`);
  const sign = fen < 0 ? "-" : "";
  const abs = Math.abs(fen);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/**
 * 12.34 or "12.34" -> 1234, -0.5 -> -50, 7 -> 700: yuan as the API answers it, in fen; undefined for
 * anything that is not yuan with at most two decimals (12.345, 1e21, null).
 */
export function yuanToFen(yuan) {
  const text =
    typeof yuan === "number" && Number.isFinite(yuan) ? String(yuan) : typeof yuan === "string" ? yuan : "";
  const found = /^(-?)(\d{1,13})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!found) return undefined;
  const [, sign, whole, cents = ""] = found;
  const fen = Number(whole) * 100 + Number(cents.padEnd(2, "0"));
  return sign && fen !== 0 ? -fen : fen;
}
