import { createFileRoute } from "@tanstack/react-router";
import { EmptyContent } from "../../features/public-pages/empty-content.tsx";
import { PageShell } from "../../features/public-pages/page-shell.tsx";

export const Route = createFileRoute("/(public)/us/history")({
  staticData: { title: "history" },
  component: HistoryPage,
});

function HistoryPage() {
  return (
    <PageShell titleKey="history">
      <EmptyContent />
    </PageShell>
  );
}
