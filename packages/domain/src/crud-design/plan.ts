import type { FieldDesign, TableDesign } from "./design-schema.ts";
import { archivedColumnOf, indexNameOf } from "./identifiers.ts";
import { type ColumnSpec, columnSpecOf, columnsOfDesign, sameDefault, timestampColumns } from "./storage.ts";

/**
 * One schema change of a designed table. A migration is a list of these (applied in order) and the list
 * that undoes it. Nothing here destroys data: a removed column is renamed aside and a dropped table moved
 * to an archive schema, so every change can be reverted with the rows it held.
 */
export type DdlOp =
  | { op: "createTable"; columns: ColumnSpec[]; comment: string }
  | { op: "archiveTable"; schema: string }
  | { op: "restoreTable"; schema: string }
  | { op: "addColumn"; column: ColumnSpec }
  | { op: "archiveColumn"; column: string; archive: string }
  | { op: "restoreColumn"; column: string; archive: string }
  | { op: "renameColumn"; from: string; to: string }
  | { op: "alterColumn"; column: string; from: ColumnSpec; to: ColumnSpec }
  | { op: "createIndex"; name: string; column: string; unique: boolean }
  | { op: "dropIndex"; name: string; column: string; unique: boolean }
  | { op: "commentTable"; from: string; to: string }
  | { op: "commentColumn"; column: string; from: string; to: string };

export type MigrationPlan = { up: DdlOp[]; down: DdlOp[] };

/** The op that undoes `op`. */
export function inverseOf(op: DdlOp): DdlOp {
  switch (op.op) {
    case "createTable":
      throw new Error("a created table is undone by archiving it");
    case "archiveTable":
      return { op: "restoreTable", schema: op.schema };
    case "restoreTable":
      return { op: "archiveTable", schema: op.schema };
    case "addColumn":
      throw new Error("an added column is undone by archiving it");
    case "archiveColumn":
      return { op: "restoreColumn", column: op.column, archive: op.archive };
    case "restoreColumn":
      return { op: "archiveColumn", column: op.column, archive: op.archive };
    case "renameColumn":
      return { op: "renameColumn", from: op.to, to: op.from };
    case "alterColumn":
      return { op: "alterColumn", column: op.column, from: op.to, to: op.from };
    case "createIndex":
      return { ...op, op: "dropIndex" };
    case "dropIndex":
      return { ...op, op: "createIndex" };
    case "commentTable":
      return { op: "commentTable", from: op.to, to: op.from };
    case "commentColumn":
      return { op: "commentColumn", column: op.column, from: op.to, to: op.from };
  }
}

const tableComment = (design: TableDesign) => design.comment || design.title;

const indexOps = (table: string, field: FieldDesign, create: boolean): DdlOp[] =>
  field.index === "none"
    ? []
    : [
        {
          op: create ? "createIndex" : "dropIndex",
          name: indexNameOf(table, field.key),
          column: field.name,
          unique: field.index === "unique",
        },
      ];

/** A new table: created with its columns and indexes; undone by moving it to `archiveSchema`. */
export function planCreate(design: TableDesign, archiveSchema: string): MigrationPlan {
  const up: DdlOp[] = [
    { op: "createTable", columns: columnsOfDesign(design), comment: tableComment(design) },
    ...design.fields.flatMap((f) => indexOps(design.name, f, true)),
  ];
  return { up, down: [{ op: "archiveTable", schema: archiveSchema }] };
}

/** Dropping a table: moved to `archiveSchema`, restorable by moving it back. */
export function planArchive(archiveSchema: string): MigrationPlan {
  return {
    up: [{ op: "archiveTable", schema: archiveSchema }],
    down: [{ op: "restoreTable", schema: archiveSchema }],
  };
}

/** Adds a column now; undoing the migration archives it (its values stay in the table under another name). */
function addColumn(column: ColumnSpec, migrationId: number): { up: DdlOp; down: DdlOp } {
  return {
    up: { op: "addColumn", column },
    down: { op: "archiveColumn", column: column.name, archive: archivedColumnOf(column.name, migrationId) },
  };
}

function columnChanges(table: string, was: FieldDesign, now: FieldDesign): DdlOp[] {
  const out: DdlOp[] = [];
  if (was.name !== now.name) out.push({ op: "renameColumn", from: was.name, to: now.name });
  const from = { ...columnSpecOf(was), name: now.name };
  const to = columnSpecOf(now);
  if (from.sqlType !== to.sqlType || from.nullable !== to.nullable || !sameDefault(from.default, to.default))
    out.push({ op: "alterColumn", column: now.name, from, to });
  if (was.index !== now.index) {
    out.push(...indexOps(table, { ...was, name: now.name }, false), ...indexOps(table, now, true));
  }
  if (from.comment !== to.comment)
    out.push({ op: "commentColumn", column: now.name, from: from.comment, to: to.comment });
  return out;
}

/**
 * The migration from the live design to a new one of the same table. Fields are matched by key: a field
 * whose key is gone is archived, one with a new key added, one whose name changed renamed. Columns are
 * never reordered: the order of fields is the design's, not the table's. The caller checks the design
 * first (`designProblems`); `migrationId` names the archived columns.
 */
export function planAlter(before: TableDesign, after: TableDesign, migrationId: number): MigrationPlan {
  const table = after.name;
  const up: DdlOp[] = [];
  const down: DdlOp[] = [];
  const push = (op: DdlOp, undo: DdlOp = inverseOf(op)) => {
    up.push(op);
    down.unshift(undo);
  };
  if (tableComment(before) !== tableComment(after))
    push({ op: "commentTable", from: tableComment(before), to: tableComment(after) });
  const next = new Map(after.fields.map((f) => [f.key, f]));
  for (const was of before.fields) {
    if (next.has(was.key)) continue;
    for (const op of indexOps(table, was, false)) push(op);
    push({ op: "archiveColumn", column: was.name, archive: archivedColumnOf(was.name, migrationId) });
  }
  if (before.timestamps && !after.timestamps) {
    for (const c of timestampColumns())
      push({ op: "archiveColumn", column: c.name, archive: archivedColumnOf(c.name, migrationId) });
  }
  const old = new Map(before.fields.map((f) => [f.key, f]));
  for (const now of after.fields) {
    const was = old.get(now.key);
    if (was) for (const op of columnChanges(table, was, now)) push(op);
  }
  for (const now of after.fields) {
    if (old.has(now.key)) continue;
    const { up: add, down: undo } = addColumn(columnSpecOf(now), migrationId);
    push(add, undo);
    for (const op of indexOps(table, now, true)) push(op);
  }
  if (!before.timestamps && after.timestamps) {
    for (const c of timestampColumns()) {
      const { up: add, down: undo } = addColumn(c, migrationId);
      push(add, undo);
    }
  }
  return { up, down };
}
