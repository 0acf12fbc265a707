import { createFileRoute } from "@tanstack/react-router";
import { EmptyContent } from "../../features/public-pages/empty-content.tsx";
import { PageShell } from "../../features/public-pages/page-shell.tsx";

export const Route = createFileRoute("/(public)/us/company")({
  staticData: { title: "company" },
  component: CompanyPage,
});

function CompanyPage() {
  return (
    <PageShell titleKey="company">
      <EmptyContent />
    </PageShell>
  );
}
