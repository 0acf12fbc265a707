import { createFileRoute } from "@tanstack/react-router";
import { portalQueries } from "../../features/public/content/portal-queries.ts";
import { CompanyPage } from "../../features/public/pages/company-page.tsx";

export const Route = createFileRoute("/(public)/us/company")({
  staticData: { title: "company" },
  loader: ({ context }) => context.queryClient.ensureQueryData(portalQueries.page("company")),
  component: CompanyPage,
});
