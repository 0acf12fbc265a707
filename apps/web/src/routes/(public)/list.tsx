import { createFileRoute } from "@tanstack/react-router";
import { EmptyContent } from "../../features/public-pages/empty-content.tsx";
import { PageShell } from "../../features/public-pages/page-shell.tsx";

export const Route = createFileRoute("/(public)/list")({
  staticData: { title: "list" },
  component: NewsListPage,
});

function NewsListPage() {
  return (
    <PageShell titleKey="list">
      <EmptyContent />
    </PageShell>
  );
}
