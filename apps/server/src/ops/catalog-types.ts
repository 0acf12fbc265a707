import { z } from "zod";

/**
 * What a backup knows of the site's tables, as PostgreSQL's catalogue describes them: enough to read and
 * write their rows in the right order, to check a target has the same tables, and to create the tables
 * that come and go with the data (a module's, the designer's). Kept in the archive as
 * `database/schema.json`, so these are also the checks an archive's description must pass.
 */
export const columnDef = z.object({
  name: z.string().min(1),
  /** `format_type`: `character varying(255)`, `bigint`, `jsonb`. */
  type: z.string().min(1),
  /** bytea: the driver takes its value as bytes, not as text. */
  binary: z.boolean(),
  notNull: z.boolean(),
  /** The default's expression, as `pg_get_expr` prints it. */
  default: z.string().nullable(),
  /** `a` (generated always as identity), `d` (by default), or empty. */
  identity: z.enum(["", "a", "d"]),
  /** The expression of a stored generated column: never written, the database computes it. */
  generated: z.string().nullable(),
  comment: z.string().nullable(),
});
export type ColumnDef = z.infer<typeof columnDef>;

export const constraintDef = z.object({
  name: z.string().min(1),
  /** primary key, unique, check, foreign key, exclusion. */
  kind: z.enum(["p", "u", "c", "f", "x"]),
  /** `pg_get_constraintdef`: `FOREIGN KEY (user_id) REFERENCES "user"(id) ON DELETE CASCADE`. */
  definition: z.string().min(1),
  columns: z.array(z.string()),
  /** The table a foreign key references, as `schema.name`. */
  references: z.string().nullable(),
  /** Every column of the key may be null (a foreign key a restore can fill in last). */
  nullable: z.boolean(),
  deferrable: z.boolean(),
});
export type ConstraintDef = z.infer<typeof constraintDef>;

export const indexDef = z.object({ name: z.string().min(1), definition: z.string().min(1) });

export const tableDef = z.object({
  schema: z.string().min(1),
  name: z.string().min(1),
  comment: z.string().nullable(),
  columns: z.array(columnDef).min(1),
  constraints: z.array(constraintDef),
  /** Indexes that are not a constraint's. */
  indexes: z.array(indexDef),
});
export type TableDef = z.infer<typeof tableDef>;

export const sequenceDef = z.object({
  schema: z.string().min(1),
  name: z.string().min(1),
  type: z.string().min(1),
  start: z.string().regex(/^-?\d+$/),
  increment: z.string().regex(/^-?\d+$/),
  /** The value it hands out next. */
  next: z.string().regex(/^-?\d+$/),
  /** The column whose default (serial) or identity the sequence serves. */
  ownedBy: z.object({ table: z.string(), column: z.string(), identity: z.boolean() }).nullable(),
});
export type SequenceDef = z.infer<typeof sequenceDef>;

export type SiteCatalog = { tables: TableDef[]; sequences: SequenceDef[] };

/** `schema.name`, the key of a table or sequence everywhere in a backup. */
export const qualifiedName = (item: { schema: string; name: string }): string =>
  `${item.schema}.${item.name}`;

/** The schemas of the designer's tables: `designed` and one `designed_archive_<id>` per dropped table. */
export const isDesignedSchema = (schema: string): boolean =>
  schema === "designed" || /^designed_archive_\d+$/.test(schema);

/**
 * Tables made while the site runs, not by the product's migrations: a module's (`mod_<uid>_*`, ADR 0021)
 * and the designer's. A restore drops the target's and creates the archive's; every other table is the
 * product's and must have the same columns on both sides.
 */
export const isMadeTable = (table: { schema: string; name: string }): boolean =>
  isDesignedSchema(table.schema) || (table.schema === "public" && table.name.startsWith("mod_"));

/** The primary key's columns, empty when the table has none. */
export const primaryKeyOf = (table: TableDef): string[] =>
  table.constraints.find((c) => c.kind === "p")?.columns ?? [];

/** The columns a backup reads and a restore writes: every one but the generated. */
export const storedColumns = (table: TableDef): ColumnDef[] =>
  table.columns.filter((c) => c.generated === null);
