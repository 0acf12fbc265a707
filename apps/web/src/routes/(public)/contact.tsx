import { createFileRoute } from "@tanstack/react-router";
import { portalQueries } from "../../features/public/content/portal-queries.ts";
import { ContactPage } from "../../features/public/pages/contact-page.tsx";

export const Route = createFileRoute("/(public)/contact")({
  staticData: { title: "contact" },
  loader: ({ context }) => context.queryClient.ensureQueryData(portalQueries.page("contact")),
  component: ContactPage,
});
