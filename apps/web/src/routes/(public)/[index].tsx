import { createFileRoute } from "@tanstack/react-router";
import { portalQueries } from "../../features/public/content/portal-queries.ts";
import { HomePage } from "../../features/public/pages/home-page.tsx";

/** SPEC §2: /index is the home page too (the address older links of the site use). */
export const Route = createFileRoute("/(public)/index")({
  staticData: { title: "home" },
  loader: ({ context }) => context.queryClient.ensureQueryData(portalQueries.home()),
  component: HomePage,
});
