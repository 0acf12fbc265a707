import type { Generated } from "kysely";
import type { Jsonb, JsonbWithDefault, JsonValue, Numeric, Times } from "./columns.ts";

// The tables of migrations 0003 and 0009 not declared as collections: areas, the designed tables and their
// schema changes; the types the data-security logs keep.

export type CrudStatus = "delete" | "success" | "error" | "start";

export interface AreaTable {
  id: Generated<number>;
  pid: Generated<number>;
  shortname: Generated<string>;
  name: string;
  mergename: Generated<string>;
  /** 1 province, 2 city, 3 district. */
  level: 1 | 2 | 3;
  pinyin: Generated<string>;
  /** Telephone area code. */
  code: Generated<string>;
  zip: Generated<string>;
  first: Generated<string>;
  lng: Numeric;
  lat: Numeric;
}

/**
 * What the database removed or emptied along with a recycled row (ADR 0016): rows of other tables deleted
 * by a cascading foreign key, and references set to null, by the ids of the rows that held them.
 */
export type RecycledDependent =
  | { kind: "rows"; table: string; rows: Record<string, JsonValue>[] }
  | { kind: "links"; table: string; column: string; ids: number[]; value: number };

/** A watched field: its label, and whether its values are secrets to mask in logs and screens. */
export type SensitiveField = { title: string; secret: boolean };

export type CrudTableStatus = "active" | "archived";

/** A table the CRUD designer created: its live design, and where it went when dropped. */
export interface CrudTableTable extends Times {
  id: Generated<number>;
  name: string;
  status: Generated<CrudTableStatus>;
  /** The design the table and its page follow (`TableDesign` of @corp/domain/crud-design). */
  design: Jsonb<Record<string, JsonValue>>;
  /** The log row of that design. */
  log_id: number | null;
  /** The schema holding the table while archived, else ''. */
  archive_schema: Generated<string>;
}

export type CrudMigrationName = "create" | "alter" | "archive";

/** One schema change of a designed table and the changes that undo it (`DdlOp[]` of the domain). */
export interface CrudMigrationTable {
  id: Generated<number>;
  table_id: number;
  name: CrudMigrationName;
  up: JsonbWithDefault<JsonValue[]>;
  down: JsonbWithDefault<JsonValue[]>;
  /** The design log row in effect before the change, and the one it brought. */
  before_log_id: number | null;
  log_id: number | null;
  status: Generated<"applied" | "reverted">;
  admin_id: number | null;
  create_time: Generated<number>;
  revert_time: number | null;
}

export interface SystemTables {
  area: AreaTable;
  crud_table: CrudTableTable;
  crud_migration: CrudMigrationTable;
}
