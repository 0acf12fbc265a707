/**
 * Names the designer may give tables and columns. Every name reaches SQL only as a quoted identifier, and
 * only after these checks: lower-case letters, digits and single underscores, starting with a letter, short
 * enough that the archive and index names built from them fit PostgreSQL's 63 characters.
 */
export const TABLE_NAME = /^[a-z](?:[a-z0-9]|_(?!_))*$/;
export const TABLE_NAME_MAX = 40;
export const COLUMN_NAME = TABLE_NAME;
export const COLUMN_NAME_MAX = 48;

/** The schema of the designed tables, apart from the product's own (public) tables. */
export const DESIGNED_SCHEMA = "designed";

/** Each dropped table is kept in a schema of its own, named by its registry id. */
export const archiveSchemaOf = (tableId: number) => `designed_archive_${tableId}`;

/** Columns every designed table has, written by the server. */
export const ID_COLUMN = "id";
export const TIMESTAMP_COLUMNS = ["create_time", "update_time"] as const;

/** PostgreSQL's system columns: a table cannot have a column of these names. */
const SYSTEM_COLUMNS = ["oid", "tableoid", "xmin", "xmax", "cmin", "cmax", "ctid"];

/** Names a field cannot take: the implicit columns and the system ones. */
export const RESERVED_COLUMNS: ReadonlySet<string> = new Set([
  ID_COLUMN,
  ...TIMESTAMP_COLUMNS,
  ...SYSTEM_COLUMNS,
]);

/** Table names that would be confusing or collide with the designer's own schemas. */
export const RESERVED_TABLES: ReadonlySet<string> = new Set([
  "designed",
  "public",
  "pg",
  "information_schema",
]);

export const isTableName = (name: string) =>
  name.length <= TABLE_NAME_MAX && TABLE_NAME.test(name) && !name.startsWith("pg_");

export const isColumnName = (name: string) => name.length <= COLUMN_NAME_MAX && COLUMN_NAME.test(name);

/** The index of a field, named by the table and the field's stable key so a rename keeps it. */
export const indexNameOf = (table: string, key: string) => `${table}_${key}_idx`;

/** The name a removed column is kept under until its migration is reverted. */
export const archivedColumnOf = (column: string, migrationId: number) => `${column}__m${migrationId}`;

/** The rule (menu path) of a designed table's page. */
export const designedRuleOf = (table: string) => `designed/${table}`;

/** The menu directory holding the designed tables' pages. */
export const DESIGNED_MENU_DIR = "designed";
