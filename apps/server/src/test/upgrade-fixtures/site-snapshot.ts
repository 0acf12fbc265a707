import { isDeepStrictEqual } from "node:util";
import { type DataTable, dataTables, type Row, rowKey, tableLabel, tableRows } from "@corp/db/table-rows";
import type { Kysely } from "kysely";

/** Every table of a site with its rows by primary key. */
export type Snapshot = Map<string, { table: DataTable; rows: Map<string, Row> }>;

export async function snapshot<DB>(db: Kysely<DB>): Promise<Snapshot> {
  const out: Snapshot = new Map();
  for (const table of await dataTables(db)) {
    const rows = await tableRows(db, table);
    out.set(tableLabel(table), { table, rows: new Map(rows.map((row) => [rowKey(table, row), row])) });
  }
  return out;
}

/** A value a change leaves open, checked by a rule rather than compared. */
export class Matcher {
  constructor(
    readonly describe: string,
    readonly test: (value: unknown) => boolean,
  ) {}
}

/** Rows a migration adds, which the fixture did not have: allowed when `matches` says so. */
export type Addition = { table: string; why: string; matches: (row: Row) => boolean };

/**
 * What the upgraded site should hold: the fixture's rows with the changes the migrations since declare
 * (values, removed rows, new columns' values), and the rows they may add.
 */
export type Expected = { tables: Map<string, Map<string, Row>>; additions: Addition[] };

export const expectedFrom = (before: Snapshot): Expected => ({
  tables: new Map(
    [...before].map(([name, { rows }]) => [name, new Map([...rows].map(([k, r]) => [k, { ...r }]))]),
  ),
  additions: [],
});

const matches = (expected: unknown, actual: unknown) =>
  expected instanceof Matcher ? expected.test(actual) : isDeepStrictEqual(expected, actual);

const show = (value: unknown) => (value instanceof Matcher ? value.describe : JSON.stringify(value));

/**
 * Where the upgraded site differs from what was expected, one line each: a row gone, a value changed, a
 * row no migration adds. Empty when every fixture row is there as the migrations say it should be.
 */
export function differences(expected: Expected, after: Snapshot): string[] {
  const found: string[] = [];
  for (const [name, rows] of expected.tables) {
    const actual = after.get(name);
    if (!actual) {
      if (rows.size > 0) found.push(`${name}: the table is gone with its ${rows.size} rows`);
      continue;
    }
    for (const [key, row] of rows) {
      const now = actual.rows.get(key);
      if (!now) {
        found.push(`${name} ${key}: the row is gone`);
        continue;
      }
      for (const [column, value] of Object.entries(row)) {
        if (!(column in now)) found.push(`${name} ${key}: column ${column} is gone`);
        else if (!matches(value, now[column]))
          found.push(`${name} ${key}: ${column} is ${JSON.stringify(now[column])}, expected ${show(value)}`);
      }
    }
  }
  for (const [name, { rows }] of after) {
    const known = expected.tables.get(name);
    for (const [key, row] of rows) {
      if (known?.has(key)) continue;
      if (!expected.additions.some((a) => a.table === name && a.matches(row)))
        found.push(`${name} ${key}: a row no migration adds: ${JSON.stringify(row).slice(0, 160)}`);
    }
  }
  return found;
}
