import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../app/api.ts";
import { envelopeData } from "../../../lib/request/client.ts";

/** Content is edited in the admin area, rarely while a page is open: a minute before it is fetched again. */
const PORTAL_STALE_MS = 60_000;

/** A missing article is a page of its own (404), not an error toast. */
const call = (signal: AbortSignal) => api.through({ showErrorMessage: false, signal });

export type PageName = "company" | "history" | "contact";
export type ListQuery = { cid?: number | undefined; page: number; limit: number };

/** The public pages' content (`/api/portal/*`), one query per endpoint and query string. */
export const portalQueries = {
  home: () =>
    queryOptions({
      queryKey: ["portal", "home"] as const,
      queryFn: ({ signal }) => envelopeData(api.client.GET("/api/portal/home", call(signal))),
      staleTime: PORTAL_STALE_MS,
    }),
  page: (name: PageName) =>
    queryOptions({
      queryKey: ["portal", "page", name] as const,
      queryFn: ({ signal }) =>
        envelopeData(api.client.GET("/api/portal/page", { params: { query: { name } }, ...call(signal) })),
      staleTime: PORTAL_STALE_MS,
    }),
  articles: (query: ListQuery) =>
    queryOptions({
      queryKey: ["portal", "articles", query] as const,
      queryFn: ({ signal }) =>
        envelopeData(
          api.client.GET("/api/portal/articles", {
            params: {
              query: { page: query.page, limit: query.limit, ...(query.cid ? { cid: query.cid } : {}) },
            },
            ...call(signal),
          }),
        ),
      staleTime: PORTAL_STALE_MS,
    }),
  topics: (tid: number | undefined) =>
    queryOptions({
      queryKey: ["portal", "topics", tid ?? 0] as const,
      queryFn: ({ signal }) =>
        envelopeData(
          api.client.GET("/api/portal/topics", { params: { query: tid ? { tid } : {} }, ...call(signal) }),
        ),
      staleTime: PORTAL_STALE_MS,
    }),
  layout: () =>
    queryOptions({
      queryKey: ["portal", "layout"] as const,
      queryFn: ({ signal }) => envelopeData(api.client.GET("/api/portal/layout", call(signal))),
      staleTime: PORTAL_STALE_MS,
    }),
  // Each fetch counts a view: kept for the visit, fetched again on the next one.
  article: (id: number) =>
    queryOptions({
      queryKey: ["portal", "article", id] as const,
      queryFn: ({ signal }) =>
        envelopeData(api.client.GET("/api/portal/article", { params: { query: { id } }, ...call(signal) })),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  meta: (path: string) =>
    queryOptions({
      queryKey: ["portal", "meta", path] as const,
      queryFn: ({ signal }) =>
        envelopeData(api.client.GET("/api/portal/meta", { params: { query: { path } }, ...call(signal) })),
      staleTime: Number.POSITIVE_INFINITY,
    }),
};
