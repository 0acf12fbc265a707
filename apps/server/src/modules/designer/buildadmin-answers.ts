import type { components } from "@corp/contract/types";
import type { FieldDefault, FieldDesign } from "@corp/domain/crud-design/design-schema";
import { decimalOf, lengthOf, storageBaseOf } from "@corp/domain/crud-design/storage";
import { type BaField, commentOf, designTypeOf } from "./buildadmin-fields.ts";

/** A field as BuildAdmin's view reads it from our answers (`logStart`, `parseFieldData`). */
export type BaFieldAnswer = components["schemas"]["BuildAdminCrudField"];

/** The SQL type BuildAdmin's field editor shows for a storage of ours. */
const SQL_TYPE = {
  varchar: "varchar",
  text: "text",
  smallint: "tinyint",
  integer: "int",
  bigint: "bigint",
  numeric: "decimal",
  date: "date",
  "jsonb-strings": "json",
  "jsonb-pairs": "json",
} as const;

function baDefault(value: FieldDefault | undefined): {
  default: string;
  defaultType: BaField["defaultType"];
} {
  if (value === undefined) return { default: "", defaultType: "NONE" };
  if (value === null) return { default: "", defaultType: "NULL" };
  if (value === "" || (Array.isArray(value) && value.length === 0))
    return { default: "", defaultType: "EMPTY STRING" };
  return { default: Array.isArray(value) ? value.join(",") : String(value), defaultType: "INPUT" };
}

/** One of our fields as BuildAdmin's designer view reads it (`logStart`, `parseFieldData`). */
export function fieldToBuildAdmin(field: FieldDesign): BaFieldAnswer {
  const base = storageBaseOf(field);
  const decimal = field.type === "float" ? decimalOf(field) : undefined;
  return {
    key: field.key,
    title: field.title,
    name: field.name,
    type: SQL_TYPE[base],
    length: decimal?.precision ?? lengthOf(field) ?? 0,
    precision: decimal?.scale ?? 0,
    ...baDefault(field.default),
    null: field.nullable,
    primaryKey: false,
    unsigned: false,
    autoIncrement: false,
    comment: commentOf(field),
    designType: designTypeOf(field.type),
    table: {
      operator: field.column.filter === false ? "false" : field.column.filter,
      sortable: field.column.sortable ? "custom" : "false",
    },
    form: {
      validator: field.form.required ? [field.type === "editor" ? "editorRequired" : "required"] : [],
      validatorMsg: "",
    },
  };
}

/** The id every designed table has, as BuildAdmin's primary key field. */
export const BA_PRIMARY_KEY: BaFieldAnswer = {
  title: "ID",
  name: "id",
  type: "int",
  length: 10,
  precision: 0,
  default: "",
  defaultType: "NONE",
  null: false,
  primaryKey: true,
  unsigned: true,
  autoIncrement: true,
  comment: "ID",
  designType: "pk",
  table: { operator: "RANGE", sortable: "custom" },
  form: {},
};

/** create_time or update_time, kept by the server, as BuildAdmin's timestamp field. */
export const baTimestamp = (name: "create_time" | "update_time"): BaFieldAnswer => ({
  title: name,
  name,
  type: "bigint",
  length: 16,
  precision: 0,
  default: "",
  defaultType: "NONE",
  null: false,
  primaryKey: false,
  unsigned: true,
  autoIncrement: false,
  comment: name === "create_time" ? "创建时间" : "修改时间",
  designType: "timestamp",
  table: { operator: "RANGE", sortable: "custom" },
  form: { validator: [], validatorMsg: "" },
});
