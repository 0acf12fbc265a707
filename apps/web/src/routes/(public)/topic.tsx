import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod/mini";
import { portalQueries } from "../../features/public/content/portal-queries.ts";
import { idParam, menuIdParam } from "../../features/public/pages/search-params.ts";
import { TopicPage } from "../../features/public/pages/topic-page.tsx";

export const Route = createFileRoute("/(public)/topic")({
  validateSearch: z.object({ tid: idParam, mid: menuIdParam, pid: menuIdParam }),
  loaderDeps: ({ search }) => ({ tid: search.tid }),
  staticData: { title: "topic" },
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(portalQueries.topics(deps.tid)),
  component: TopicRoute,
});

function TopicRoute() {
  return <TopicPage tid={Route.useSearch().tid} />;
}
