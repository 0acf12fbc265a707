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
import { crud, type Trx } from "./crud.ts";
import { loose } from "./query.ts";

/** The fields the server sets itself on a write: times of insert and of the last write. */
function stamps(collection: Collection, moment: "insert" | "update"): Record<string, number> {
  const now = nowSeconds();
  return Object.fromEntries(
    Object.entries(collection.fields)
      .filter(([, f]) => f.stamp === "update" || (moment === "insert" && f.stamp === "insert"))
      .map(([name]) => [name, now]),
  );
}

async function insertRow(trx: Trx, collection: Collection, values: object): Promise<number> {
  const row = await loose(trx)
    .insertInto(collection.table)
    .values({ ...values, ...stamps(collection, "insert") })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

async function updateRow(trx: Trx, collection: Collection, id: number, values: object): Promise<void> {
  await loose(trx)
    .updateTable(collection.table)
    .set({ ...values, ...stamps(collection, "update") })
    .where("id", "=", id)
    .execute();
}

/** The procedures a collection offers: reading always, each write only when it declares the button. */
function offered<P extends Record<string, unknown>, A extends CollectionAction>(
  all: P,
  actions: readonly A[],
): Pick<P, ("index" | "get" | "exportCsv" | A) & keyof P> {
  const always = ["index", "get", "exportCsv"];
  return Object.fromEntries(
    Object.entries(all).filter(
      ([name]) => always.includes(name) || (actions as readonly string[]).includes(name),
    ),
  ) as Pick<P, ("index" | "get" | "exportCsv" | A) & keyof P>;
}

/**
 * The admin controller of a declared collection: list, one row, export, add and edit checked by the
 * declaration's input, delete into the recycle bin, drag sort. A button the collection does not declare
 * has no procedure, so not even a super admin can call it.
 */
export function collectionRouter<F extends Fields, A extends CollectionAction>(
  collection: Collection<F> & { readonly actions: readonly A[] },
) {
  const row = rowSchemaOf(collection);
  const ops = crud({
    table: collection.table as TableName,
    node: collection.node,
    row,
    quickSearch: collection.list.quickSearch as readonly (keyof z.output<typeof row> & string)[],
    ...(collection.list.order ? { defaultOrder: collection.list.order } : {}),
  });
  const all = {
    index: ops.index(),
    get: ops.get(),
    exportCsv: ops.exportCsv(),
    add: ops.add(addInputOf(collection), (trx, input) => insertRow(trx, collection, input)),
    edit: ops.edit(editInputOf(collection), (trx, input) => {
      const { id, ...values } = input as { id: number };
      return updateRow(trx, collection, id, values);
    }),
    del: ops.del(),
    sortable: ops.sortable(),
  };
  return router(offered(all, collection.actions));
}
