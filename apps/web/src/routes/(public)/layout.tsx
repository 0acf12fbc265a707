import { createFileRoute } from "@tanstack/react-router";
import { EmptyContent } from "../../features/public-pages/empty-content.tsx";
import { PageShell } from "../../features/public-pages/page-shell.tsx";

export const Route = createFileRoute("/(public)/layout")({
  staticData: { title: "layout" },
  component: ArticleCentrePage,
});

function ArticleCentrePage() {
  return (
    <PageShell titleKey="layout">
      <EmptyContent />
    </PageShell>
  );
}
