import type { TableName } from "@corp/db/schema";
import {
  addInputOf,
  type Collection,
  type CollectionAction,
  editInputOf,
  type ListedRowOf,
  rowSchemaOf,
} from "@corp/domain/collections/collection";
import type { z } from "zod";
import { router } from "../trpc/trpc.ts";
import type { CollectionHooks } from "./collection-hooks.ts";
import { writeRow } from "./collection-write.ts";
import type { AdminContext } from "./context.ts";
import { crud, type Trx } from "./crud.ts";
import { loose, type QuickSearchVia } from "./query.ts";
import { assertDepth, assertNoOrphans, assertParentAllowed, type TreeTable } from "./tree-guard.ts";
import { withVirtualFields } from "./virtual-fields.ts";

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
    collection: declared as unknown as Collection,
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
    edit: ops.edit(
      editInputOf(declared),
      async (trx, input, ctx) => {
        const { id, ...values } = input as { id: number } & Record<string, unknown>;
        await checkParent(trx, id, values);
        await hooks.beforeWrite?.(trx, id, values, ctx);
        await writeRow(trx, collection, hooks, id, values, ctx);
      },
      hooks.afterEdit,
    ),
    del: ops.del({ before: beforeDelete, ...(hooks.afterDelete ? { after: hooks.afterDelete } : {}) }),
    sortable: ops.sortable(),
  };
  return offered(all, collection.actions as readonly C["actions"][number][]);
}
