import type { Database } from "@corp/db/schema";
import { type Kysely, sql } from "kysely";
import type { ColumnDef } from "./catalog-types.ts";

/**
 * How a backup writes a row: one JSON array per line, one element per stored column, each the column's
 * text as PostgreSQL itself prints it (`value::text`, what COPY and pg_dump write) or null. Every type
 * reads back from its own text exactly: bigint and numeric digit for digit, json and jsonb as written,
 * bytea as `\x` and hex, timestamps with their zone, arrays, tsvector. Text may hold any character JSON
 * can escape. The settings below fix the few outputs that depend on the session, on both sides.
 */
export async function useCanonicalText(trx: Kysely<Database>): Promise<void> {
  for (const setting of [
    sql`set local timezone to 'UTC'`,
    sql`set local datestyle to 'ISO, YMD'`,
    sql`set local intervalstyle to 'postgres'`,
    sql`set local bytea_output to 'hex'`,
    sql`set local extra_float_digits to 1`,
  ]) {
    await setting.execute(trx);
  }
}

export type RowValue = string | null;

/** One line of a table's file: its values, checked to be as many strings (or nulls) as the columns. */
export function parseRowLine(line: string, width: number, where: string): RowValue[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch {
    throw new Error(`${where}: not a JSON line`);
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== width ||
    parsed.some((value) => value !== null && typeof value !== "string")
  ) {
    throw new Error(`${where}: expected ${width} values, each a string or null`);
  }
  return parsed as RowValue[];
}

const HEX_BYTEA = /^\\x(?:[0-9a-f]{2})*$/i;

/**
 * A value as a query parameter: its text, which the database parses as the column's type, except bytea,
 * which the drivers take as bytes (PGlite refuses text for it).
 */
export function parameterOf(
  column: Pick<ColumnDef, "binary" | "name">,
  value: RowValue,
): string | Buffer | null {
  if (value === null || !column.binary) return value;
  if (!HEX_BYTEA.test(value)) throw new Error(`column ${column.name}: bytea value is not \\x and hex`);
  return Buffer.from(value.slice(2), "hex");
}
