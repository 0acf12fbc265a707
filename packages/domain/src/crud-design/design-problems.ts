import type { MessageKey } from "../messages.ts";
import type { FieldDesign, TableDesign } from "./design-schema.ts";
import { DECIMAL, FIELD_TYPES, WEIGH_FIELD } from "./field-types.ts";
import {
  ID_COLUMN,
  isColumnName,
  isTableName,
  RESERVED_COLUMNS,
  RESERVED_TABLES,
  TIMESTAMP_COLUMNS,
} from "./identifiers.ts";
import { decimalOf, lengthOf, storageBaseOf, storageChangeAllowed, zeroOf } from "./storage.ts";
import { defaultAllowed } from "./values.ts";

/** A rule a design breaks: its catalogue message, the message's values, and where in the design. */
export type DesignProblem = { key: MessageKey; params: Record<string, string | number>; path: string };

export type DesignContext = {
  /** The live design of the table when the design changes one; null for a new table. */
  before: TableDesign | null;
  /** Tables the designer must not use: the product's own (from the catalogue). */
  productTables?: ReadonlySet<string>;
};

const JSON_FILTERS = new Set(["LIKE", "NOT LIKE", "NULL", "NOT NULL"]);
const ICON = /^[a-z][a-z0-9 -]*$/;

function fieldProblems(field: FieldDesign, at: string): DesignProblem[] {
  const out: DesignProblem[] = [];
  const p = (key: MessageKey, path: string, params: Record<string, string | number> = {}) =>
    out.push({ key, params: { field: field.name, ...params }, path: `${at}.${path}` });
  const spec = FIELD_TYPES[field.type];
  if (!isColumnName(field.name)) p("crudFieldNameInvalid", "name");
  else if (RESERVED_COLUMNS.has(field.name)) p("crudFieldNameReserved", "name");
  if ((field.type === "weigh") !== (field.name === WEIGH_FIELD)) p("crudWeighName", "name");
  if (field.title.trim() === "") p("crudFieldTitleRequired", "title");
  if ("length" in spec) {
    const length = lengthOf(field) ?? 0;
    if (!Number.isInteger(length) || length < spec.length.min || length > spec.length.max)
      p("crudLengthInvalid", "length", { min: spec.length.min, max: spec.length.max });
  }
  if (field.type === "float") {
    const { precision, scale } = decimalOf(field);
    if (
      precision < DECIMAL.precision.min ||
      precision > DECIMAL.precision.max ||
      scale < DECIMAL.scale.min ||
      scale > Math.min(DECIMAL.scale.max, precision)
    )
      p("crudPrecisionInvalid", "precision");
  }
  if ("options" in spec) {
    const values = field.options.map((o) => o.value);
    const room = lengthOf(field) ?? 100;
    if (field.options.length === 0) p("crudOptionsRequired", "options");
    else if (
      new Set(values).size !== values.length ||
      field.options.some(
        (o) =>
          o.value.trim() === "" || o.value.includes(",") || o.value.length > room || o.label.trim() === "",
      )
    )
      p("crudOptionInvalid", "options");
  }
  if (field.default !== undefined && !defaultAllowed(field, field.default))
    p("crudDefaultInvalid", "default");
  else if (field.default === undefined && !field.nullable && zeroOf(field) === undefined)
    p("crudDefaultRequired", "default");
  if (field.index !== "none" && !spec.indexable) p("crudIndexNotAllowed", "index");
  const base = storageBaseOf(field);
  if (
    field.column.filter &&
    (base === "jsonb-strings" || base === "jsonb-pairs") &&
    !JSON_FILTERS.has(field.column.filter)
  )
    p("crudFilterNotAllowed", "column.filter");
  return out;
}

/** Problems of a change to a live table: storages that cannot convert, renames onto another field. */
function changeProblems(design: TableDesign, before: TableDesign): DesignProblem[] {
  const out: DesignProblem[] = [];
  if (design.name !== before.name) out.push({ key: "crudTableRenameRefused", params: {}, path: "name" });
  const old = new Map(before.fields.map((f) => [f.key, f]));
  const kept = new Set(design.fields.map((f) => f.key));
  design.fields.forEach((field, i) => {
    const was = old.get(field.key);
    if (!was) return;
    const from = storageBaseOf(was);
    const to = storageBaseOf(field);
    if (!storageChangeAllowed(from, to)) {
      out.push({
        key: "crudTypeChangeRefused",
        params: { field: field.name, from: was.type, to: field.type },
        path: `fields.${i}.type`,
      });
    }
    const clash = before.fields.find((f) => f.key !== field.key && f.name === field.name && kept.has(f.key));
    if (field.name !== was.name && clash) {
      out.push({ key: "crudRenameClash", params: { field: field.name }, path: `fields.${i}.name` });
    }
  });
  return out;
}

/** Every rule the design breaks, in the order of the form (table settings first). */
export function designProblems(design: TableDesign, context: DesignContext): DesignProblem[] {
  const out: DesignProblem[] = [];
  const table = (key: MessageKey, path: string, params: Record<string, string | number> = {}) =>
    out.push({ key, params, path });
  if (!isTableName(design.name)) table("crudTableNameInvalid", "name", { name: design.name });
  else if (RESERVED_TABLES.has(design.name) || context.productTables?.has(design.name))
    table("crudTableReserved", "name", { name: design.name });
  if (design.title.trim() === "") table("crudTitleRequired", "title");
  if (!ICON.test(design.icon)) table("crudIconInvalid", "icon");
  if (design.fields.length === 0) table("crudNoFields", "fields");

  const seenNames = new Set<string>();
  const seenKeys = new Set<string>();
  design.fields.forEach((field, i) => {
    out.push(...fieldProblems(field, `fields.${i}`));
    if (seenNames.has(field.name))
      out.push({ key: "crudFieldNameTaken", params: { field: field.name }, path: `fields.${i}.name` });
    if (seenKeys.has(field.key)) out.push({ key: "incorrectParameter", params: {}, path: `fields.${i}` });
    seenNames.add(field.name);
    seenKeys.add(field.key);
  });

  const columns = new Set([ID_COLUMN, ...seenNames, ...(design.timestamps ? TIMESTAMP_COLUMNS : [])]);
  design.quickSearch.forEach((name, i) => {
    if (!columns.has(name))
      out.push({ key: "crudQuickSearchUnknown", params: { field: name }, path: `quickSearch.${i}` });
  });
  if (!columns.has(design.order.field))
    table("crudOrderUnknown", "order.field", { field: design.order.field });
  if (context.before) out.push(...changeProblems(design, context.before));
  return out;
}
