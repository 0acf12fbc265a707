import { createFileRoute } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { MissingPage } from "../../../features/shell-pages/missing-page.tsx";

/** A menu page not built yet: shown inside the shell (the shell's guard has already loaded it). */
export const Route = createFileRoute("/admin/_shell/$")({
  staticData: { title: "adminMissing" },
  component: AdminMissingPage,
});

function AdminMissingPage() {
  const { t } = useTranslation();
  return <MissingPage homeHref="/admin/dashboard" homeLabel={t("admin.toDashboard")} />;
}
