import { z } from "zod";
import type { Collection, CollectionAction } from "../collections/collection.ts";
import type { Field, FormSpec, ListSpec } from "../collections/fields.ts";
import { field as fields } from "../collections/fields.ts";
import { type Texts, YES_NO } from "../collections/texts.ts";
import type { FieldDefault, FieldDesign, TableDesign } from "./design-schema.ts";
import { type CellRender, FIELD_TYPES, type FieldType } from "./field-types.ts";
import { DESIGNED_SCHEMA, designedRuleOf } from "./identifiers.ts";
import { decimalOf, effectiveDefault, lengthOf, storageBaseOf } from "./storage.ts";
import { fieldInputSchema } from "./values.ts";

/**
 * A designed table as a collection (ADR 0025): the designer's field types are words of the collections'
 * vocabulary, so a designed table and a product table are read, listed, checked and written by one
 * engine. The design stays what the designer edits and the database keeps; this is how the engine reads it.
 */

/** A text of the design in both languages: its English where it gives one. */
const textsOf = (zh: string, en: string): Texts => ({ "zh-cn": zh, en: en.trim() || zh });

/** The column type as PostgreSQL's catalogue names it (`format_type`). */
function catalogueType(design: FieldDesign): string {
  switch (storageBaseOf(design)) {
    case "varchar":
      return `character varying(${lengthOf(design)})`;
    case "numeric": {
      const { precision, scale } = decimalOf(design);
      return `numeric(${precision},${scale})`;
    }
    case "jsonb-strings":
    case "jsonb-pairs":
      return "jsonb";
    default:
      return storageBaseOf(design);
  }
}

const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * A default as the catalogue writes it once its casts are left out (`collection-drift.ts`). A NULL
 * default is kept only where it needs a cast to a sized type (`NULL::character varying`); another type
 * takes NULL without one.
 */
export function catalogueDefault(value: FieldDefault | undefined, sized: boolean): string | undefined {
  if (value === undefined) return undefined;
  if (value === null) return sized ? "NULL" : undefined;
  if (Array.isArray(value)) return quoted(JSON.stringify(value));
  if (typeof value === "number") return value < 0 ? quoted(String(value)) : String(value);
  return quoted(value);
}

/** A value as the database answers it: integers as numbers, decimals and days as text, JSON as read. */
function readOf(design: FieldDesign): z.ZodType {
  const base = storageBaseOf(design);
  const stored =
    base === "smallint" || base === "integer" || base === "bigint"
      ? z.number()
      : base === "jsonb-strings"
        ? z.array(z.string())
        : base === "jsonb-pairs"
          ? z.array(z.object({ key: z.string(), value: z.string() }))
          : z.string();
  return design.nullable ? stored.nullable() : stored;
}

/** How the list shows each render of a designed type. */
const CELLS: Record<CellRender, ListSpec["cell"]> = {
  text: "text",
  tag: "badge",
  tags: "tags",
  switch: "badge",
  datetime: "time",
  image: "image",
  images: "images",
  link: "text",
  links: "list",
  icon: "icon",
  color: "color",
};

/** How the form takes each designed type. */
const INPUTS: Record<FieldType, FormSpec["input"]> = {
  string: "string",
  textarea: "textarea",
  editor: "editor",
  number: "number",
  float: "number",
  switch: "switch",
  radio: "choice",
  select: "select",
  checkbox: "checkbox",
  datetime: "datetime",
  date: "date",
  image: "image",
  images: "images",
  file: "file",
  files: "files",
  icon: "icon",
  color: "color",
  city: "city",
  keyValue: "keyValue",
  weigh: "number",
};

function listOf(design: FieldDesign): ListSpec {
  const operator = design.column.filter;
  const kind =
    design.type === "datetime"
      ? "datetime"
      : design.type === "date"
        ? "date"
        : ["number", "float", "weigh"].includes(design.type)
          ? "number"
          : design.type === "switch" || (design.options.length > 0 && operator === "eq")
            ? "choice"
            : "text";
  return {
    cell: design.type === "keyValue" ? "pairs" : CELLS[FIELD_TYPES[design.type].render],
    filter: operator === false ? false : { operator, kind },
    sortable: design.column.sortable,
    hidden: !design.column.show,
  };
}

/** A designed field as a field of the collections' vocabulary. */
export function fieldOfDesign(design: FieldDesign): Field {
  const initial = effectiveDefault(design);
  const base = storageBaseOf(design);
  const stored = catalogueDefault(initial, base === "varchar" || base === "numeric");
  const value = fieldInputSchema(design);
  const options = design.options.length > 0;
  return {
    column: {
      sql: catalogueType(design),
      nullable: design.nullable,
      ...(stored === undefined ? {} : { default: stored }),
    },
    label: textsOf(design.title, design.titleEn),
    read: readOf(design),
    hasDefault: true,
    list: listOf(design),
    ...(design.form.show
      ? {
          form: {
            input: INPUTS[design.type],
            value: initial === undefined || design.form.required ? value : value.default(initial),
            // An edit changes the fields it sends, and only those.
            editValue: value.optional(),
            initial: initial ?? null,
            ...(design.form.help ? { help: textsOf(design.form.help, "") } : {}),
          },
        }
      : {}),
    ...(base === "jsonb-strings" || base === "jsonb-pairs" ? { storage: "json" as const } : {}),
    ...(design.type === "editor" ? { clean: "richHtml" as const } : {}),
    ...(design.type === "switch"
      ? { choices: { 1: YES_NO.yes, 0: YES_NO.no }, badges: { 1: "green", 0: "gray" } }
      : options
        ? { choices: Object.fromEntries(design.options.map((o) => [o.value, textsOf(o.label, "")])) }
        : {}),
  };
}

/** The buttons of a designed page: the generic CRUD's, drag sort when the design has a weight. */
export function designedActions(design: TableDesign): CollectionAction[] {
  const sortable = design.fields.some((f) => f.type === "weigh");
  return ["index", "add", "edit", "del", ...(sortable ? (["sortable"] as const) : [])];
}

/**
 * The collection a design describes: the table in the designed schema, its page `designed/<table>`, the
 * id, the designed fields and the times the server keeps when the design has them.
 */
export function collectionOfDesign(design: TableDesign): Collection {
  const title = textsOf(design.title, design.titleEn);
  const designed = Object.fromEntries(design.fields.map((f) => [f.name, fieldOfDesign(f)]));
  return {
    table: `${DESIGNED_SCHEMA}.${design.name}`,
    node: designedRuleOf(design.name) as `designed/${string}`,
    title,
    one: title,
    icon: design.icon,
    menuOrder: 0,
    actions: designedActions(design),
    fields: {
      id: fields.id({ list: { sortable: true, filter: { operator: "eq", kind: "number" } } }),
      ...designed,
      ...(design.timestamps
        ? {
            create_time: fields.createTime(),
            update_time: fields.updateTime({ list: { filter: { operator: "RANGE", kind: "datetime" } } }),
          }
        : {}),
    },
    list: {
      quickSearch: design.quickSearch,
      order: `${design.order.field},${design.order.dir}`,
    },
    indexes: design.fields.flatMap((f) =>
      f.index === "none" ? [] : [{ columns: [f.name], unique: f.index === "unique" }],
    ),
  };
}
