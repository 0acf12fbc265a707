import type { Database } from "@corp/db/schema";
import type { Collection } from "@corp/domain/collections/collection";
import { COUNTED_TOTAL_CAP } from "@corp/domain/list-total";
import { formatInZone } from "@corp/domain/time-zone";
import { sql, type Transaction } from "kysely";
import type { Actor } from "../../services/data-security/actor.ts";
import { recycleRows } from "../../services/data-security/recycle.ts";
import { watchEdits } from "../../services/data-security/sensitive.ts";
import { siteTimeZone } from "../../services/site-config.ts";
import type { Columns, SecretCells } from "./columns.ts";
import type { AdminContext } from "./context.ts";
import { csvChunks, streamedCsv } from "./csv.ts";
import { csvColumns } from "./csv-columns.ts";
import { badParameter, notFound, refused } from "./errors.ts";
import {
  applyFilters,
  columnRead,
  type LooseQuery,
  loose,
  parseOrder,
  type QuickSearchVia,
} from "./query.ts";
import type { IndexQuery } from "./search-input.schema.ts";

export type Trx = Transaction<Database>;
export type TreeRow<T> = T & { children?: TreeRow<T>[] };

/**
 * One table as the generic CRUD sees it: a controller's declaration (`crud()`), or a designed table's
 * design read at run time. Table and column names come from there, never from the request.
 */
export type CrudTarget<P, L> = {
  /** The controller's node ("content/article"), as the recycle bin and the sensitive-data log name it. */
  controller: string;
  /** The table, schema-qualified for a designed one ("designed.product"). */
  table: string;
  columns: Columns;
  /** A row as read, checked and typed. */
  parseRow: (row: Record<string, unknown>) => P;
  quickSearch: readonly string[];
  /** The quick search also finds rows whose column refers to a matching row of another table. */
  quickSearchVia?: QuickSearchVia<string>;
  defaultOrder?: string;
  remark?: string;
  /** Adds derived fields to the listed rows. */
  decorate?: (rows: P[], ctx: AdminContext) => Promise<L[]>;
  /** Limits which rows this admin may see and change. */
  scope?: (query: LooseQuery, ctx: AdminContext) => LooseQuery;
  /** Columns that hold a secret in some rows: null there in lists, filters, searches and order. */
  secret?: SecretCells;
  /** The declaration the columns come from: their titles and how people read their values (the export). */
  collection: Collection;
};

const EXPORT_LIMIT = 50_000;
/** How many rows of an export are read and written at a time. */
const EXPORT_BATCH = 500;
const PK = "id";

/** Constraint violations a client can cause, as their catalogue messages. */
function constraintRefusal(error: unknown): unknown {
  const code = typeof error === "object" && error !== null ? (error as { code?: unknown }).code : undefined;
  if (code === "23505") return refused("duplicateData");
  if (code === "23503") return refused("recordInUse");
  return error;
}

/** A filter value the column's type cannot hold (a number out of its range) is bad input, not a failure. */
function reading<T>(query: Promise<T>): Promise<T> {
  return query.catch((error: unknown) => {
    const code = typeof error === "object" && error !== null ? (error as { code?: unknown }).code : undefined;
    throw typeof code === "string" && code.startsWith("22") ? badParameter() : error;
  });
}

/** The admin making a change, as the data-security logs record him. */
export const actorOf = (ctx: AdminContext): Actor => ({
  adminId: ctx.admin.id,
  ip: ctx.ip,
  userAgent: ctx.userAgent ?? "",
});

/** Runs `work` in a transaction; a unique or foreign-key violation becomes its message. */
export function inTransaction<T>(ctx: AdminContext, work: (trx: Trx) => Promise<T>): Promise<T> {
  return ctx.services.db
    .transaction()
    .execute(work)
    .catch((error: unknown) => {
      throw constraintRefusal(error);
    });
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

export type DeleteHooks<T> = {
  before?: (trx: Trx, ids: number[], ctx: AdminContext) => Promise<T>;
  after?: (prepared: T | undefined, ctx: AdminContext) => Promise<void>;
};

/**
 * The generic operations of ADR 0006 on one table: list, tree, export, load, write, delete, sort. The
 * procedures (`crud()` for a controller, the designed tables' router) add the node check and the log.
 */
export function crudOperations<P extends object, L extends object = P>(target: CrudTarget<P, L>) {
  const { columns } = target;
  const fields = Object.keys(columns);

  const { secret } = target;
  const unscoped = (ctx: AdminContext): LooseQuery =>
    loose(ctx.services.db)
      .selectFrom(target.table)
      .select((eb) => fields.map((f) => columnRead(eb, f, secret).as(f))) as LooseQuery;
  const base = (ctx: AdminContext): LooseQuery =>
    target.scope ? target.scope(unscoped(ctx), ctx) : unscoped(ctx);

  /**
   * The matching rows counted up to one past the cap: a count of a large table reads every row, a
   * capped one at most COUNTED_TOTAL_CAP + 1 (`totalIsCapped` then reads "more than 10,000").
   */
  const cappedCount = async (ctx: AdminContext, query: LooseQuery): Promise<number> => {
    const matching = query
      .clearSelect()
      .select(sql.lit(1).as("one"))
      .limit(COUNTED_TOTAL_CAP + 1);
    const row = await loose(ctx.services.db)
      .selectFrom(matching.as("matching"))
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };

  const ordered = (query: LooseQuery, order: string | undefined): LooseQuery => {
    const fallback = target.defaultOrder ?? (columns.weigh ? "weigh,desc" : `${PK},desc`);
    const { field, dir } = parseOrder(columns, order || fallback);
    const q = query.orderBy((eb) => columnRead(eb, field, secret), dir);
    return field === PK ? q : q.orderBy(PK, dir);
  };

  const finish = async (rows: Record<string, unknown>[], ctx: AdminContext): Promise<L[]> => {
    const parsed = rows.map(target.parseRow);
    return target.decorate ? target.decorate(parsed, ctx) : (parsed as unknown as L[]);
  };

  /** Times given as text ("2026-11-27 08:00:00") are read on the site's clock. */
  const filtered = async (
    ctx: AdminContext,
    input: Pick<IndexQuery, "quickSearch" | "search" | "initValue">,
  ) =>
    applyFilters(base(ctx), input, {
      columns,
      quickSearch: target.quickSearch,
      ...(target.quickSearchVia ? { quickSearchVia: target.quickSearchVia } : {}),
      pk: PK,
      secret,
      timeZone: await siteTimeZone(ctx.services.db),
    });

  /** One row this admin may see; `written`: the row he has just added, answered whatever the scope. */
  const loadOne = async (ctx: AdminContext, id: number, written = false): Promise<L> => {
    const row = await (written ? unscoped(ctx) : base(ctx)).where(PK, "=", id).executeTakeFirst();
    if (!row) throw notFound();
    const [listed] = await finish([row], ctx);
    if (!listed) throw notFound();
    return listed;
  };

  /** Ids among `ids` that this admin may touch (the scope applies to writes too). */
  const visibleIds = async (ctx: AdminContext, ids: number[]): Promise<number[]> => {
    const rows = await base(ctx).where(PK, "in", ids).execute();
    return rows.map((r) => Number(r[PK]));
  };

  return {
    columns,
    loadOne,
    visibleIds,

    /** One page of the filtered, ordered rows (remote select: the chosen keys, whatever the page). */
    async page(ctx: AdminContext, input: IndexQuery) {
      const query = await filtered(ctx, input);
      const remote = input.initValue !== undefined;
      const limit = remote ? 1000 : input.limit;
      const offset = remote ? 0 : (input.page - 1) * limit;
      const [rows, count] = await reading(
        Promise.all([
          ordered(query, input.order).limit(limit).offset(offset).execute(),
          cappedCount(ctx, query),
        ]),
      );
      return { list: await finish(rows, ctx), total: count, remark: target.remark ?? "" };
    },

    /** Every matching row nested by `pid` (flat while searching or selecting). */
    async tree(ctx: AdminContext, input: IndexQuery) {
      const rows = await reading(
        ordered(await filtered(ctx, input), input.order)
          .limit(5000)
          .execute(),
      );
      const list = await finish(rows, ctx);
      const searching = Boolean(input.quickSearch?.trim()) || (input.search?.length ?? 0) > 0;
      const tree: TreeRow<L>[] = searching || input.select ? list : nest(list, PK);
      return { list: tree, total: list.length, remark: target.remark ?? "" };
    },

    /**
     * The filtered, ordered list (no paging) as CSV with a BOM, as a person reads it (`csvColumns`), named
     * after the table and the site's day. Its lines are made as they are sent (`csvChunks`): the ids in
     * the asked order first, then their rows EXPORT_BATCH at a time, so the memory it takes does not grow
     * with the table. A caller that sends the file as it is made (the REST export, `ctx.streamsExport`)
     * gets the lines as `streamedCsv`; others the whole text.
     */
    async exportCsv(ctx: AdminContext, input: Pick<IndexQuery, "quickSearch" | "search" | "order">) {
      const timeZone = await siteTimeZone(ctx.services.db);
      const ids = await reading(
        ordered(await filtered(ctx, input), input.order)
          .clearSelect()
          .select(PK)
          .limit(EXPORT_LIMIT)
          .execute(),
      );
      const shown = csvColumns(columns, target.collection, { lang: ctx.lang, timeZone });
      const batches = async function* () {
        for (let at = 0; at < ids.length; at += EXPORT_BATCH) {
          const wanted = ids.slice(at, at + EXPORT_BATCH).map((row) => Number(row[PK]));
          const rows = await reading(base(ctx).where(PK, "in", wanted).execute());
          const byId = new Map(rows.map((row) => [Number(row[PK]), row]));
          const inOrder = wanted.flatMap((id) => {
            const row = byId.get(id);
            return row ? [row] : [];
          });
          const list = (await finish(inOrder, ctx)) as Record<string, unknown>[];
          yield list.map((row) => shown.map((c) => c.text(row)));
        }
      };
      const lines = csvChunks(
        shown.map((c) => c.title),
        batches(),
      );
      const name = target.table.split(".").at(-1) ?? target.table;
      const day = formatInZone(new Date(), timeZone, "yyyy-mm-dd");
      const filename = `${name}-${day}.csv`;
      if (ctx.streamsExport) return streamedCsv(filename, lines);
      let csv = "";
      for await (const chunk of lines) csv += chunk;
      return { filename, csv };
    },

    /**
     * Writes with `save` in a transaction and answers the saved row. The scope limits which stored rows
     * an admin sees; the row he has just added is his answer (a rule a non-super admin adds is not
     * among the rules he holds).
     */
    async add(ctx: AdminContext, save: (trx: Trx) => Promise<number>): Promise<L> {
      const id = await inTransaction(ctx, save);
      return loadOne(ctx, id, true);
    },

    /** Like add, for a row this admin may see; watched fields it changes are logged (ADR 0016). */
    async edit(ctx: AdminContext, id: number, save: (trx: Trx) => Promise<void>): Promise<L> {
      if ((await visibleIds(ctx, [id])).length === 0) throw notFound();
      await inTransaction(ctx, (trx) =>
        watchEdits(
          trx,
          actorOf(ctx),
          { controller: target.controller, table: target.table, ids: [id], secret },
          () => save(trx),
        ),
      );
      return loadOne(ctx, id);
    },

    /** Removes the rows with these ids that this admin may see; `before` runs in the transaction. */
    async del<T>(ctx: AdminContext, requested: number[], hooks: DeleteHooks<T> = {}) {
      const ids = await visibleIds(ctx, [...new Set(requested)]);
      if (ids.length === 0) throw refused("noRowsDeleted");
      const { count, prepared } = await inTransaction(ctx, async (trx) => {
        // Into the recycle bin first, with what the hooks and the database will delete along (ADR 0016).
        await recycleRows(trx, actorOf(ctx), target.controller, target.table, ids);
        const prepared = await hooks.before?.(trx, ids, ctx);
        const result = await loose(trx).deleteFrom(target.table).where(PK, "in", ids).executeTakeFirst();
        return { count: Number(result.numDeletedRows), prepared };
      });
      await hooks.after?.(prepared, ctx);
      return { count };
    },

    /** Swaps the `weigh` of two rows (drag sort); equal weights move the dragged row past its target. */
    async sortable(ctx: AdminContext, input: { id: number; targetId: number }) {
      if (!columns.weigh) throw badParameter();
      const ids = await visibleIds(ctx, [input.id, input.targetId]);
      if (ids.length !== 2) throw notFound();
      await ctx.services.db.transaction().execute(async (trx) => {
        const db = loose(trx);
        const rows = await db
          .selectFrom(target.table)
          .select([PK, "weigh"])
          .where(PK, "in", ids)
          .forUpdate()
          .execute();
        const weighOf = (id: number) => Number(rows.find((r) => Number(r[PK]) === id)?.weigh ?? 0);
        let [a, b] = [weighOf(input.id), weighOf(input.targetId)];
        if (a === b) a -= 1;
        [a, b] = [b, a];
        await db.updateTable(target.table).set({ weigh: a }).where(PK, "=", input.id).execute();
        await db.updateTable(target.table).set({ weigh: b }).where(PK, "=", input.targetId).execute();
      });
      return { id: input.id, targetId: input.targetId };
    },
  };
}
