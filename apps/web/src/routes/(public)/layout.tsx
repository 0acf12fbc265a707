import { createFileRoute } from "@tanstack/react-router";
import { portalQueries } from "../../features/public/content/portal-queries.ts";
import { ArticleCentrePage } from "../../features/public/pages/article-centre-page.tsx";

export const Route = createFileRoute("/(public)/layout")({
  staticData: { title: "layout" },
  loader: ({ context }) => context.queryClient.ensureQueryData(portalQueries.layout()),
  component: ArticleCentrePage,
});
