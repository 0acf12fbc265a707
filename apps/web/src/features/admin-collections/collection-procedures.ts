import type { Collection } from "@corp/domain/collections/collection";
import type { UseQueryOptions } from "@tanstack/react-query";
import type { CrudProcedures } from "../admin-crud/crud-types.ts";
import { trpcClient, type useTRPC } from "../admin-shell/trpc.ts";

type Trpc = ReturnType<typeof useTRPC>;
type Row = { id: number } & Record<string, unknown>;
type Writer = { mutate: (input: Record<string, unknown>) => Promise<unknown> };

/** What the page of a collection uses of its controller: the shared table's procedures and the writes. */
export type CollectionProcedures = CrudProcedures<Row> & {
  pathFilter: () => { queryKey: readonly unknown[] };
  add: (input: Record<string, unknown>) => Promise<unknown>;
  edit: (input: Record<string, unknown>) => Promise<unknown>;
};

/** The controller of a page node in a tRPC proxy (`content/page` -> `root.content.page`). */
function controllerAt<T>(root: object, node: string): T {
  const [directory = "", controller = ""] = node.split("/");
  return (root as Record<string, Record<string, T>>)[directory]?.[controller] as T;
}

/** A query of rows, as a collection's extra procedure answers it (a rule's controllers). */
type RowsQuery = {
  queryOptions: () => UseQueryOptions<Record<string, unknown>[], Error, Record<string, unknown>[]>;
};

/** A query procedure of a controller by its node and name: the values an `offered` field chooses among. */
export const procedureOf = (trpc: Trpc, node: string, procedure: string): RowsQuery =>
  controllerAt<Record<string, RowsQuery>>(trpc, node)[procedure] as RowsQuery;

/** The list of any controller by its node: the rows a relation field chooses among. */
export const indexOf = (trpc: Trpc, node: string): CrudProcedures<Row>["index"] =>
  controllerAt<CrudProcedures<Row>>(trpc, node).index;

/**
 * A collection's controller (`<directory>/<controller>` -> `trpc.<directory>.<controller>`): the router is made from
 * the same declaration on the server, so the procedures named here exist with the inputs the declaration
 * checks.
 */
export function collectionProcedures(trpc: Trpc, collection: Collection): CollectionProcedures {
  const [directory = "", controller = ""] = collection.node.split("/");
  const at = <T>(root: object): T =>
    (root as Record<string, Record<string, T>>)[directory]?.[controller] as T;
  const procedures = at<CollectionProcedures>(trpc);
  const client = at<Record<"add" | "edit", Writer>>(trpcClient);
  // The decorated procedures are proxies: their members are read where they are, not copied.
  return {
    pathKey: () => procedures.pathKey(),
    pathFilter: () => procedures.pathFilter(),
    index: procedures.index,
    exportCsv: procedures.exportCsv,
    del: procedures.del,
    sortable: procedures.sortable,
    add: (input) => client.add.mutate(input),
    edit: (input) => client.edit.mutate(input),
  } as CollectionProcedures;
}
