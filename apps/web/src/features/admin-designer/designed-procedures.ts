import type { CollectionProcedures } from "../admin-collections/collection-procedures.ts";
import { trpcClient, type useTRPC } from "../admin-shell/trpc.ts";

type Trpc = ReturnType<typeof useTRPC>;

/**
 * One designed table's controller as the collection page uses a product table's: the designed router
 * serves every table, so each call carries the table's name, and a form's values go as its `row`. The
 * table's cache and its saved column choice are keyed by "designed.<table>".
 */
export function designedProcedures(trpc: Trpc, table: string): CollectionProcedures {
  const withTable = <I extends object>(input: I) => ({ ...input, table });
  const procedures = {
    pathKey: () => [["designed", table]],
    pathFilter: () => trpc.designed.pathFilter(),
    index: {
      queryOptions: (input: object, options?: object) =>
        trpc.designed.index.queryOptions(withTable(input), options),
    },
    del: {
      mutationOptions: () => ({
        mutationFn: (input: { ids: number[] }) => trpcClient.designed.del.mutate(withTable(input)),
      }),
    },
    sortable: {
      mutationOptions: () => ({
        mutationFn: (input: { id: number; targetId: number }) =>
          trpcClient.designed.sortable.mutate(withTable(input)),
      }),
    },
    exportCsv: {
      queryOptions: (input: object) => trpc.designed.exportCsv.queryOptions(withTable(input)),
    },
    add: (row: Record<string, unknown>) => trpcClient.designed.add.mutate({ table, row }),
    edit: ({ id, ...row }: Record<string, unknown>) =>
      trpcClient.designed.edit.mutate({ table, id: id as number, row }),
  };
  // The generic table reads only these members; their inputs are the generic CRUD's plus the table.
  return procedures as unknown as CollectionProcedures;
}
