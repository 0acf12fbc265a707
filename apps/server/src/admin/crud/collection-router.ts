import { sanitizeRichHtml } from "@corp/db/rich-html";
import type { TableName } from "@corp/db/schema";
import { articleSearchVector } from "@corp/db/search-vector";
import {
  addInputOf,
  type Collection,
  type CollectionAction,
  editInputOf,
  type ListedRowOf,
  rowSchemaOf,
} from "@corp/domain/collections/collection";
import { sql } from "kysely";
import type { z } from "zod";
import { hashPassword } from "../../auth/password.ts";
import { nowSeconds } from "../../envelope.ts";
import { router } from "../trpc/trpc.ts";
import type { AdminContext } from "./context.ts";
import { crud, type Trx } from "./crud.ts";
import { type LooseQuery, loose, type QuickSearchVia } from "./query.ts";
import { assertDepth, assertNoOrphans, assertParentAllowed, type TreeTable } from "./tree-guard.ts";
import { withVirtualFields, writeGrants } from "./virtual-fields.ts";

/** The fields the server sets itself on a write: times of insert and of the last write. */
function stamps(collection: Collection, moment: "insert" | "update"): Record<string, number> {
  const now = nowSeconds();
  return Object.fromEntries(
    Object.entries(collection.fields)
      .filter(([, f]) => f.stamp === "update" || (moment === "insert" && f.stamp === "insert"))
      .map(([name]) => [name, now]),
  );
}

/**
 * The written values as the server keeps them: rich text sanitised, a password as its hash (one left
 * empty or out keeps the current one).
 */
async function cleaned(
  collection: Collection,
  values: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const out = { ...values };
  for (const [name, field] of Object.entries(collection.fields)) {
    if (field.clean === "richHtml" && typeof out[name] === "string") out[name] = sanitizeRichHtml(out[name]);
    if (field.clean === "password") {
      if (typeof out[name] === "string" && out[name] !== "") out[name] = await hashPassword(out[name]);
      else delete out[name];
    }
  }
  return out;
}

/**
 * The values as columns take them: JSON as text, and the fields the server derives computed; the fields
 * kept outside the table left out.
 */
function stored(collection: Collection, values: Record<string, unknown>): Record<string, unknown> {
  const out = { ...values };
  for (const [name, field] of Object.entries(collection.fields)) {
    if (!field.column) {
      delete out[name];
      continue;
    }
    // JSON as text; none is SQL NULL, which the NULL filter finds (not JSON's null).
    if (field.storage === "json" && name in out)
      out[name] = out[name] === null || out[name] === undefined ? null : JSON.stringify(out[name]);
    const from = field.derived?.searchVector;
    if (from) {
      const [title = "", summary = "", content = ""] = from.map((f) => String(values[f] ?? ""));
      out[name] = articleSearchVector({ title, summary, content });
    }
  }
  return out;
}

/** Adds to listed rows the name of the row each relation field points at (`page_title` beside `page_id`). */
async function withRelationNames<R extends Record<string, unknown>>(
  collection: Collection,
  rows: R[],
  ctx: AdminContext,
): Promise<R[]> {
  let named = rows;
  for (const [name, field] of Object.entries(collection.fields)) {
    const relation = field.relation;
    if (!relation) continue;
    // An optional relation pointing at none (NULL) has no name to look up.
    const ids = [...new Set(named.flatMap((r) => (r[name] === null ? [] : [Number(r[name])])))];
    const found =
      ids.length === 0
        ? []
        : await loose(ctx.services.db)
            .selectFrom(relation.table)
            .select(["id", relation.labelField])
            .where("id", "in", ids)
            .execute();
    const names = new Map(found.map((r) => [Number(r.id), String(r[relation.labelField] ?? "")]));
    named = named.map((r) => ({
      ...r,
      [relation.as]: r[name] === null ? "" : (names.get(Number(r[name])) ?? ""),
    }));
  }
  return named;
}

/**
 * Writes a row of the collection from its checked input, in the caller's transaction: a new row when `id`
 * is 0. The values are cleaned, prepared by the hooks, stored with the server's stamps and derived
 * fields, and handed to the hooks once written (a revision). Answers the row's id.
 */
export async function writeRow(
  trx: Trx,
  collection: Collection,
  hooks: CollectionHooks,
  id: number,
  input: Record<string, unknown>,
  ctx: AdminContext,
): Promise<number> {
  const values = hooks.prepare
    ? await hooks.prepare(await cleaned(collection, input), trx, id)
    : await cleaned(collection, input);
  const columns = stored(collection, values);
  let written = id;
  if (id === 0 && hooks.insert) {
    written = await hooks.insert(trx, columns, ctx);
  } else if (id === 0) {
    const values = { ...columns, ...stamps(collection, "insert") };
    const row = await loose(trx)
      .insertInto(collection.table)
      // A row of defaults only (a designed table whose form writes nothing).
      .values(Object.keys(values).length > 0 ? values : { id: sql`default` })
      .returning("id")
      .executeTakeFirstOrThrow();
    written = Number(row.id);
  } else {
    const values = { ...columns, ...stamps(collection, "update") };
    // An edit that sends nothing (a designed table's, which changes only what it sends) writes nothing.
    if (Object.keys(values).length > 0)
      await loose(trx).updateTable(collection.table).set(values).where("id", "=", id).execute();
  }
  await writeGrants(trx, collection, written, values);
  await hooks.afterWrite?.(trx, written, values, ctx, id === 0);
  return written;
}

/** What a button offers: the edit form's row comes with `edit`, the list and its export with `index`. */
type Offered<A extends CollectionAction> = "index" | "exportCsv" | A | ("edit" extends A ? "get" : never);

/** The procedures a collection offers: the list always, each other one only with its button. */
function offered<P extends Record<string, unknown>, A extends CollectionAction>(
  all: P,
  actions: readonly A[],
): Pick<P, Offered<A> & keyof P> {
  const names = new Set<string>(["index", "exportCsv", ...actions]);
  if (names.has("edit")) names.add("get");
  return Object.fromEntries(Object.entries(all).filter(([name]) => names.has(name))) as Pick<
    P,
    Offered<A> & keyof P
  >;
}

/**
 * What a collection does beyond its declaration: checks that refuse a change (a page the public routes
 * need), values the server decides (a publish time), records kept beside a write (revisions), what the
 * list adds to a row (a state). The procedures of extra buttons are merged into its router. Writes run in the write's transaction.
 */
export type CollectionHooks = {
  /**
   * The values to store, from the checked and cleaned input: a publish time set on publishing, the table
   * a rule's controller writes (read in the write's transaction; throw a refusal to change nothing).
   */
  prepare?: (
    values: Record<string, unknown>,
    trx: Trx,
    id: number,
  ) => Record<string, unknown> | Promise<Record<string, unknown>>;
  /** Before a row is written (`id` 0 for a new one), with the checked input: throw a refusal to change nothing. */
  beforeWrite?: (trx: Trx, id: number, values: Record<string, unknown>, ctx: AdminContext) => Promise<void>;
  /** Once a row is written, with the values stored (JSON not yet as text); `created` for a new row. */
  afterWrite?: (
    trx: Trx,
    id: number,
    values: Record<string, unknown>,
    ctx: AdminContext,
    created: boolean,
  ) => Promise<void>;
  /**
   * Before the rows are deleted (and kept in the recycle bin): a refusal, or what `afterDelete` needs
   * once the delete has committed (the files no other row names).
   */
  beforeDelete?: (trx: Trx, ids: number[], ctx: AdminContext) => Promise<unknown>;
  /** Once the delete has committed, with what `beforeDelete` answered: what lives outside the database. */
  afterDelete?: (prepared: unknown, ctx: AdminContext) => Promise<void>;
  /**
   * Inserts a new row itself, answering its id, where the table takes rows its own way (a ledger's entry,
   * which the database checks and which moves a balance).
   */
  insert?: (trx: Trx, values: Record<string, unknown>, ctx: AdminContext) => Promise<number>;
  /** The quick search also finds rows whose column refers to a matching row of another table. */
  quickSearchVia?: QuickSearchVia<string>;
  /** How a column is written into the CSV export where the stored value is not what people read. */
  exportAs?: Partial<Record<string, (value: unknown) => unknown>>;
  /** Limits which rows this admin may see and change (the rules he holds). */
  scope?: (query: LooseQuery, ctx: AdminContext) => LooseQuery;
  /** What the list and a written row's answer add to or mask in each row. */
  decorate?: (
    rows: Record<string, unknown>[],
    ctx: AdminContext,
  ) => Record<string, unknown>[] | Promise<Record<string, unknown>[]>;
};

/**
 * The admin controller of a declared collection: list, one row, export, add and edit checked by the
 * declaration's input, delete into the recycle bin, drag sort. A button the collection does not declare
 * has no procedure, so not even a super admin can call it.
 */
export function collectionRouter<C extends Collection & { readonly actions: readonly CollectionAction[] }>(
  collection: C,
  hooks: CollectionHooks = {},
) {
  return router(collectionProcedures(collection, hooks));
}

/**
 * The procedures of `collectionRouter`, for a controller that answers one of its buttons its own way (the
 * settings' `edit` saves values by name): spread them into its router and name its own after.
 */
export function collectionProcedures<
  C extends Collection & { readonly actions: readonly CollectionAction[] },
>(collection: C, hooks: CollectionHooks = {}) {
  if (collection.key) {
    throw new Error(
      `${collection.table} is keyed by ${collection.key}: it has its own controller, not the engine's`,
    );
  }
  // The declaration seen with its own fields' names (C is its narrower declared type).
  const declared = collection as unknown as Collection<C["fields"]>;
  const row = rowSchemaOf(declared);
  type Listed = ListedRowOf<C>;
  const { unsearchable, secret } = collection.list;
  const ops = crud<typeof row, Listed>({
    table: collection.table as TableName,
    node: collection.node,
    row,
    quickSearch: collection.list.quickSearch as readonly (keyof z.output<typeof row> & string)[],
    ...(collection.list.order ? { defaultOrder: collection.list.order } : {}),
    ...(hooks.quickSearchVia
      ? { quickSearchVia: hooks.quickSearchVia as QuickSearchVia<keyof z.output<typeof row> & string> }
      : {}),
    ...(hooks.exportAs ? { exportAs: hooks.exportAs } : {}),
    ...(hooks.scope ? { scope: hooks.scope } : {}),
    ...(unsearchable ? { unsearchable: unsearchable as (keyof z.output<typeof row> & string)[] } : {}),
    ...(secret
      ? { secret: { columns: secret.fields, when: { column: secret.when.field, in: secret.when.in } } }
      : {}),
    ...(Object.values(collection.fields).some((f) => f.relation || !f.column) || hooks.decorate
      ? {
          decorate: async (rows: z.output<typeof row>[], ctx: AdminContext) => {
            const named = await withVirtualFields(
              collection,
              await withRelationNames(collection, rows, ctx),
              ctx,
            );
            return (hooks.decorate ? await hooks.decorate(named, ctx) : named) as (z.output<typeof row> &
              Listed)[];
          },
        }
      : {}),
  });
  const tree = collection.tree;
  const treeTable = collection.table as TreeTable;
  /** A tree row's parent must exist, not be the row or below it, and keep the tree within its levels. */
  const checkParent = async (trx: Trx, id: number, values: Record<string, unknown>) => {
    if (!tree) return;
    const pid = Number(values.pid ?? 0);
    await assertParentAllowed(trx, treeTable, id, pid);
    if (tree.levels) await assertDepth(trx, treeTable, id, pid, tree.levels, tree.tooDeep);
  };
  const beforeDelete = async (trx: Trx, ids: number[], ctx: AdminContext): Promise<unknown> => {
    const prepared = await hooks.beforeDelete?.(trx, ids, ctx);
    if (tree) await assertNoOrphans(trx, treeTable, ids);
    return prepared;
  };
  const all = {
    // A tree is listed whole and nested (flat while searching); its rows carry their `children`.
    index: (tree ? ops.treeIndex() : ops.index()) as C extends { tree: object }
      ? ReturnType<typeof ops.treeIndex>
      : ReturnType<typeof ops.index>,
    get: ops.get(),
    info: ops.info(),
    exportCsv: ops.exportCsv(),
    add: ops.add(addInputOf(declared), async (trx, input, ctx) => {
      const values = input as Record<string, unknown>;
      await checkParent(trx, 0, values);
      await hooks.beforeWrite?.(trx, 0, values, ctx);
      return writeRow(trx, collection, hooks, 0, values, ctx);
    }),
    edit: ops.edit(editInputOf(declared), async (trx, input, ctx) => {
      const { id, ...values } = input as { id: number } & Record<string, unknown>;
      await checkParent(trx, id, values);
      await hooks.beforeWrite?.(trx, id, values, ctx);
      await writeRow(trx, collection, hooks, id, values, ctx);
    }),
    del: ops.del({ before: beforeDelete, ...(hooks.afterDelete ? { after: hooks.afterDelete } : {}) }),
    sortable: ops.sortable(),
  };
  return offered(all, collection.actions as readonly C["actions"][number][]);
}
