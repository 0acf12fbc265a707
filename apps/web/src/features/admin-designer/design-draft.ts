import {
  type FieldDefault,
  type FieldDesign,
  type FieldOption,
  fieldDesign,
  type TableDesign,
  tableDesign,
} from "@corp/domain/crud-design/design-schema";
import { DECIMAL, FIELD_TYPES, type FieldType } from "@corp/domain/crud-design/field-types";
import { newFieldKey } from "@corp/domain/crud-design/from-columns";
import { storageBaseOf, zeroOf } from "@corp/domain/crud-design/storage";

/** An empty design to start from. */
export const emptyDesign = (): TableDesign =>
  tableDesign.parse({ name: "", title: "", quickSearch: ["id"], fields: [] });

/**
 * A new field of a type, with the type's length, filter and, for choices, two options to edit; a type
 * with no empty value of its own (a date) may be empty until a default is given.
 */
export function newField(type: FieldType): FieldDesign {
  const spec = FIELD_TYPES[type];
  const field = fieldDesign.parse({
    key: newFieldKey(),
    name: "",
    type,
    title: "",
    ...("length" in spec ? { length: spec.length.initial } : {}),
    ...(type === "float" ? { precision: DECIMAL.precision.initial, scale: DECIMAL.scale.initial } : {}),
    ...("options" in spec
      ? {
          options: [
            { value: "a", label: "A" },
            { value: "b", label: "B" },
          ],
        }
      : {}),
    column: { filter: spec.filter },
  });
  return zeroOf(field) === undefined ? { ...field, nullable: true } : field;
}

/**
 * A field given another type: the type's length and filter where the old ones do not apply, options
 * kept for choice types, a default dropped when it would not suit.
 */
export function retype(field: FieldDesign, type: FieldType): FieldDesign {
  const fresh = newField(type);
  const keepOptions = "options" in FIELD_TYPES[type] && field.options.length > 0;
  const sameStorage = storageBaseOf(field) === storageBaseOf({ type, bigint: field.bigint });
  const { default: initial, ...rest } = field;
  return {
    ...rest,
    type,
    length: fresh.length,
    precision: fresh.precision,
    scale: fresh.scale,
    options: keepOptions ? field.options : fresh.options,
    column: { ...field.column, filter: fresh.column.filter },
    ...(sameStorage && initial !== undefined ? { default: initial } : {}),
  };
}

const LISTS = new Set(["jsonb-strings"]);
const NUMBERS = new Set(["smallint", "integer", "bigint", "numeric"]);

/** A default as the editor shows it: lists comma-separated, none as empty. */
export function defaultText(field: FieldDesign): string {
  const value = field.default;
  if (value === undefined || value === null) return "";
  return Array.isArray(value) ? value.join(",") : String(value);
}

/** A default typed in the editor, as the design keeps it; the server checks that it suits the field. */
export function parseDefault(field: FieldDesign, text: string): FieldDefault | undefined {
  const base = storageBaseOf(field);
  if (text.trim() === "" && base !== "varchar" && base !== "text") return undefined;
  if (text === "") return undefined;
  if (LISTS.has(base))
    return text
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
  if (NUMBERS.has(base)) {
    const n = Number(text.trim());
    return Number.isFinite(n) ? n : text;
  }
  return text;
}

/** Options as the editor shows them: one `value=label` a line. */
export const optionsText = (options: readonly FieldOption[]) =>
  options.map((o) => (o.label === o.value ? o.value : `${o.value}=${o.label}`)).join("\n");

/** Options typed one a line; a line without `=` is its own label. */
export function parseOptions(text: string): FieldOption[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const at = line.indexOf("=");
      return at < 0
        ? { value: line, label: line }
        : { value: line.slice(0, at).trim(), label: line.slice(at + 1).trim() };
    });
}

/** Moves the field at `index` one place up (-1) or down (+1). */
export function moveField(fields: readonly FieldDesign[], index: number, by: -1 | 1): FieldDesign[] {
  const to = index + by;
  if (to < 0 || to >= fields.length) return [...fields];
  const out = [...fields];
  [out[index], out[to]] = [out[to] as FieldDesign, out[index] as FieldDesign];
  return out;
}
