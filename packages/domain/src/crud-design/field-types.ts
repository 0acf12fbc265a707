import type { Operator } from "../crud-operators.ts";

/**
 * How a designed column is stored. Each field type has one storage; a field may change its type only to
 * one whose storage the database converts in place (see `storageChangeAllowed`).
 */
export type StorageBase =
  | "varchar"
  | "text"
  | "smallint"
  | "integer"
  | "bigint"
  | "numeric"
  | "date"
  | "jsonb-strings"
  | "jsonb-pairs";

/** How a cell of the generated table shows its value. */
export type CellRender =
  | "text"
  | "tag"
  | "tags"
  | "switch"
  | "datetime"
  | "image"
  | "images"
  | "link"
  | "links"
  | "icon"
  | "color";

type FieldTypeSpec = {
  storage: StorageBase;
  /** The filter the generated table offers by default (`false`: none). */
  filter: Operator | false;
  render: CellRender;
  /** The `length` setting: a varchar's size, or a text's most characters. */
  length?: { min: number; max: number; initial: number };
  /** Radio, select and checkbox fields choose among options. */
  options?: true;
  /** An index helps searches on it (scalar columns). */
  indexable: boolean;
};

/** The field types of the designer, in palette order, with their storage and their table cell. */
export const FIELD_TYPES = {
  string: {
    storage: "varchar",
    filter: "LIKE",
    render: "text",
    length: { min: 1, max: 4000, initial: 255 },
    indexable: true,
  },
  textarea: {
    storage: "text",
    filter: "LIKE",
    render: "text",
    length: { min: 1, max: 65535, initial: 2000 },
    indexable: false,
  },
  editor: { storage: "text", filter: false, render: "text", indexable: false },
  number: { storage: "integer", filter: "RANGE", render: "text", indexable: true },
  float: { storage: "numeric", filter: "RANGE", render: "text", indexable: true },
  switch: { storage: "smallint", filter: "eq", render: "switch", indexable: true },
  radio: {
    storage: "varchar",
    filter: "eq",
    render: "tag",
    length: { min: 1, max: 255, initial: 50 },
    options: true,
    indexable: true,
  },
  select: {
    storage: "varchar",
    filter: "eq",
    render: "tag",
    length: { min: 1, max: 255, initial: 50 },
    options: true,
    indexable: true,
  },
  checkbox: { storage: "jsonb-strings", filter: "LIKE", render: "tags", options: true, indexable: false },
  datetime: { storage: "bigint", filter: "RANGE", render: "datetime", indexable: true },
  date: { storage: "date", filter: "RANGE", render: "text", indexable: true },
  image: {
    storage: "varchar",
    filter: false,
    render: "image",
    length: { min: 20, max: 1000, initial: 255 },
    indexable: false,
  },
  images: { storage: "jsonb-strings", filter: false, render: "images", indexable: false },
  file: {
    storage: "varchar",
    filter: false,
    render: "link",
    length: { min: 20, max: 1000, initial: 255 },
    indexable: false,
  },
  files: { storage: "jsonb-strings", filter: false, render: "links", indexable: false },
  icon: {
    storage: "varchar",
    filter: false,
    render: "icon",
    length: { min: 20, max: 100, initial: 50 },
    indexable: false,
  },
  color: {
    storage: "varchar",
    filter: "eq",
    render: "color",
    length: { min: 7, max: 20, initial: 20 },
    indexable: false,
  },
  city: {
    storage: "varchar",
    filter: "LIKE",
    render: "text",
    length: { min: 20, max: 255, initial: 100 },
    indexable: true,
  },
  keyValue: { storage: "jsonb-pairs", filter: false, render: "text", indexable: false },
  weigh: { storage: "integer", filter: "RANGE", render: "text", indexable: true },
} as const satisfies Record<string, FieldTypeSpec>;

export type FieldType = keyof typeof FIELD_TYPES;

export const FIELD_TYPE_NAMES = Object.keys(FIELD_TYPES) as [FieldType, ...FieldType[]];

export function fieldTypeSpec(type: FieldType): FieldTypeSpec {
  return FIELD_TYPES[type];
}

/** The name a drag-sort field must have: the generic CRUD sorts by `weigh`. */
export const WEIGH_FIELD = "weigh";

/** Precision and scale of a decimal field. */
export const DECIMAL = {
  precision: { min: 1, max: 30, initial: 10 },
  scale: { min: 0, max: 10, initial: 2 },
} as const;
