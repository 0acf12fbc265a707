import type { Collection } from "@corp/domain/collections/collection";
import type { Field } from "@corp/domain/collections/fields";
import { STATUS_WORDS } from "@corp/domain/collections/texts";
import type { Lang } from "@corp/domain/lang";
import { fenToYuan } from "@corp/domain/money";
import { formatInZone } from "@corp/domain/time-zone";
import type { ColumnSpec } from "./columns.ts";

type Row = Record<string, unknown>;

/** One column of a CSV export: its title and how a listed row's cell reads. */
export type CsvColumn = { readonly title: string; readonly text: (row: Row) => unknown };

/** How people read one field: as the admin's list shows it, or the value as stored. */
type Reading = { lang: Lang; timeZone: string };

const isTime = (field: Field | undefined, column: ColumnSpec) =>
  column.kind === "time" || field?.list?.cell === "time" || field?.form?.input === "datetime";

/** A time as text on the site's clock ("2026-11-27 08:00:00"); nothing for none. */
const timeText = (value: unknown, timeZone: string) =>
  value === null || value === undefined || value === "" || value === 0
    ? ""
    : formatInZone(value as number, timeZone);

function pairsText(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  return value
    .map((p: { key?: unknown; value?: unknown }) => `${String(p.key)}=${String(p.value)}`)
    .join(", ");
}

function reader(name: string, field: Field | undefined, column: ColumnSpec, at: Reading) {
  if (isTime(field, column)) return (row: Row) => timeText(row[name], at.timeZone);
  if (!field) return (row: Row) => row[name];
  if (field.money === "fen")
    return (row: Row) => (row[name] === null || row[name] === undefined ? "" : fenToYuan(Number(row[name])));
  if (field.list?.cell === "status")
    return (row: Row) => STATUS_WORDS[row[name] === "enable" ? "enable" : "disable"][at.lang];
  const choices = field.choices;
  if (choices) {
    const label = (value: unknown) => choices[String(value)]?.[at.lang] ?? value;
    return (row: Row) =>
      Array.isArray(row[name]) ? (row[name] as unknown[]).map(label).join(", ") : label(row[name]);
  }
  const named = field.relation?.as;
  // A related row by its name, as the list shows it; its id where the row is gone.
  if (named)
    return (row: Row) => (typeof row[named] === "string" && row[named] !== "" ? row[named] : row[name]);
  if (field.list?.cell === "pairs") return (row: Row) => pairsText(row[name]);
  if (field.list?.cell === "tags" || field.list?.cell === "list")
    return (row: Row) => (Array.isArray(row[name]) ? (row[name] as unknown[]).join(", ") : row[name]);
  return (row: Row) => row[name];
}

/**
 * The columns of a table's CSV export, as a person opening it in a spreadsheet reads them: each titled by
 * its field's label in the asked language, times as text on the site's clock, statuses and choices in the
 * words the admin shows, money in yuan, related rows by name.
 */
export function csvColumns(
  columns: Readonly<Record<string, ColumnSpec>>,
  collection: Collection,
  at: Reading,
): CsvColumn[] {
  return Object.entries(columns).map(([name, column]) => {
    const field = collection.fields[name];
    return { title: field?.label[at.lang] ?? name, text: reader(name, field, column, at) };
  });
}
