import type { Database } from "@corp/db/schema";
import { type Kysely, type RawBuilder, sql } from "kysely";

/**
 * What the generator fills: a database migrated to a level. Its rows are written by plain SQL, since the
 * product's types describe today's tables, not that level's.
 */
export type Db = Kysely<Database>;

/** A column value as the generator writes it: jsonb columns get JSON text, as the app writes them. */
export type Value = string | number | boolean | null | Uint8Array | RawBuilder<unknown>;

/** The level being made, as the number of its last migration (11 for `0011_modules`). */
export type Level = number;

export const levelNumber = (level: string): Level => Number.parseInt(level.slice(0, 4), 10);

const DAY = 24 * 60 * 60;
/** When the demo company's site was set up (2025-01-06 00:00 UTC): every time is fixed, so a fixture is too. */
const SITE_START = 1_736_121_600;

/** Epoch seconds `day` days after the site was set up, at `hour` o'clock UTC. */
export const at = (day: number, hour = 9): number => SITE_START + day * DAY + hour * 3600;

/** The time the fixture is taken: the last day the demo site was used. */
export const FIXTURE_TIME = at(300, 18);

/** `{ create_time, update_time }` of a row written on `day`. */
export const times = (day: number, hour = 9) => ({ create_time: at(day, hour), update_time: at(day, hour) });

/** Inserts rows (all with the same columns) into `table`, which may be `schema.table`. */
export async function insertRows(
  db: Db,
  table: string,
  rows: readonly Record<string, Value>[],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first);
  for (const row of rows) {
    const keys = Object.keys(row);
    if (keys.length !== columns.length || keys.some((k, i) => k !== columns[i]))
      throw new Error(`${table}: rows with different columns (${keys.join()} vs ${columns.join()})`);
  }
  await sql`insert into ${sql.table(table)} (${sql.join(columns.map((c) => sql.id(c)))})
    values ${sql.join(rows.map((row) => sql`(${sql.join(columns.map((c) => row[c]))})`))}`.execute(db);
}

/** `value` written as a jsonb column's value. */
export const json = (value: unknown): string => JSON.stringify(value);

/** Only at levels from `from` on: spread into a row (`...since(n, 7, { tags: "[]" })`). */
export function since<T extends object>(n: Level, from: Level, values: T): T | Record<never, never> {
  return n >= from ? values : {};
}
