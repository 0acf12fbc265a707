import { createFileRoute } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { ProblemPage } from "../../features/problem-pages/problem-page.tsx";

export const Route = createFileRoute("/(public)/404")({
  staticData: { title: "notFound" },
  component: NotFoundPage,
});

function NotFoundPage() {
  const { t } = useTranslation();
  return <ProblemPage code={t("problem.notFoundCode")} message={t("problem.notFound")} />;
}
