import type { Database, TableName } from "@corp/db/schema";
import type { Transaction } from "kysely";
import type { z } from "zod";
import type { Actor } from "../../services/data-security/actor.ts";
import { recycleRows } from "../../services/data-security/recycle.ts";
import { watchEdits } from "../../services/data-security/sensitive.ts";
import { WATCHED_CONTROLLERS } from "../../services/data-security/watched-controllers.ts";
import { adminProcedure } from "../trpc/trpc.ts";
import { type Columns, columnsOf, type SecretCells } from "./columns.ts";
import type { AdminContext } from "./context.ts";
import { toCsv } from "./csv.ts";
import { badParameter, notFound, refused } from "./errors.ts";
import {
  applyFilters,
  columnRead,
  type LooseQuery,
  loose,
  parseOrder,
  type QuickSearchVia,
} from "./query.ts";
import { type IndexQuery, idInput, idsInput, indexInput, sortableInput } from "./search-input.ts";

type Row<R extends z.ZodObject> = z.output<R>;
export type Trx = Transaction<Database>;

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
  /** How a column is written into the CSV export where the stored value is not what people read (fen). */
  exportAs?: Partial<Record<keyof Row<R> & string, (value: unknown) => unknown>>;
  /** Limits which rows this admin may see and change (e.g. rows below his groups). */
  scope?: (query: LooseQuery, ctx: AdminContext) => LooseQuery;
  /** Columns that hold a secret in some rows: null there in lists, filters, searches and order. */
  secret?: SecretCells;
  /** Listed columns that are never filtered, searched or sorted on. */
  unsearchable?: readonly (keyof Row<R> & string)[];
};

type Listed<R extends z.ZodObject, X extends object> = Row<R> & X;
export type TreeRow<T> = T & { children?: TreeRow<T>[] };

const EXPORT_LIMIT = 50_000;

/** Constraint violations a client can cause, as their catalogue messages. */
function constraintRefusal(error: unknown): unknown {
  const code = typeof error === "object" && error !== null ? (error as { code?: unknown }).code : undefined;
  if (code === "23505") return refused("duplicateData");
  if (code === "23503") return refused("recordInUse");
  return error;
}

/** The admin making a change, as the data-security logs record him. */
export const actorOf = (ctx: AdminContext): Actor => ({
  adminId: ctx.admin.id,
  ip: ctx.ip,
  userAgent: ctx.userAgent ?? "",
});

/** Runs `work` in a transaction; a unique or foreign-key violation becomes its message. */
function inTransaction<T>(ctx: AdminContext, work: (trx: Trx) => Promise<T>): Promise<T> {
  return ctx.services.db
    .transaction()
    .execute(work)
    .catch((error: unknown) => {
      throw constraintRefusal(error);
    });
}

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
  const fields = Object.keys(columns);
  const pk = "id";
  const node = (action: string) => `${def.node}/${action}`;

  const unscoped = (ctx: AdminContext): LooseQuery =>
    loose(ctx.services.db)
      .selectFrom(def.table)
      .select((eb) => fields.map((f) => columnRead(eb, f, def.secret).as(f))) as LooseQuery;
  const base = (ctx: AdminContext): LooseQuery => (def.scope ? def.scope(unscoped(ctx), ctx) : unscoped(ctx));

  const ordered = (query: LooseQuery, order: string | undefined): LooseQuery => {
    const fallback = def.defaultOrder ?? (columns.weigh ? "weigh,desc" : `${pk},desc`);
    const { field, dir } = parseOrder(columns, order || fallback);
    const q = query.orderBy((eb) => columnRead(eb, field, def.secret), dir);
    return field === pk ? q : q.orderBy(pk, dir);
  };

  const finish = async (rows: Record<string, unknown>[], ctx: AdminContext): Promise<Listed<R, X>[]> => {
    const parsed = rows.map((r) => def.row.parse(r) as Row<R>);
    return def.decorate ? def.decorate(parsed, ctx) : (parsed as Listed<R, X>[]);
  };

  const filtered = (ctx: AdminContext, input: Pick<IndexQuery, "quickSearch" | "search" | "initValue">) =>
    applyFilters(base(ctx), input, {
      columns,
      quickSearch: def.quickSearch,
      ...(def.quickSearchVia ? { quickSearchVia: def.quickSearchVia } : {}),
      pk,
      secret: def.secret,
    });

  /** One row this admin may see; `written`: the row he has just added, answered whatever the scope. */
  const loadOne = async (ctx: AdminContext, id: number, written = false): Promise<Listed<R, X>> => {
    const row = await (written ? unscoped(ctx) : base(ctx)).where(pk, "=", id).executeTakeFirst();
    if (!row) throw notFound();
    const [listed] = await finish([row], ctx);
    if (!listed) throw notFound();
    return listed;
  };

  /** Ids among `ids` that this admin may touch (the scope applies to writes too). */
  const visibleIds = async (ctx: AdminContext, ids: number[]): Promise<number[]> => {
    const rows = await base(ctx).where(pk, "in", ids).execute();
    return rows.map((r) => Number(r[pk]));
  };

  return {
    columns,
    node,
    loadOne,
    visibleIds,

    /** `GET index`: `{ list, total, remark }`, one page of the filtered, ordered rows. */
    index: () =>
      adminProcedure(node("index"))
        .input(indexInput.prefault({}))
        .query(async ({ ctx, input }) => {
          const query = filtered(ctx, input);
          const remote = input.initValue !== undefined;
          const limit = remote ? 1000 : input.limit;
          const offset = remote ? 0 : (input.page - 1) * limit;
          const [rows, count] = await Promise.all([
            ordered(query, input.order).limit(limit).offset(offset).execute(),
            query
              .clearSelect()
              .select((eb) => eb.fn.countAll<number>().as("n"))
              .executeTakeFirstOrThrow(),
          ]);
          return { list: await finish(rows, ctx), total: Number(count.n), remark: def.remark ?? "" };
        }),

    /** `GET index` of a tree table: every matching row, nested by `pid` (flat while searching). */
    treeIndex: () =>
      adminProcedure(node("index"))
        .input(indexInput.prefault({}))
        .query(async ({ ctx, input }) => {
          const rows = await ordered(filtered(ctx, input), input.order).limit(5000).execute();
          const list = await finish(rows, ctx);
          const searching = Boolean(input.quickSearch?.trim()) || (input.search?.length ?? 0) > 0;
          const tree: TreeRow<Listed<R, X>>[] = searching || input.select ? list : nest(list, pk);
          return { list: tree, total: list.length, remark: def.remark ?? "" };
        }),

    /** `GET export`: the filtered, ordered list (no paging) as CSV with a BOM. */
    exportCsv: () =>
      adminProcedure(node("index"))
        .input(indexInput.omit({ limit: true, page: true, select: true, initValue: true }).prefault({}))
        .query(async ({ ctx, input }) => {
          const rows = await ordered(filtered(ctx, input), input.order).limit(EXPORT_LIMIT).execute();
          const list = await finish(rows, ctx);
          const exportAs: Partial<Record<string, (value: unknown) => unknown>> = def.exportAs ?? {};
          const csv = toCsv(
            fields,
            list.map((row) =>
              fields.map((f) => {
                const value = (row as Record<string, unknown>)[f];
                return exportAs[f] ? exportAs[f](value) : value;
              }),
            ),
          );
          return { filename: `${def.table}-${new Date().toISOString().slice(0, 10)}.csv`, csv };
        }),

    /** `GET info?id`: one row to look at (the logs' detail view). */
    info: () =>
      adminProcedure(node("info"))
        .input(idInput)
        .query(({ ctx, input }) => loadOne(ctx, input.id)),

    /** `GET edit?id`: one row for the edit form. */
    get: () =>
      adminProcedure(node("edit"))
        .input(idInput)
        .query(({ ctx, input }) => loadOne(ctx, input.id)),

    /** `POST add`: validates with `input`, writes with `save` in a transaction, answers the saved row. */
    add: <A extends z.ZodType>(
      input: A,
      save: (trx: Trx, input: z.output<A>, ctx: AdminContext) => Promise<number>,
    ) =>
      adminProcedure(node("add"))
        .input(input)
        .mutation(async ({ ctx, input: value }) => {
          const id = await inTransaction(ctx, (trx) => save(trx, value as z.output<A>, ctx));
          // The scope limits which stored rows an admin sees; the row he has just added is his answer
          // (a rule a non-super admin adds is not among the rules he holds).
          return loadOne(ctx, id, true);
        }),

    /** `POST edit`: like add, for a row this admin may see. */
    edit: <E extends z.ZodObject<{ id: z.ZodType<number> }>>(
      input: E,
      save: (trx: Trx, input: z.output<E>, ctx: AdminContext) => Promise<void>,
    ) =>
      adminProcedure(node("edit"))
        .input(input)
        .mutation(async ({ ctx, input: value }) => {
          const id = Number((value as { id: number }).id);
          if ((await visibleIds(ctx, [id])).length === 0) throw notFound();
          // Watched fields it changes are logged with their values before and after (ADR 0016).
          await inTransaction(ctx, (trx) =>
            watchEdits(
              trx,
              actorOf(ctx),
              { controller: def.node, table: def.table, ids: [id], secret: def.secret },
              () => save(trx, value as z.output<E>, ctx),
            ),
          );
          return loadOne(ctx, id);
        }),

    /**
     * `DELETE del`: removes the rows with these ids that this admin may see. `before` runs in the
     * transaction (checks, dependent rows); `after` gets what `before` returned once it has committed.
     */
    del: <T = void>(
      hooks: {
        before?: (trx: Trx, ids: number[], ctx: AdminContext) => Promise<T>;
        after?: (prepared: T | undefined, ctx: AdminContext) => Promise<void>;
      } = {},
    ) =>
      adminProcedure(node("del"))
        .input(idsInput)
        .mutation(async ({ ctx, input }) => {
          const ids = await visibleIds(ctx, [...new Set(input.ids)]);
          if (ids.length === 0) throw refused("noRowsDeleted");
          const { count, prepared } = await inTransaction(ctx, async (trx) => {
            // Into the recycle bin first, with what the hooks and the database will delete along (ADR 0016).
            await recycleRows(trx, actorOf(ctx), def.node, def.table, ids);
            const prepared = await hooks.before?.(trx, ids, ctx);
            const result = await loose(trx).deleteFrom(def.table).where(pk, "in", ids).executeTakeFirst();
            return { count: Number(result.numDeletedRows), prepared };
          });
          await hooks.after?.(prepared, ctx);
          return { count };
        }),

    /** `POST sortable`: swaps the `weigh` of two rows (drag sort). */
    sortable: () =>
      adminProcedure(node("sortable"))
        .input(sortableInput)
        .mutation(async ({ ctx, input }) => {
          if (!columns.weigh) throw badParameter();
          const ids = await visibleIds(ctx, [input.id, input.targetId]);
          if (ids.length !== 2) throw notFound();
          await ctx.services.db.transaction().execute(async (trx) => {
            const db = loose(trx);
            const rows = await db
              .selectFrom(def.table)
              .select([pk, "weigh"])
              .where(pk, "in", ids)
              .forUpdate()
              .execute();
            const weighOf = (id: number) => Number(rows.find((r) => Number(r[pk]) === id)?.weigh ?? 0);
            let [a, b] = [weighOf(input.id), weighOf(input.targetId)];
            // Equal weights would swap to the same order: move the dragged row past its target.
            if (a === b) a -= 1;
            [a, b] = [b, a];
            await db.updateTable(def.table).set({ weigh: a }).where(pk, "=", input.id).execute();
            await db.updateTable(def.table).set({ weigh: b }).where(pk, "=", input.targetId).execute();
          });
          return { id: input.id, targetId: input.targetId };
        }),
  };
}

/** Nests rows by `pid`; rows whose parent is not listed become roots. */
export function nest<T extends object>(rows: T[], pk: string): TreeRow<T>[] {
  const byId = new Map<unknown, TreeRow<T>>();
  for (const row of rows) byId.set((row as Record<string, unknown>)[pk], { ...row });
  const roots: TreeRow<T>[] = [];
  for (const node of byId.values()) {
    const parent = byId.get((node as Record<string, unknown>).pid);
    if (parent && parent !== node) {
      parent.children = [...(parent.children ?? []), node];
    } else roots.push(node);
  }
  return roots;
}
