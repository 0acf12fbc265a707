import { z } from "zod";

/** How a column's filter values are read and compared. */
export type ColumnKind = "number" | "time" | "text" | "date" | "boolean" | "json";

export type ColumnSpec = {
  kind: ColumnKind;
  /** Never listed, exported or logged (password hashes, salts). */
  hidden?: boolean;
  /** Listed, but never filtered, searched or sorted on (a recycled row, whose fields may hold secrets). */
  searchable?: false;
};

export type { SecretCells } from "../../services/data-security/secret-cells.ts";

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
export function columnsOf(row: z.ZodObject, unsearchable: readonly string[] = []): Columns {
  const columns: Columns = {};
  for (const [name, schema] of Object.entries(row.shape)) {
    columns[name] = {
      kind: kindOf(name, schema as z.ZodType),
      ...(unsearchable.includes(name) ? { searchable: false as const } : {}),
    };
  }
  return columns;
}
