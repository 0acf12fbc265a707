import { createFileRoute } from "@tanstack/react-router";
import { EmptyContent } from "../../features/public-pages/empty-content.tsx";
import { PageShell } from "../../features/public-pages/page-shell.tsx";

export const Route = createFileRoute("/(public)/topic")({
  staticData: { title: "topic" },
  component: TopicPage,
});

function TopicPage() {
  return (
    <PageShell titleKey="topic">
      <EmptyContent />
    </PageShell>
  );
}
