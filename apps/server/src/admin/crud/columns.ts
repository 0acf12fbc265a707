import { z } from "zod";

/** How a column's filter values are read and compared. */
export type ColumnKind = "number" | "time" | "text" | "boolean" | "json";

export type ColumnSpec = {
  kind: ColumnKind;
  /** Never listed, exported or logged (password hashes, salts). */
  hidden?: boolean;
};

/**
 * A column whose value is a secret in some rows, by the row's own metadata (a config item of type
 * "password"): there it reads as null wherever the column is listed, filtered, searched or sorted, so
 * neither the answer nor the order of rows nor a LIKE filter tells anything about the secret.
 */
export type SecretCells = { column: string; when: { column: string; in: readonly string[] } };

export type Columns = Record<string, ColumnSpec>;

function kindOf(name: string, schema: z.ZodType): ColumnKind {
  let s: z.ZodType = schema;
  while (s instanceof z.ZodNullable || s instanceof z.ZodOptional || s instanceof z.ZodDefault) {
    s = s.unwrap() as z.ZodType;
  }
  if (s instanceof z.ZodNumber) return name.endsWith("_time") ? "time" : "number";
  if (s instanceof z.ZodBoolean) return "boolean";
  if (s instanceof z.ZodString || s instanceof z.ZodEnum || s instanceof z.ZodLiteral) return "text";
  return "json";
}

/** The filterable, sortable columns of a row schema: its keys and the kinds of their values. */
export function columnsOf(row: z.ZodObject): Columns {
  const columns: Columns = {};
  for (const [name, schema] of Object.entries(row.shape)) {
    columns[name] = { kind: kindOf(name, schema as z.ZodType) };
  }
  return columns;
}
