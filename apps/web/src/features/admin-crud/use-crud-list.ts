import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CrudProcedures, ExportQuery, IndexQuery } from "./crud-types.ts";

/**
 * One controller's list and the writes a table makes to it, through the controller's tRPC query and
 * mutation options; a refresh invalidates every query under the controller's key (its pages, its
 * tree, its choices), as any write of the list may change them all.
 */
export function useCrudList<R>(procedures: CrudProcedures<R>, query: IndexQuery) {
  const queryClient = useQueryClient();
  const list = useQuery(procedures.index.queryOptions(query, { placeholderData: keepPreviousData }));
  const del = useMutation(procedures.del?.mutationOptions() ?? {});
  const sortable = useMutation(procedures.sortable?.mutationOptions() ?? {});
  const exportCsv = procedures.exportCsv;
  return {
    list,
    refresh: () => queryClient.invalidateQueries(procedures.pathFilter()),
    del: procedures.del ? (ids: number[]) => del.mutateAsync({ ids }) : undefined,
    sortable: procedures.sortable
      ? (id: number, targetId: number) => sortable.mutateAsync({ id, targetId })
      : undefined,
    // An export is fetched afresh each time and not kept.
    exportCsv: exportCsv
      ? (filters: ExportQuery) =>
          queryClient.fetchQuery({ ...exportCsv.queryOptions(filters), staleTime: 0, gcTime: 0 })
      : undefined,
  };
}
