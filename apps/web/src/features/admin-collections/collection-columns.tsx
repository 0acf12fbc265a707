import type { Collection } from "@corp/domain/collections/collection";
import type { FormSpec, ListSpec } from "@corp/domain/collections/fields";
import type { TFunction } from "i18next";
import { StatusBadge, Thumb, timeCell } from "../admin-auth/cells.tsx";
import type { CrudColumn } from "../admin-crud/crud-columns.ts";
import type { FieldDef } from "../admin-crud/fields/field-types.ts";
import { statusChoices } from "../admin-crud/fields/status-field.ts";

type Row = { id: number } & Record<string, unknown>;

/** A field's label in the interface language, from the collection's texts. */
export const labelOf = (t: TFunction, collection: Collection, name: string): string =>
  t(`collections.${collection.node}.fields.${name}`);

function cell(kind: ListSpec["cell"], name: string): ((row: Row) => React.ReactNode) | undefined {
  switch (kind) {
    case "text":
      return undefined;
    case "externalLink":
      return (row) => (
        <a href={String(row[name])} target="_blank" rel="noopener noreferrer">
          {String(row[name])}
        </a>
      );
    case "image":
      return (row) => <Thumb url={String(row[name] ?? "")} />;
    case "status":
      return (row) => <StatusBadge status={row[name] === "enable" ? "enable" : "disable"} />;
    case "time":
      return (row) => timeCell(Number(row[name]));
  }
}

function filter(list: ListSpec, t: TFunction): CrudColumn<Row>["filter"] {
  if (list.filter === false) return false;
  if (list.cell === "status") return { kind: "select", operator: "eq", options: statusChoices(t) };
  return { kind: "text", operator: list.filter };
}

/** The list's columns: the listed fields, in the declared column order. */
export function collectionColumns(collection: Collection, t: TFunction): CrudColumn<Row>[] {
  const names = collection.list.columns ?? Object.keys(collection.fields);
  return names.flatMap((name) => {
    const list = collection.fields[name]?.list;
    if (!list) return [];
    const render = cell(list.cell, name);
    return [
      {
        field: name,
        label: labelOf(t, collection, name),
        ...(render ? { render } : {}),
        ...(list.sortable ? { sortable: true } : {}),
        ...(list.hidden ? { hidden: true } : {}),
        filter: filter(list, t),
      },
    ];
  });
}

const INPUTS: Record<FormSpec["input"], FieldDef["type"]> = {
  string: "string",
  textarea: "textarea",
  number: "number",
  image: "image",
  status: "radio",
};

/** The form's inputs: every written field, in declaration order. */
export function collectionFields(collection: Collection, t: TFunction): FieldDef[] {
  return Object.entries(collection.fields).flatMap(([name, f]) => {
    if (!f.form) return [];
    const help = f.form.help ? t(`collections.${collection.node}.help.${name}`) : undefined;
    return [
      {
        name,
        label: labelOf(t, collection, name),
        type: INPUTS[f.form.input],
        ...(f.form.input === "status" ? { options: statusChoices(t) } : {}),
        ...(help ? { help } : {}),
      },
    ];
  });
}

/** The form's values: the row's for an edit, each field's initial value for a new row. */
export function collectionDefaults(collection: Collection, row: Row | undefined): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(collection.fields).flatMap(([name, f]) =>
      f.form ? [[name, row ? row[name] : f.form.initial]] : [],
    ),
  );
}
