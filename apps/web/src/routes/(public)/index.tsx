import { createFileRoute } from "@tanstack/react-router";
import { portalQueries } from "../../features/public/content/portal-queries.ts";
import { HomePage } from "../../features/public/pages/home-page.tsx";

export const Route = createFileRoute("/(public)/")({
  staticData: { title: "home" },
  loader: ({ context }) => context.queryClient.ensureQueryData(portalQueries.home()),
  component: HomePage,
});
