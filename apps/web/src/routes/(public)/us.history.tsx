import { createFileRoute } from "@tanstack/react-router";
import { portalQueries } from "../../features/public/content/portal-queries.ts";
import { HistoryPage } from "../../features/public/pages/history-page.tsx";

export const Route = createFileRoute("/(public)/us/history")({
  staticData: { title: "history" },
  loader: ({ context }) => context.queryClient.ensureQueryData(portalQueries.page("history")),
  component: HistoryPage,
});
