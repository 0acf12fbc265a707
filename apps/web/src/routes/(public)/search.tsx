import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod/mini";
import { SearchPage } from "../../features/public/pages/search-page.tsx";
import { pageParam } from "../../features/public/pages/search-params.ts";
import { searchQuery } from "../../features/public/pages/search-results.ts";

// The router parses query values as JSON, so "?keywords=2024" arrives as a number.
const searchParams = z.object({
  keywords: z.catch(z.optional(z.coerce.string().check(z.trim())), undefined),
  page: pageParam(1000),
});

export const Route = createFileRoute("/(public)/search")({
  validateSearch: searchParams,
  loaderDeps: ({ search }) => ({ q: search.keywords ?? "", page: search.page ?? 1 }),
  staticData: { title: "search" },
  // Results are part of the page's HTML; a failed search shows its message on the page instead.
  loader: async ({ context, deps }) => {
    if (deps.q === "") return;
    await context.queryClient.ensureQueryData(searchQuery(deps.q, deps.page)).catch(() => undefined);
  },
  component: SearchRoute,
});

function SearchRoute() {
  const { keywords, page } = Route.useSearch();
  return <SearchPage keywords={keywords} page={page ?? 1} />;
}
