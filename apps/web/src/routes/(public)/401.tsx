import { createFileRoute } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { ProblemPage } from "../../features/problem-pages/problem-page.tsx";

export const Route = createFileRoute("/(public)/401")({
  staticData: { title: "noPermission" },
  component: NoPermissionPage,
});

function NoPermissionPage() {
  const { t } = useTranslation();
  return <ProblemPage code={t("problem.noPermissionCode")} message={t("problem.noPermission")} />;
}
