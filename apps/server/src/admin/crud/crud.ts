import type { TableName } from "@corp/db/schema";
import type { Collection } from "@corp/domain/collections/collection";
import type { z } from "zod";
import { WATCHED_CONTROLLERS } from "../../services/data-security/watched-controllers.ts";
import { adminProcedure } from "../trpc/trpc.ts";
import { type Columns, columnsOf, type SecretCells } from "./columns.ts";
import type { AdminContext } from "./context.ts";
import { crudOperations, type DeleteHooks, type Trx } from "./crud-operations.ts";
import type { LooseQuery, QuickSearchVia } from "./query.ts";
import { idInput, idsInput, indexInput, sortableInput } from "./search-input.schema.ts";

export { actorOf, nest, type TreeRow, type Trx } from "./crud-operations.ts";

type Row<R extends z.ZodObject> = z.output<R>;

export type CrudDefinition<R extends z.ZodObject, X extends object> = {
  table: TableName;
  /** The page's rule node, e.g. 'auth/admin'; actions use '<node>/<action>'. */
  node: string;
  /** The columns listed, filtered, sorted and exported; nothing else is ever selected. */
  row: R;
  /** Columns matched by the quick search box. */
  quickSearch: readonly (keyof Row<R> & string)[];
  /**
   * The quick search also finds rows whose `column` refers to a row of `table` (by its id) matching the
   * text in one of `fields`: a ledger row by its member's username or nickname.
   */
  quickSearchVia?: QuickSearchVia<keyof Row<R> & string>;
  /** "field,dir" used when the client sends no order. */
  defaultOrder?: string;
  /** Text shown above the table. */
  remark?: string;
  /** Adds derived fields (names of groups, ...) to the listed rows. */
  decorate?: (rows: Row<R>[], ctx: AdminContext) => Promise<(Row<R> & X)[]>;
  /** The declaration the row comes from: the export's column titles and how people read the values. */
  collection: Collection;
  /** Limits which rows this admin may see and change (e.g. rows below his groups). */
  scope?: (query: LooseQuery, ctx: AdminContext) => LooseQuery;
  /** Columns that hold a secret in some rows: null there in lists, filters, searches and order. */
  secret?: SecretCells;
  /** Listed columns that are never filtered, searched or sorted on. */
  unsearchable?: readonly (keyof Row<R> & string)[];
};

type Listed<R extends z.ZodObject, X extends object> = Row<R> & X;

/**
 * The generic procedures of one admin controller (ADR 0006). A router file picks the ones it offers
 * and supplies the add/edit writes; listing, filtering, export, delete and sort are shared.
 */
export function crud<R extends z.ZodObject, X extends object = Record<never, never>>(
  def: CrudDefinition<R, X>,
) {
  const watched = WATCHED_CONTROLLERS[def.node];
  if (watched && watched.table !== def.table) {
    throw new Error(`${def.node} writes ${def.table}, but WATCHED_CONTROLLERS says ${watched.table}`);
  }
  const columns: Columns = columnsOf(def.row, def.unsearchable);
  const ops = crudOperations<Row<R>, Listed<R, X>>({
    ...def,
    controller: def.node,
    columns,
    parseRow: (row) => def.row.parse(row) as Row<R>,
  });
  const node = (action: string) => `${def.node}/${action}`;

  return {
    columns,
    node,
    loadOne: ops.loadOne,
    visibleIds: ops.visibleIds,

    /** `GET index`: `{ list, total, remark }`, one page of the filtered, ordered rows. */
    index: () =>
      adminProcedure(node("index"))
        .input(indexInput.prefault({}))
        .query(({ ctx, input }) => ops.page(ctx, input)),

    /** `GET index` of a tree table: every matching row, nested by `pid` (flat while searching). */
    treeIndex: () =>
      adminProcedure(node("index"))
        .input(indexInput.prefault({}))
        .query(({ ctx, input }) => ops.tree(ctx, input)),

    /** `GET export`: the filtered, ordered list (no paging) as CSV with a BOM. */
    exportCsv: () =>
      adminProcedure(node("index"))
        .input(indexInput.omit({ limit: true, page: true, select: true, initValue: true }).prefault({}))
        .query(({ ctx, input }) => ops.exportCsv(ctx, input)),

    /** `GET info?id`: one row to look at (the logs' detail view). */
    info: () =>
      adminProcedure(node("info"))
        .input(idInput)
        .query(({ ctx, input }) => ops.loadOne(ctx, input.id)),

    /** `GET edit?id`: one row for the edit form. */
    get: () =>
      adminProcedure(node("edit"))
        .input(idInput)
        .query(({ ctx, input }) => ops.loadOne(ctx, input.id)),

    /** `POST add`: validates with `input`, writes with `save` in a transaction, answers the saved row. */
    add: <A extends z.ZodType>(
      input: A,
      save: (trx: Trx, input: z.output<A>, ctx: AdminContext) => Promise<number>,
    ) =>
      adminProcedure(node("add"))
        .input(input)
        .mutation(({ ctx, input: value }) => ops.add(ctx, (trx) => save(trx, value as z.output<A>, ctx))),

    /**
     * `POST edit`: like add, for a row this admin may see; `committed` runs once the edit has committed
     * (what lives outside the database: a mail).
     */
    edit: <E extends z.ZodObject<{ id: z.ZodType<number> }>>(
      input: E,
      save: (trx: Trx, input: z.output<E>, ctx: AdminContext) => Promise<void>,
      committed?: (id: number, ctx: AdminContext) => void,
    ) =>
      adminProcedure(node("edit"))
        .input(input)
        .mutation(async ({ ctx, input: value }) => {
          const id = Number((value as { id: number }).id);
          const row = await ops.edit(ctx, id, (trx) => save(trx, value as z.output<E>, ctx));
          committed?.(id, ctx);
          return row;
        }),

    /**
     * `DELETE del`: removes the rows with these ids that this admin may see. `before` runs in the
     * transaction (checks, dependent rows); `after` gets what `before` returned once it has committed.
     */
    del: <T = void>(hooks: DeleteHooks<T> = {}) =>
      adminProcedure(node("del"))
        .input(idsInput)
        .mutation(({ ctx, input }) => ops.del(ctx, input.ids, hooks)),

    /** `POST sortable`: swaps the `weigh` of two rows (drag sort). */
    sortable: () =>
      adminProcedure(node("sortable"))
        .input(sortableInput)
        .mutation(({ ctx, input }) => ops.sortable(ctx, input)),
  };
}
