import { type RawBuilder, sql } from "kysely";
import type { ArchivedSchema } from "./backup-manifest.ts";
import {
  type ColumnDef,
  isMadeTable,
  qualifiedName,
  type SequenceDef,
  type TableDef,
} from "./catalog-types.ts";
import { RestoreRefused } from "./restore-refused.ts";

/**
 * The tables made while the site runs (a module's, the designer's), as a restore creates them. They are
 * made only by module migrations and the designer, whose vocabulary is small: columns of a few types
 * with a constant default (or a serial's sequence, or the insert's time), a primary key, single-column
 * indexes. The archive's description of each is read into that vocabulary, and every statement is
 * written here from the parts read: types from this file's list, values as quoted literals, names as
 * quoted identifiers. No text of the archive is ever run as SQL; a description outside the vocabulary
 * (a function call in a default, a check, a foreign key, another kind of index) refuses the archive.
 */

export type MadeSequence = {
  schema: string;
  name: string;
  type: RawBuilder<unknown>;
  start: string;
  increment: string;
};

export type MadeTable = {
  schema: string;
  name: string;
  comment: string | null;
  /** Each column's definition: name, type, identity or default, not null. */
  columns: RawBuilder<unknown>[];
  columnComments: { name: string; comment: string }[];
  /** Primary and unique keys, by their names. */
  constraints: { name: string; definition: RawBuilder<unknown> }[];
  indexes: RawBuilder<unknown>[];
  /** The sequences its serial columns draw from, owned by those columns. */
  sequences: (MadeSequence & { column: string })[];
};

/**
 * The types a made table may have, as the catalogue prints them: those module migrations and the
 * designer make, and the other plain types of the product's own tables. A name from this list runs
 * nothing.
 */
const PLAIN_TYPES = [
  "integer",
  "bigint",
  "smallint",
  "boolean",
  "text",
  "date",
  "jsonb",
  "json",
  "bytea",
  "numeric",
  "real",
  "double precision",
  "interval",
  "uuid",
  "timestamp with time zone",
  "timestamp without time zone",
] as const;
/** The casts the catalogue prints after a default's literal. */
const CASTS = [...PLAIN_TYPES, "character varying", "numeric"] as const;
const SEQUENCE_TYPES = ["integer", "bigint", "smallint"] as const;
/** The designer's "time of the insert" default, as the catalogue prints it. */
const INSERT_TIME = "(floor(EXTRACT(epoch FROM now())))::bigint";
const IDENTIFIER = "[a-z_][a-z0-9_]*";
const NEXTVAL = new RegExp(`^nextval\\('(${IDENTIFIER}(?:\\.${IDENTIFIER})?)'::regclass\\)$`);
const INDEX = new RegExp(
  `^CREATE (UNIQUE )?INDEX (${IDENTIFIER}) ON (${IDENTIFIER})\\.(${IDENTIFIER}) USING btree \\((${IDENTIFIER}(?:, ${IDENTIFIER})*)\\)$`,
);

class Outside extends Error {}

const member = <T extends string>(list: readonly T[], text: string): T | undefined =>
  list.find((item) => item === text);

function typeOf(text: string): RawBuilder<unknown> {
  const array = /^(.*)\[\]$/.exec(text);
  const plain = member(PLAIN_TYPES, array ? (array[1] ?? "") : text);
  if (plain) return sql.raw(array ? `${plain}[]` : plain);
  const varchar = /^character varying\((\d{1,8})\)$/.exec(text);
  if (varchar) {
    const length = Number(varchar[1]);
    if (length >= 1 && length <= 10_485_760) return sql.raw(`varchar(${length})`);
  }
  const numeric = /^numeric\((\d{1,4}),(\d{1,4})\)$/.exec(text);
  if (numeric) {
    const [precision, scale] = [Number(numeric[1]), Number(numeric[2])];
    if (precision >= 1 && precision <= 1000 && scale <= precision) {
      return sql.raw(`numeric(${precision}, ${scale})`);
    }
  }
  throw new Outside(`type ${text}`);
}

/** A sequence as `nextval` names it: unqualified in the public schema. */
const sequenceName = (s: { schema: string; name: string }) =>
  s.schema === "public" ? s.name : qualifiedName(s);

function defaultOf(text: string, owned: SequenceDef | undefined): RawBuilder<unknown> {
  const next = NEXTVAL.exec(text);
  if (next) {
    if (!owned || sequenceName(owned) !== next[1]) throw new Outside(`default ${text}`);
    return sql`nextval(${sql.lit(sequenceName(owned))}::regclass)`;
  }
  if (text === INSERT_TIME) return sql`(floor(extract(epoch from now()))::bigint)`;
  if (text === "true" || text === "false") return sql.lit(text === "true");
  if (/^NULL(::[a-z ]+)?$/.test(text)) return sql`null`;
  // A number the catalogue prints bare: a literal the column's type reads.
  if (/^\d{1,40}(\.\d{1,40})?$/.test(text)) return sql.lit(text);
  const literal = /^'((?:[^']|'')*)'::([a-z ]+)$/.exec(text);
  const cast = literal ? member(CASTS, literal[2] ?? "") : undefined;
  if (literal && cast) return sql`${sql.lit((literal[1] ?? "").replaceAll("''", "'"))}::${sql.raw(cast)}`;
  throw new Outside(`default ${text}`);
}

function columnOf(column: ColumnDef, owned: SequenceDef | undefined): RawBuilder<unknown> {
  if (column.generated !== null) throw new Outside(`generated column ${column.name}`);
  const parts = [sql`${sql.id(column.name)} ${typeOf(column.type)}`];
  if (column.identity === "a") parts.push(sql`generated always as identity`);
  else if (column.identity === "d") parts.push(sql`generated by default as identity`);
  else if (column.default !== null) parts.push(sql`default ${defaultOf(column.default, owned)}`);
  if (column.notNull) parts.push(sql`not null`);
  return sql.join(parts, sql` `);
}

function planTable(table: TableDef, sequences: SequenceDef[]): MadeTable {
  const names = new Set(table.columns.map((c) => c.name));
  const columnsOf = (list: readonly string[]) => {
    const unknown = list.find((name) => !names.has(name));
    if (unknown !== undefined || list.length === 0)
      throw new Outside(`a key or index on ${unknown ?? "nothing"}`);
    return sql.join(list.map((name) => sql.id(name)));
  };
  const ownedBy = (column: string) =>
    sequences.find(
      (s) =>
        s.ownedBy &&
        !s.ownedBy.identity &&
        s.ownedBy.table === qualifiedName(table) &&
        s.ownedBy.column === column,
    );
  const made: MadeTable = {
    schema: table.schema,
    name: table.name,
    comment: table.comment,
    columns: table.columns.map((c) => columnOf(c, ownedBy(c.name))),
    columnComments: table.columns.flatMap((c) =>
      c.comment === null ? [] : [{ name: c.name, comment: c.comment }],
    ),
    constraints: table.constraints.map((c) => {
      if (c.kind !== "p" && c.kind !== "u") throw new Outside(`constraint ${c.name} (${c.definition})`);
      const kind = c.kind === "p" ? sql`primary key` : sql`unique`;
      return { name: c.name, definition: sql`${kind} (${columnsOf(c.columns)})` };
    }),
    indexes: table.indexes.map((index) => {
      const parts = INDEX.exec(index.definition);
      if (!parts || parts[2] !== index.name || parts[3] !== table.schema || parts[4] !== table.name) {
        throw new Outside(`index ${index.name} (${index.definition})`);
      }
      const unique = parts[1] ? sql`unique ` : sql``;
      const on = columnsOf((parts[5] ?? "").split(", "));
      return sql`create ${unique}index ${sql.id(index.name)} on ${sql.id(table.schema, table.name)} (${on})`;
    }),
    sequences: [],
  };
  for (const column of table.columns) {
    const sequence = ownedBy(column.name);
    if (!sequence) continue;
    const type = member(SEQUENCE_TYPES, sequence.type);
    if (!type) throw new Outside(`sequence ${sequence.name} of type ${sequence.type}`);
    made.sequences.push({ ...sequence, type: sql.raw(type), column: column.name });
  }
  return made;
}

/**
 * The archive's tables made at run time, read into the vocabulary above; refuses the archive, naming
 * the table and what lies outside, before anything of the site is touched.
 */
export function planMadeTables(schema: ArchivedSchema): MadeTable[] {
  return schema.tables.filter(isMadeTable).map((table) => {
    try {
      return planTable(table, schema.sequences);
    } catch (error) {
      if (!(error instanceof Outside)) throw error;
      throw new RestoreRefused(
        `its description of table ${qualifiedName(table)} holds what no module or design makes ` +
          `(${error.message}): a restore runs no SQL taken from an archive`,
      );
    }
  });
}
