import type { AppRouter } from "@corp/server/trpc";
import type { inferRouterOutputs } from "@trpc/server";
import type { CrudProcedures } from "../admin-crud/crud-types.ts";
import { trpcClient, type useTRPC } from "../admin-shell/trpc.ts";

type Outputs = inferRouterOutputs<AppRouter>;

/** A row of a designed table: the id and the columns of its live design. */
export type DesignedRow = Outputs["designed"]["index"]["list"][number];

type Trpc = ReturnType<typeof useTRPC>;

/**
 * One designed table's procedures as the shared CRUD table uses a controller's: the designed router
 * serves every table, so each call carries the table's name. The table's cache and its saved column
 * choice are keyed by "designed.<table>".
 */
export function designedProcedures(trpc: Trpc, table: string) {
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
  };
  // The generic table reads only these members; their inputs are the generic CRUD's plus the table.
  return procedures as unknown as CrudProcedures<DesignedRow> & {
    pathFilter: () => { queryKey: readonly unknown[] };
  };
}
