import { z } from "zod";
import type { FieldDesign } from "./design-schema.ts";
import { decimalOf, lengthOf, storageBaseOf } from "./storage.ts";

const INT4 = { min: -2_147_483_648, max: 2_147_483_647 } as const;

/** Most characters of a rich text body; its column is unbounded `text`. */
export const EDITOR_MAX = 1_000_000;
/** Most files or pictures of one multi-upload field. */
export const FILES_MAX = 50;

/** Digits from a form or a query string as a number; anything else is left for the schema to refuse. */
const numeric = (v: unknown) =>
  typeof v === "string" && /^-?\d+(\.\d+)?$/.test(v.trim()) ? Number(v.trim()) : v;

/** A list sent as "a,b" (BuildAdmin's forms send multi values so). */
const list = (v: unknown) =>
  typeof v === "string" ? (v.trim() === "" ? [] : v.split(",").map((s) => s.trim())) : v;

const isCalendarDate = (text: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
};

const optionValues = (field: FieldDesign) => field.options.map((o) => o.value);

function integer(min: number, max: number) {
  return z.preprocess(numeric, z.number().int().min(min).max(max));
}

/** A decimal that fits numeric(precision, scale): fewer digits before the point than precision - scale. */
function decimal(field: FieldDesign) {
  const { precision, scale } = decimalOf(field);
  const limit = 10 ** (precision - scale);
  return z.preprocess(
    numeric,
    z.number().refine((n) => Number.isFinite(n) && Math.abs(n) < limit),
  );
}

/**
 * The schema of one value of a field, whatever its source (a default in the design, a form, a REST
 * client): the same rule decides a default and a row. Null is not accepted here (see `nullable`).
 */
export function valueSchema(field: FieldDesign): z.ZodType {
  const length = lengthOf(field) ?? 0;
  switch (field.type) {
    case "string":
    case "city":
    case "image":
    case "file":
    case "icon":
      return z.string().trim().max(length);
    case "textarea":
      return z.string().max(length);
    case "editor":
      return z.string().max(EDITOR_MAX);
    case "color":
      return z.string().regex(/^(#[0-9a-fA-F]{6})?$/);
    case "radio":
    case "select":
      return z.string().refine((v) => optionValues(field).includes(v));
    case "checkbox":
      return z.preprocess(
        list,
        z
          .array(z.string().refine((v) => optionValues(field).includes(v)))
          .max(field.options.length)
          .refine((a) => new Set(a).size === a.length),
      );
    case "images":
    case "files":
      return z.preprocess(list, z.array(z.string().trim().min(1).max(1000)).max(FILES_MAX));
    case "keyValue":
      return z.array(z.object({ key: z.string().max(100), value: z.string().max(1000) })).max(100);
    case "switch":
      return z.preprocess(
        (v) => (v === true || v === "1" ? 1 : v === false || v === "0" ? 0 : v),
        z.union([z.literal(0), z.literal(1)]),
      );
    case "date":
      return z.string().refine(isCalendarDate);
    case "datetime":
      return integer(0, Number.MAX_SAFE_INTEGER);
    case "float":
      return decimal(field);
    case "number":
    case "weigh":
      return storageBaseOf(field) === "bigint"
        ? integer(Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER)
        : integer(INT4.min, INT4.max);
  }
}

/** Whether `value` may be this field's default. */
export function defaultAllowed(field: FieldDesign, value: unknown): boolean {
  if (value === null) return field.nullable;
  if (field.type === "keyValue") return Array.isArray(value) && value.length === 0;
  // A default is written as it is stored: numbers as numbers, lists as lists.
  if (typeof value === "string" && storageBaseOf(field) !== "varchar" && storageBaseOf(field) !== "text") {
    return field.type === "date" && valueSchema(field).safeParse(value).success;
  }
  return valueSchema(field).safeParse(value).success;
}

const TEXTUAL = new Set(["varchar", "text"]);

/**
 * One field of a row: its value schema, null where the field allows it (an empty entry of a non-text
 * field counts as none), and non-empty where the form requires it.
 */
export function fieldInputSchema(field: FieldDesign): z.ZodType {
  const base = valueSchema(field);
  const textual = TEXTUAL.has(storageBaseOf(field));
  let schema: z.ZodType = base;
  if (field.form.required) {
    schema = base.refine(
      (v) => (Array.isArray(v) ? v.length > 0 : typeof v !== "string" || v.trim() !== ""),
      "required",
    );
  }
  if (!field.nullable) return schema;
  return z.preprocess((v) => (v === "" && !textual ? null : v), schema.nullable());
}
