import { sanitizeRichHtml } from "@corp/db/rich-html";
import type { TableName } from "@corp/db/schema";
import {
  addInputOf,
  type Collection,
  type CollectionAction,
  editInputOf,
  type Fields,
  rowSchemaOf,
} from "@corp/domain/collections/collection";
import type { z } from "zod";
import { nowSeconds } from "../../envelope.ts";
import { router } from "../trpc/trpc.ts";
import type { AdminContext } from "./context.ts";
import { crud, type Trx } from "./crud.ts";
import { loose } from "./query.ts";
import { assertDepth, assertNoOrphans, assertParentAllowed, type TreeTable } from "./tree-guard.ts";

/** The fields the server sets itself on a write: times of insert and of the last write. */
function stamps(collection: Collection, moment: "insert" | "update"): Record<string, number> {
  const now = nowSeconds();
  return Object.fromEntries(
    Object.entries(collection.fields)
      .filter(([, f]) => f.stamp === "update" || (moment === "insert" && f.stamp === "insert"))
      .map(([name]) => [name, now]),
  );
}

/** The written values as they are stored: rich text sanitised. */
function cleaned(collection: Collection, values: Record<string, unknown>): Record<string, unknown> {
  const out = { ...values };
  for (const [name, field] of Object.entries(collection.fields)) {
    if (field.clean === "richHtml" && typeof out[name] === "string") out[name] = sanitizeRichHtml(out[name]);
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
    const ids = [...new Set(named.map((r) => Number(r[name])))];
    const found =
      ids.length === 0
        ? []
        : await loose(ctx.services.db)
            .selectFrom(relation.table)
            .select(["id", relation.labelField])
            .where("id", "in", ids)
            .execute();
    const names = new Map(found.map((r) => [Number(r.id), String(r[relation.labelField] ?? "")]));
    named = named.map((r) => ({ ...r, [relation.as]: names.get(Number(r[name])) ?? "" }));
  }
  return named;
}

async function insertRow(trx: Trx, collection: Collection, values: Record<string, unknown>): Promise<number> {
  const row = await loose(trx)
    .insertInto(collection.table)
    .values({ ...cleaned(collection, values), ...stamps(collection, "insert") })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

async function updateRow(
  trx: Trx,
  collection: Collection,
  id: number,
  values: Record<string, unknown>,
): Promise<void> {
  await loose(trx)
    .updateTable(collection.table)
    .set({ ...cleaned(collection, values), ...stamps(collection, "update") })
    .where("id", "=", id)
    .execute();
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
 * What a collection does beyond its declaration, in the write's transaction: checks that refuse a change
 * (a page the public routes need), dependent rows.
 */
export type CollectionHooks = {
  /** Before an edit writes the row: throw a refusal to change nothing. */
  beforeEdit?: (trx: Trx, id: number, values: Record<string, unknown>) => Promise<void>;
  /** Before the rows are deleted (and kept in the recycle bin). */
  beforeDelete?: (trx: Trx, ids: number[]) => Promise<void>;
};

/**
 * The admin controller of a declared collection: list, one row, export, add and edit checked by the
 * declaration's input, delete into the recycle bin, drag sort. A button the collection does not declare
 * has no procedure, so not even a super admin can call it.
 */
export function collectionRouter<F extends Fields, A extends CollectionAction>(
  collection: Collection<F> & { readonly actions: readonly A[] },
  hooks: CollectionHooks = {},
) {
  const row = rowSchemaOf(collection);
  const ops = crud({
    table: collection.table as TableName,
    node: collection.node,
    row,
    quickSearch: collection.list.quickSearch as readonly (keyof z.output<typeof row> & string)[],
    ...(collection.list.order ? { defaultOrder: collection.list.order } : {}),
    ...(Object.values(collection.fields).some((f) => f.relation)
      ? {
          decorate: (rows: z.output<typeof row>[], ctx: AdminContext) =>
            withRelationNames(collection, rows, ctx),
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
    if (tree.levels) await assertDepth(trx, treeTable, id, pid, tree.levels);
  };
  const beforeDelete = async (trx: Trx, ids: number[]) => {
    if (tree) await assertNoOrphans(trx, treeTable, ids);
    await hooks.beforeDelete?.(trx, ids);
  };
  const all = {
    // A tree is listed whole and nested (flat while searching); its rows carry their `children`.
    index: tree ? (ops.treeIndex() as unknown as ReturnType<typeof ops.index>) : ops.index(),
    get: ops.get(),
    exportCsv: ops.exportCsv(),
    add: ops.add(addInputOf(collection), async (trx, input) => {
      const values = input as Record<string, unknown>;
      await checkParent(trx, 0, values);
      return insertRow(trx, collection, values);
    }),
    edit: ops.edit(editInputOf(collection), async (trx, input) => {
      const { id, ...values } = input as { id: number } & Record<string, unknown>;
      await checkParent(trx, id, values);
      await hooks.beforeEdit?.(trx, id, values);
      await updateRow(trx, collection, id, values);
    }),
    del: ops.del({ before: beforeDelete }),
    sortable: ops.sortable(),
  };
  return router(offered(all, collection.actions));
}
