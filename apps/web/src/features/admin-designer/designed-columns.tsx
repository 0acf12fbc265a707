import { Badge, Box, Flex } from "@chakra-ui/react";
import type { FieldDesign, TableDesign } from "@corp/domain/crud-design/design-schema";
import { FIELD_TYPES } from "@corp/domain/crud-design/field-types";
import { effectiveDefault } from "@corp/domain/crud-design/storage";
import type { TFunction } from "i18next";
import { Thumb, timeCell } from "../admin-crud/cells.tsx";
import type { Choice, CrudColumn } from "../admin-crud/crud-columns.ts";
import type { FilterKind } from "../admin-crud/crud-types.ts";
import type { FieldDef, FieldType } from "../admin-crud/fields/field-types.ts";
import type { DesignedRow } from "./designed-procedures.ts";

/** A title in the admin's language: the English one where the design gives it. */
export const titleIn = (item: { title: string; titleEn: string }, lang: string) =>
  lang === "en" && item.titleEn ? item.titleEn : item.title;

const labelOf = (field: FieldDesign, value: unknown) =>
  field.options.find((o) => o.value === String(value))?.label ?? String(value ?? "");

function switchChoices(t: TFunction): Choice[] {
  return [
    { value: "1", label: t("adminUi.common.yes") },
    { value: "0", label: t("adminUi.common.no") },
  ];
}

/** How a field's cell shows its value, by the render of its type. */
function cellOf(field: FieldDesign, t: TFunction): ((row: DesignedRow) => React.ReactNode) | undefined {
  const value = (row: DesignedRow) => row[field.name];
  switch (FIELD_TYPES[field.type].render) {
    case "switch":
      return (row) => (
        <Badge colorPalette={value(row) === 1 ? "green" : "gray"}>
          {value(row) === 1 ? t("adminUi.common.yes") : t("adminUi.common.no")}
        </Badge>
      );
    case "tag":
      return (row) =>
        value(row) === null || value(row) === "" ? null : <Badge>{labelOf(field, value(row))}</Badge>;
    case "tags":
      return (row) => (
        <Flex gap="1" wrap="wrap">
          {(Array.isArray(value(row)) ? (value(row) as unknown[]) : []).map((v) => (
            <Badge key={String(v)}>{labelOf(field, v)}</Badge>
          ))}
        </Flex>
      );
    case "datetime":
      return (row) => timeCell(typeof value(row) === "number" ? (value(row) as number) : null);
    case "image":
      return (row) => <Thumb url={String(value(row) ?? "")} />;
    case "images":
      return (row) => <Thumb url={String((value(row) as unknown[] | null)?.[0] ?? "")} />;
    case "color":
      return (row) => <Box boxSize="4" borderRadius="sm" borderWidth="1px" bg={String(value(row) ?? "")} />;
    case "links":
      return (row) => (Array.isArray(value(row)) ? (value(row) as unknown[]).join(", ") : null);
    default:
      return field.type === "keyValue"
        ? (row) =>
            ((value(row) as { key: string; value: string }[] | null) ?? [])
              .map((p) => `${p.key}=${p.value}`)
              .join(", ")
        : undefined;
  }
}

function filterOf(field: FieldDesign, t: TFunction): CrudColumn<DesignedRow>["filter"] {
  const operator = field.column.filter;
  if (operator === false) return false;
  let kind: FilterKind = "text";
  let options: Choice[] | undefined;
  if (field.type === "datetime") kind = "datetime";
  else if (field.type === "date") kind = "date";
  else if (["number", "float", "weigh"].includes(field.type)) kind = "number";
  else if (field.type === "switch") [kind, options] = ["select", switchChoices(t)];
  else if (field.options.length > 0 && operator === "eq") [kind, options] = ["select", field.options];
  return { kind, operator, ...(options ? { options } : {}) };
}

/** The table's columns, from its design: the id, each field shown in the table, the times. */
export function designedColumns(design: TableDesign, t: TFunction, lang: string): CrudColumn<DesignedRow>[] {
  const columns: CrudColumn<DesignedRow>[] = [
    {
      field: "id",
      label: t("adminUi.common.id"),
      sortable: true,
      filter: { kind: "number", operator: "eq" },
    },
  ];
  for (const field of design.fields) {
    const render = cellOf(field, t);
    columns.push({
      field: field.name,
      label: titleIn(field, lang),
      sortable: field.column.sortable,
      filter: filterOf(field, t),
      ...(render ? { render } : {}),
      ...(field.column.show ? {} : { hidden: true }),
    });
  }
  if (design.timestamps) {
    columns.push({
      field: "update_time",
      label: t("adminUi.common.updateTime"),
      sortable: true,
      render: (r) => timeCell(typeof r.update_time === "number" ? r.update_time : null),
      filter: { kind: "datetime", operator: "RANGE" },
    });
  }
  return columns;
}

const INPUTS: Record<FieldDesign["type"], FieldType> = {
  string: "string",
  textarea: "textarea",
  editor: "editor",
  number: "number",
  float: "number",
  switch: "switch",
  radio: "radio",
  select: "select",
  checkbox: "checkbox",
  datetime: "datetime",
  date: "date",
  image: "image",
  images: "images",
  file: "file",
  files: "files",
  icon: "icon",
  color: "string",
  city: "city",
  keyValue: "keyValue",
  weigh: "number",
};

/** The form's inputs, from the design: each field the form shows, with its options and help. */
export function designedFields(design: TableDesign, lang: string): FieldDef[] {
  return design.fields
    .filter((f) => f.form.show)
    .map((f) => ({
      name: f.name,
      label: titleIn(f, lang),
      type: INPUTS[f.type],
      ...(f.options.length > 0 ? { options: f.options } : {}),
      ...(f.form.help ? { help: f.form.help } : {}),
    }));
}

/** The form's values: the row's when editing, each field's default when adding. */
export function designedDefaults(design: TableDesign, row: DesignedRow | undefined): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of design.fields.filter((f) => f.form.show)) {
    values[field.name] = row ? row[field.name] : (effectiveDefault(field) ?? null);
  }
  return values;
}
