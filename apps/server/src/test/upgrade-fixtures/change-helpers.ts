import { isDeepStrictEqual } from "node:util";
import type { Row } from "@corp/db/table-rows";
import { type Expected, Matcher } from "./site-snapshot.ts";

/**
 * What each migration does to the rows of a site it upgrades, as the test of the upgrade fixtures expects
 * it: every other row of every table must come through unchanged. A migration that changes or removes
 * rows, or adds any, says so here (and why) — or the upgrade test fails.
 */
export type Change = { migration: string; apply: (site: Expected) => void };

export const ANY = new Matcher("any value", () => true);
export const nonEmptyText = new Matcher("a non-empty text", (v) => typeof v === "string" && v !== "");

export const rowsOf = (site: Expected, table: string): Map<string, Row> =>
  site.tables.get(table) ?? new Map();

export function updateRows(site: Expected, table: string, change: (row: Row) => void) {
  for (const row of rowsOf(site, table).values()) change(row);
}

export function removeRows(site: Expected, table: string, gone: (row: Row) => boolean) {
  const rows = rowsOf(site, table);
  for (const [key, row] of rows) if (gone(row)) rows.delete(key);
}

/** New columns with the default they take on rows already there. */
export function newColumns(site: Expected, table: string, values: Row) {
  updateRows(site, table, (row) => Object.assign(row, values));
}

export const configRow = (site: Expected, name: string) =>
  [...rowsOf(site, "config").values()].find((r) => r.name === name);

/** A settings group's tab appended to `config_group`, as 0008, 0015 and 0021 add theirs. */
export function appendTab(site: Expected, tab: { key: string; value: string }) {
  const groups = configRow(site, "config_group");
  if (!groups || !Array.isArray(groups.value)) return;
  if (!groups.value.some((t: { key: string }) => t.key === tab.key)) groups.value = [...groups.value, tab];
}

/** Settings a migration adds to a seeded site, with the values it declares. */
export function addsSettings(
  site: Expected,
  migration: string,
  declared: readonly { name: string; value: unknown }[],
) {
  if (!configRow(site, "config_group")) return;
  for (const setting of declared) {
    if (configRow(site, setting.name)) continue;
    site.additions.push({
      table: "config",
      why: `${migration} adds setting ${setting.name}`,
      matches: (row) => row.name === setting.name && isDeepStrictEqual(row.value, setting.value),
    });
  }
}
