import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod/mini";
import { portalQueries } from "../../features/public/content/portal-queries.ts";
import { NewsListPage } from "../../features/public/pages/news-list-page.tsx";
import { idParam, menuIdParam, pageParam } from "../../features/public/pages/search-params.ts";

const NEWS_PAGE_SIZE = 10;

const searchParams = z.object({
  cid: idParam,
  page: pageParam(10000),
  mid: menuIdParam,
  pid: menuIdParam,
});

export const Route = createFileRoute("/(public)/list")({
  validateSearch: searchParams,
  loaderDeps: ({ search }) => ({ cid: search.cid, page: search.page ?? 1 }),
  staticData: { title: "list" },
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(portalQueries.articles({ ...deps, limit: NEWS_PAGE_SIZE })),
  component: NewsListRoute,
});

function NewsListRoute() {
  const search = Route.useSearch();
  return (
    <NewsListPage
      query={{ cid: search.cid, page: search.page ?? 1, limit: NEWS_PAGE_SIZE }}
      menu={{ mid: search.mid, pid: search.pid }}
    />
  );
}
