import type { FieldDefault, FieldDesign, FieldDesignInput } from "@corp/domain/crud-design/design-schema";
import { DECIMAL, FIELD_TYPES, type FieldType } from "@corp/domain/crud-design/field-types";
import { storageBaseOf } from "@corp/domain/crud-design/storage";
import { OPERATORS, type Operator } from "@corp/domain/crud-operators";
import type { MessageKey } from "@corp/domain/messages";
import { z } from "zod";
import { AppError } from "../../errors.ts";

/**
 * One field of BuildAdmin's designer as its view posts it (`FieldItem`, its `table` and `form` attributes
 * flattened to their values) and as its `logStart` and `parseFieldData` answer it. `key` is ours: the
 * field's stable key, sent with a design reopened from the log and kept by its view, so a renamed field
 * stays the same column.
 */
export const baField = z.object({
  key: z.string().max(12).optional(),
  name: z.string().max(100),
  type: z.string().max(30).default(""),
  dataType: z.string().max(500).optional(),
  length: z.number().int().min(0).max(100_000).optional(),
  precision: z.number().int().min(0).max(100).optional(),
  default: z.union([z.string().max(4000), z.number(), z.null()]).optional(),
  defaultType: z.enum(["INPUT", "EMPTY STRING", "NULL", "NONE"]).default("NONE"),
  null: z.boolean().default(false),
  primaryKey: z.boolean().default(false),
  autoIncrement: z.boolean().default(false),
  comment: z.string().max(1000).default(""),
  designType: z.string().max(30),
  table: z
    .object({
      operator: z
        .union([z.enum(OPERATORS), z.enum(["FIND_IN_SET", "false", ""]), z.literal(false)])
        .optional(),
      sortable: z.union([z.string().max(10), z.boolean()]).optional(),
    })
    .catchall(z.unknown())
    .default({}),
  form: z.record(z.string(), z.unknown()).default({}),
});
export type BaField = z.output<typeof baField>;

/** BuildAdmin's generate types and ours; its others (password, time, year, relations, snowflake) have none. */
const TYPE_OF_DESIGN: Readonly<Record<string, FieldType>> = {
  string: "string",
  textarea: "textarea",
  editor: "editor",
  number: "number",
  float: "float",
  switch: "switch",
  radio: "radio",
  select: "select",
  selects: "checkbox",
  checkbox: "checkbox",
  datetime: "datetime",
  timestamp: "datetime",
  date: "date",
  image: "image",
  images: "images",
  file: "file",
  files: "files",
  icon: "icon",
  color: "color",
  city: "city",
  array: "keyValue",
  weigh: "weigh",
};

/** Our type as BuildAdmin's generate type: the same name, or the one it calls it (keyValue: its array). */
export const designTypeOf = (type: FieldType): string =>
  TYPE_OF_DESIGN[type] === type
    ? type
    : (Object.keys(TYPE_OF_DESIGN).find((d) => TYPE_OF_DESIGN[d] === type) ?? type);

/** The validators BuildAdmin's form would check that the field's type already checks here. */
const IMPLIED_VALIDATORS: Partial<Record<FieldType, readonly string[]>> = {
  number: ["number", "integer"],
  weigh: ["number", "integer"],
  float: ["number", "float"],
  date: ["date"],
  datetime: ["date"],
};

export const refusal = (key: MessageKey, params: Record<string, string | number> = {}) =>
  new AppError({ key, params });

const isOn = (value: unknown) => value === true || value === 1 || value === "1" || value === "true";

/** The SQL type a field names (`varchar`, `decimal`, `enum`), from its full type or its type. */
const sqlTypeOf = (f: BaField) => ((f.dataType || f.type).split("(")[0] ?? "").trim().toLowerCase();

/** The numbers or values inside a full type's parentheses: `decimal(10,2)`, `enum('a','b')`. */
const typeArguments = (f: BaField) =>
  (/\((.*)\)/.exec(f.dataType ?? "")?.[1] ?? "")
    .split(",")
    .map((s) => s.trim().replace(/^['"]|['"]$/g, ""))
    .filter((s) => s !== "");

/** A field's comment as BuildAdmin reads it: "title:value=label,value=label" or just the title. */
export function parseDictionary(comment: string): { title: string; pairs: [string, string][] } {
  const text = comment.replaceAll("，", ",").replaceAll("：", ":");
  const colon = text.indexOf(":");
  if (colon < 0 || !text.includes("=", colon)) return { title: text.trim(), pairs: [] };
  const pairs = text
    .slice(colon + 1)
    .split(",")
    .flatMap((item): [string, string][] => {
      const eq = item.indexOf("=");
      const value = item.slice(0, eq).trim();
      const label = item.slice(eq + 1).trim();
      return eq > 0 && value && label ? [[value, label]] : [];
    });
  return { title: text.slice(0, colon).trim(), pairs };
}

/** The comment BuildAdmin's view shows and posts back for one of our fields. */
export function commentOf(field: FieldDesign): string {
  if ("options" in FIELD_TYPES[field.type] && field.options.length > 0)
    return `${field.title}:${field.options.map((o) => `${o.value}=${o.label}`).join(",")}`;
  return field.comment || field.title;
}

/** The type a BuildAdmin field maps to, its multi switches applied; refused when there is none. */
export function fieldTypeOf(f: BaField): FieldType {
  const multi = (key: string) => isOn(f.form[key]);
  let design = f.designType;
  if (design === "select" && multi("select-multi")) design = "selects";
  if (design === "image" && multi("image-multi")) design = "images";
  if (design === "file" && multi("file-multi")) design = "files";
  if (design === "number" && /^(decimal|float|double)$/.test(sqlTypeOf(f))) return "float";
  const type = TYPE_OF_DESIGN[design];
  if (!type) throw refusal("crudBaTypeUnmapped", { field: f.name, type: f.designType });
  return type;
}

function lengthFor(f: BaField, type: FieldType): number | undefined {
  const spec = FIELD_TYPES[type];
  if (!("length" in spec)) return undefined;
  const given = Number(typeArguments(f)[0]) || f.length || 0;
  if (!given) return type === "textarea" && /text$/.test(sqlTypeOf(f)) ? spec.length.max : undefined;
  // A string's or textarea's length is the designer's choice, checked as ours; other types only need room.
  if (type === "string" || type === "textarea") return given;
  return Math.min(Math.max(given, spec.length.min), spec.length.max);
}

function defaultFor(f: BaField, type: FieldType, bigint: boolean): FieldDefault | undefined {
  const base = storageBaseOf({ type, bigint });
  const listed = base === "jsonb-strings" || base === "jsonb-pairs";
  if (f.defaultType === "NONE") return undefined;
  if (f.defaultType === "NULL") return null;
  if (f.defaultType === "EMPTY STRING") return listed ? [] : "";
  const text = f.default === null || f.default === undefined ? "" : String(f.default).trim();
  if (base === "jsonb-strings") return text.split(",").flatMap((s) => (s.trim() ? [s.trim()] : []));
  if (base === "jsonb-pairs") return text === "" || text === "[]" ? [] : text;
  if (base === "varchar" || base === "text" || base === "date") return String(f.default ?? "");
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
}

function requiredOf(f: BaField, type: FieldType): boolean {
  const given = f.form.validator;
  const validators = Array.isArray(given)
    ? given.map(String)
    : typeof given === "string"
      ? given.split(",")
      : [];
  let required = false;
  for (const validator of validators.filter((v) => v !== "")) {
    if (validator === "required" || validator === "editorRequired") required = true;
    else if (!IMPLIED_VALIDATORS[type]?.includes(validator))
      throw refusal("crudBaValidatorUnmapped", { field: f.name, validator });
  }
  return required;
}

function filterOf(f: BaField, type: FieldType): Operator | false {
  const operator = f.table.operator;
  if (operator === undefined) return FIELD_TYPES[type].filter;
  if (operator === false || operator === "false" || operator === "") return false;
  return operator === "FIND_IN_SET" ? "LIKE" : operator;
}

/**
 * One of BuildAdmin's fields as ours. What its view says in words (the title before the comment's colon,
 * the options after it) is read from the comment; what it cannot say (English title, index, help) is kept
 * from `before`, the field of the same key in the design it was opened from, whose title, comment and
 * options also stay when the comment comes back as it was sent.
 */
export function fieldFromBuildAdmin(
  f: BaField,
  key: string,
  shown: { form: boolean; column: boolean },
  before: FieldDesign | undefined,
): FieldDesignInput {
  const type = fieldTypeOf(f);
  const bigint = type === "number" && sqlTypeOf(f) === "bigint";
  const dictionary = parseDictionary(f.comment);
  const unchanged = before !== undefined && commentOf(before) === f.comment;
  const values = ["enum", "set"].includes(sqlTypeOf(f)) ? typeArguments(f) : [];
  const labels = new Map(dictionary.pairs);
  const chosen = "options" in FIELD_TYPES[type];
  const options = chosen ? (values.length ? values : [...labels.keys()]) : [];
  const field: FieldDesignInput = {
    key,
    name: f.name,
    type,
    title: unchanged ? before.title : dictionary.title || f.name,
    titleEn: before?.titleEn ?? "",
    comment: unchanged ? before.comment : f.comment,
    bigint,
    nullable: f.null,
    index: before?.index ?? "none",
    options:
      unchanged && chosen && before.options.length > 0
        ? before.options
        : options.map((value) => ({ value, label: labels.get(value) ?? value })),
    form: { show: shown.form, required: requiredOf(f, type), help: before?.form.help ?? "" },
    column: {
      show: shown.column,
      sortable: f.table.sortable === "custom" || f.table.sortable === true,
      filter: filterOf(f, type),
    },
  };
  // A size equal to the type's initial one stays unset when it was, so a design comes back as it went.
  const size = (value: number | undefined, initial: number | undefined, was: number | undefined) =>
    value === initial && was === undefined ? undefined : value;
  const spec = FIELD_TYPES[type];
  const length = size(lengthFor(f, type), "length" in spec ? spec.length.initial : undefined, before?.length);
  if (length !== undefined) field.length = length;
  if (type === "float") {
    const [precision, scale] = typeArguments(f).map(Number);
    const digits = size(precision || f.length || undefined, DECIMAL.precision.initial, before?.precision);
    const decimals = size(scale ?? f.precision ?? 0, DECIMAL.scale.initial, before?.scale);
    if (digits !== undefined) field.precision = digits;
    if (decimals !== undefined) field.scale = decimals;
  }
  const initial = defaultFor(f, type, bigint);
  if (initial !== undefined) field.default = initial;
  return field;
}
