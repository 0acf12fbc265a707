import { Text } from "@chakra-ui/react";
import { createFileRoute } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { EmptyContent } from "../../features/public-pages/empty-content.tsx";
import { PageShell } from "../../features/public-pages/page-shell.tsx";

// The router parses query values as JSON, so "?keywords=2024" arrives as a number.
const searchParams = z.object({
  keywords: z.coerce.string().trim().optional().catch(undefined),
});

export const Route = createFileRoute("/(public)/search")({
  validateSearch: searchParams,
  staticData: { title: "search" },
  component: SearchPage,
});

function SearchPage() {
  const { t } = useTranslation();
  const { keywords } = Route.useSearch();
  return (
    <PageShell titleKey="search">
      <Text fontSize="lg" mb="6">
        {keywords ? t("search.keywords", { keywords }) : t("search.noKeywords")}
      </Text>
      {keywords ? <EmptyContent /> : null}
    </PageShell>
  );
}
