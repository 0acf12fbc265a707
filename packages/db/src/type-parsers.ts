/**
 * How column values come back from the database, the same for PGlite and for a PostgreSQL server.
 * Both drivers have their own defaults (pg: int8 as string, date as a local-time Date; PGlite: int8 as
 * number or BigInt, date as Date), so we pin the types the schema relies on.
 */
export const PG_TYPE = { BYTEA: 17, INT8: 20, DATE: 1082, NUMERIC: 1700 } as const;

/**
 * int8 holds epoch seconds, money in fen, counters and `count(*)`: all far below 2^53. A value outside
 * the safe range would silently lose precision, so it is refused instead.
 */
export function parseInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError(`int8 value ${text} does not fit a JS number`);
  return value;
}

/** A calendar date stays the 'YYYY-MM-DD' text Postgres sends: a Date would shift with the time zone. */
export const parseDate = (text: string): string => text;

/** numeric keeps its exact decimal text; callers decide how to do arithmetic on it. */
export const parseNumeric = (text: string): string => text;

/**
 * bytea is a Buffer (PGlite would answer a Uint8Array, pg a Buffer). Postgres sends it as `\x` and hex
 * unless `bytea_output` is `escape`: then a byte is itself, `\\` for a backslash, or `\` and three
 * octal digits.
 */
export function parseBytea(text: string): Buffer {
  if (text.startsWith("\\x")) return Buffer.from(text.slice(2), "hex");
  const bytes: number[] = [];
  for (let i = 0; i < text.length; ) {
    if (text[i] !== "\\") {
      bytes.push(text.charCodeAt(i));
      i += 1;
    } else if (text[i + 1] === "\\") {
      bytes.push(0x5c);
      i += 2;
    } else {
      bytes.push(Number.parseInt(text.slice(i + 1, i + 4), 8));
      i += 4;
    }
  }
  return Buffer.from(bytes);
}

export const TYPE_PARSERS: Record<number, (text: string) => unknown> = {
  [PG_TYPE.BYTEA]: parseBytea,
  [PG_TYPE.INT8]: parseInt8,
  [PG_TYPE.DATE]: parseDate,
  [PG_TYPE.NUMERIC]: parseNumeric,
};
