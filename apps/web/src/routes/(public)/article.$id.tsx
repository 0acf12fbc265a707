import { Text } from "@chakra-ui/react";
import { createFileRoute } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { EmptyContent } from "../../features/public-pages/empty-content.tsx";
import { PageShell } from "../../features/public-pages/page-shell.tsx";

export const Route = createFileRoute("/(public)/article/$id")({
  staticData: { title: "article" },
  component: ArticlePage,
});

function ArticlePage() {
  const { t } = useTranslation();
  const { id } = Route.useParams();
  return (
    <PageShell titleKey="article">
      <Text color="fg.muted" mb="6">
        {t("article.number", { id })}
      </Text>
      <EmptyContent />
    </PageShell>
  );
}
