import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { portalQueries } from "../../features/portal-content/portal-queries.ts";
import { NewsListPage } from "../../features/portal-pages/news-list-page.tsx";

const NEWS_PAGE_SIZE = 10;

const id = z.coerce.number().int().positive().optional().catch(undefined);
// A top-level menu item has pid 0, which the address keeps (SPEC §2: menu clicks carry mid and pid).
const menuId = z.coerce.number().int().min(0).optional().catch(undefined);

const searchParams = z.object({
  cid: id,
  page: z.coerce.number().int().min(1).max(10000).optional().catch(undefined),
  mid: menuId,
  pid: menuId,
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
