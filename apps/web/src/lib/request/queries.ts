import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "./client.ts";

/**
 * Start-up and shell data. None of it changes while a page is open, so each is fetched once
 * (staleTime: Infinity) and refreshed only by an explicit invalidation (language switch, logout).
 */
export function createQueries(api: ApiClient) {
  return {
    common: () =>
      queryOptions({
        queryKey: ["api", "Index", "common"] as const,
        queryFn: ({ signal }) => api.common({ signal }),
        staleTime: Number.POSITIVE_INFINITY,
      }),
    siteIndex: (requiredLogin: 0 | 1) =>
      queryOptions({
        queryKey: ["api", "index", "index", { requiredLogin }] as const,
        queryFn: ({ signal }) => api.siteIndex(requiredLogin, { signal }),
        staleTime: Number.POSITIVE_INFINITY,
      }),
    adminIndex: () =>
      queryOptions({
        queryKey: ["admin", "index", "index"] as const,
        queryFn: ({ signal }) => api.adminIndex({ signal }),
        staleTime: Number.POSITIVE_INFINITY,
      }),
  };
}

export type Queries = ReturnType<typeof createQueries>;
