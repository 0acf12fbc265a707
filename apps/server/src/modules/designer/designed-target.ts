import { collectionOfDesign } from "@corp/domain/crud-design/design-collection";
import type { TableDesign } from "@corp/domain/crud-design/design-schema";
import {
  DESIGNED_SCHEMA,
  designedRuleOf,
  ID_COLUMN,
  TIMESTAMP_COLUMNS,
} from "@corp/domain/crud-design/identifiers";
import { storageBaseOf } from "@corp/domain/crud-design/storage";
import type { ColumnKind, Columns } from "../../admin/crud/columns.ts";
import type { CrudTarget } from "../../admin/crud/crud-operations.ts";

/** A row of a designed table: its id and the values of its columns as stored. */
export type DesignedRow = { id: number } & Record<string, unknown>;

function kindOf(field: TableDesign["fields"][number]): ColumnKind {
  if (field.type === "datetime") return "time";
  switch (storageBaseOf(field)) {
    case "smallint":
    case "integer":
    case "bigint":
    case "numeric":
      return "number";
    case "date":
      return "date";
    case "jsonb-strings":
    case "jsonb-pairs":
      return "json";
    default:
      return "text";
  }
}

/** The columns a designed table lists, filters and sorts: the id, the design's fields, the timestamps. */
export function designedColumns(design: TableDesign): Columns {
  const columns: Columns = { [ID_COLUMN]: { kind: "number" } };
  for (const field of design.fields) columns[field.name] = { kind: kindOf(field) };
  if (design.timestamps) for (const name of TIMESTAMP_COLUMNS) columns[name] = { kind: "time" };
  return columns;
}

/** The generic CRUD's view of a designed table, from its live design. */
export function designedTarget(design: TableDesign): CrudTarget<DesignedRow, DesignedRow> {
  const columns = designedColumns(design);
  return {
    controller: designedRuleOf(design.name),
    table: `${DESIGNED_SCHEMA}.${design.name}`,
    columns,
    parseRow: (row) => ({ ...row, id: Number(row.id) }),
    quickSearch: design.quickSearch.filter((name) => Object.hasOwn(columns, name)),
    defaultOrder: `${design.order.field},${design.order.dir}`,
    collection: collectionOfDesign(design),
  };
}
