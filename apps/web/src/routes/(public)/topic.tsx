import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { portalQueries } from "../../features/portal-content/portal-queries.ts";
import { TopicPage } from "../../features/portal-pages/topic-page.tsx";

const id = z.coerce.number().int().positive().optional().catch(undefined);
// A top-level menu item has pid 0, which the address keeps (SPEC §2: menu clicks carry mid and pid).
const menuId = z.coerce.number().int().min(0).optional().catch(undefined);

export const Route = createFileRoute("/(public)/topic")({
  validateSearch: z.object({ tid: id, mid: menuId, pid: menuId }),
  loaderDeps: ({ search }) => ({ tid: search.tid }),
  staticData: { title: "topic" },
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(portalQueries.topics(deps.tid)),
  component: TopicRoute,
});

function TopicRoute() {
  return <TopicPage tid={Route.useSearch().tid} />;
}
