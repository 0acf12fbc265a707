import type { FieldDefault, FieldDesign, TableDesign } from "./design-schema.ts";
import { DECIMAL, FIELD_TYPES, type StorageBase } from "./field-types.ts";
import { TIMESTAMP_COLUMNS } from "./identifiers.ts";

/** A column's default: a value (NULL included) or the time of the insert (timestamps). */
export type ColumnDefault = { kind: "value"; value: FieldDefault } | { kind: "now" };

/** A column as the DDL creates or changes it. */
export type ColumnSpec = {
  name: string;
  /** A Kysely data type: varchar(255), text, integer, bigint, smallint, numeric(10, 2), date, jsonb. */
  sqlType: string;
  nullable: boolean;
  default: ColumnDefault;
  comment: string;
};

/** The storage of a field, with the number field's 64-bit choice applied. */
export function storageBaseOf(field: Pick<FieldDesign, "type" | "bigint">): StorageBase {
  const base = FIELD_TYPES[field.type].storage;
  return field.type === "number" && field.bigint ? "bigint" : base;
}

/** A field's `length`, or its type's initial one. */
export function lengthOf(field: Pick<FieldDesign, "type" | "length">): number | undefined {
  const spec = FIELD_TYPES[field.type];
  return "length" in spec ? (field.length ?? spec.length.initial) : undefined;
}

export function decimalOf(field: Pick<FieldDesign, "precision" | "scale">): {
  precision: number;
  scale: number;
} {
  return {
    precision: field.precision ?? DECIMAL.precision.initial,
    scale: field.scale ?? DECIMAL.scale.initial,
  };
}

function sqlTypeOf(field: FieldDesign): string {
  const base = storageBaseOf(field);
  switch (base) {
    case "varchar":
      return `varchar(${lengthOf(field)})`;
    case "numeric": {
      const { precision, scale } = decimalOf(field);
      return `numeric(${precision}, ${scale})`;
    }
    case "jsonb-strings":
    case "jsonb-pairs":
      return "jsonb";
    default:
      return base;
  }
}

/**
 * The empty value of a field's type, used when a non-null field has no default: dates have none (a
 * required date needs a default), a radio or select takes its first option.
 */
export function zeroOf(field: FieldDesign): FieldDefault | undefined {
  const base = storageBaseOf(field);
  if (field.type === "datetime" || base === "date") return undefined;
  if (field.type === "radio" || field.type === "select") return field.options[0]?.value ?? "";
  if (base === "varchar" || base === "text") return "";
  if (base === "jsonb-strings" || base === "jsonb-pairs") return [];
  return 0;
}

/** The value a new row gets when none is given: the default, NULL for a nullable field, else the empty value. */
export function effectiveDefault(field: FieldDesign): FieldDefault | undefined {
  if (field.default !== undefined) return field.default;
  return field.nullable ? null : zeroOf(field);
}

export function columnSpecOf(field: FieldDesign): ColumnSpec {
  const value = effectiveDefault(field);
  return {
    name: field.name,
    sqlType: sqlTypeOf(field),
    nullable: field.nullable,
    default: { kind: "value", value: value === undefined ? null : value },
    comment: field.comment || field.title,
  };
}

/** create_time and update_time, epoch seconds filled by the database on insert. */
export function timestampColumns(): ColumnSpec[] {
  return TIMESTAMP_COLUMNS.map((name) => ({
    name,
    sqlType: "bigint",
    nullable: false,
    default: { kind: "now" },
    comment: name === "create_time" ? "创建时间" : "修改时间",
  }));
}

/** The columns of a design, implicit ones included (the id is created with the table). */
export function columnsOfDesign(design: TableDesign): ColumnSpec[] {
  return [...design.fields.map(columnSpecOf), ...(design.timestamps ? timestampColumns() : [])];
}

const INTEGERS: ReadonlySet<StorageBase> = new Set(["smallint", "integer", "bigint"]);
const TEXTS: ReadonlySet<StorageBase> = new Set(["varchar", "text"]);

/**
 * Whether a field may change from one storage to another in place: within texts, within integers,
 * integers to decimals, decimals among themselves. Values that no longer fit (a text too long, a number
 * out of range) make the change fail as a whole. Other changes need a new field.
 */
export function storageChangeAllowed(from: StorageBase, to: StorageBase): boolean {
  if (from === to) return true;
  if (TEXTS.has(from) && TEXTS.has(to)) return true;
  if (INTEGERS.has(from) && (INTEGERS.has(to) || to === "numeric")) return true;
  return false;
}

export function sameDefault(a: ColumnDefault, b: ColumnDefault): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
