import type { FieldDefault, FieldDesignInput, TableDesignInput } from "./design-schema.ts";
import { FIELD_TYPES, type FieldType, WEIGH_FIELD } from "./field-types.ts";
import { COLUMN_NAME_MAX, ID_COLUMN, TIMESTAMP_COLUMNS } from "./identifiers.ts";

/** A column as `getTableFieldList` describes it (PostgreSQL's catalogue). */
export type CatalogueColumn = {
  name: string;
  /** The type's name in the catalogue (udt_name): varchar, text, int4, int8, numeric, jsonb, ... */
  type: string;
  length: number | null;
  precision: number | null;
  scale: number | null;
  nullable: boolean;
  /** The default expression as the catalogue shows it, e.g. `'abc'::character varying` or `0`. */
  default: string | null;
  comment: string;
  primaryKey: boolean;
};

const ends = (name: string, ...suffixes: string[]) => suffixes.some((s) => name.endsWith(s));

/** The field type a column suggests, by its storage and then its name (as BuildAdmin guesses). */
export function fieldTypeOf(column: CatalogueColumn): FieldType {
  const { name, type } = column;
  if (name === WEIGH_FIELD && /^int[248]$/.test(type)) return "weigh";
  if (/^int[248]$/.test(type)) {
    if (ends(name, "_time", "time")) return "datetime";
    if (type === "int2" && ends(name, "switch", "status", "toggle")) return "switch";
    return "number";
  }
  if (type === "bool") return "switch";
  if (/^(numeric|float[48])$/.test(type)) return "float";
  if (type === "date") return "date";
  if (/^timestamp/.test(type)) return "datetime";
  if (type === "jsonb" || type === "json") {
    if (ends(name, "images")) return "images";
    if (ends(name, "files")) return "files";
    return "keyValue";
  }
  if (type === "text") return ends(name, "content", "editor", "body", "html") ? "editor" : "textarea";
  if (ends(name, "image", "avatar", "logo", "thumb", "cover", "qr")) return "image";
  if (ends(name, "file")) return "file";
  if (ends(name, "icon")) return "icon";
  if (ends(name, "color")) return "color";
  if (ends(name, "city")) return "city";
  return "string";
}

/** A plain literal default (`'text'::type`, a number) as a value; expressions give none. */
export function literalDefault(expression: string | null): FieldDefault | undefined {
  if (expression === null) return undefined;
  const text = /^'((?:[^']|'')*)'(::[\w\s]+)?$/.exec(expression.trim());
  if (text) return (text[1] ?? "").replaceAll("''", "'");
  if (/^-?\d+(\.\d+)?$/.test(expression.trim())) return Number(expression.trim());
  return undefined;
}

/** A short random key for a new field. */
export function newFieldKey(): string {
  return Math.random().toString(36).slice(2, 10).padEnd(8, "0");
}

function fieldOf(column: CatalogueColumn): FieldDesignInput {
  const type = fieldTypeOf(column);
  const spec = FIELD_TYPES[type];
  const field: FieldDesignInput = {
    key: newFieldKey(),
    name: column.name.slice(0, COLUMN_NAME_MAX),
    type,
    title: column.comment || column.name,
    comment: column.comment,
    nullable: column.nullable,
    index: "none",
    column: { show: true, sortable: false, filter: spec.filter },
  };
  if ("length" in spec && column.length !== null)
    field.length = Math.min(Math.max(column.length, spec.length.min), spec.length.max);
  if (type === "number" && column.type === "int8") field.bigint = true;
  if (type === "float" && column.precision !== null) {
    field.precision = Math.min(column.precision, 30);
    field.scale = Math.min(column.scale ?? 0, 10, field.precision);
  }
  const initial = literalDefault(column.default);
  const storedAsText = spec.storage === "varchar" || spec.storage === "text";
  if (initial !== undefined && (typeof initial === "string") === storedAsText) field.default = initial;
  return field;
}

/**
 * A design to start from, drafted from an existing table's columns: its primary key and timestamps
 * become the implicit ones, every other column a field of the type its storage and name suggest. The
 * draft gets a new name: the designer never changes a table it did not create.
 */
export function designFromColumns(
  table: string,
  comment: string,
  columns: readonly CatalogueColumn[],
): TableDesignInput {
  const implicit = new Set<string>([ID_COLUMN, ...TIMESTAMP_COLUMNS]);
  const fields = columns.filter((c) => !c.primaryKey && !implicit.has(c.name)).map(fieldOf);
  return {
    name: `${table.replace(/^designed\./, "").slice(0, 35)}_copy`,
    title: comment || table,
    comment,
    timestamps: columns.some((c) => c.name === "create_time"),
    quickSearch: [ID_COLUMN],
    order: { field: ID_COLUMN, dir: "desc" },
    fields,
  };
}
