import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { SearchPage } from "../../features/portal-pages/search-page.tsx";

// The router parses query values as JSON, so "?keywords=2024" arrives as a number.
const searchParams = z.object({
  keywords: z.coerce.string().trim().optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(1000).optional().catch(undefined),
});

export const Route = createFileRoute("/(public)/search")({
  validateSearch: searchParams,
  staticData: { title: "search" },
  component: SearchRoute,
});

function SearchRoute() {
  const { keywords, page } = Route.useSearch();
  return <SearchPage keywords={keywords} page={page ?? 1} />;
}
