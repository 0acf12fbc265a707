import { createFileRoute } from "@tanstack/react-router";
import { DashboardPage } from "../../../features/admin-dashboard/dashboard-page.tsx";

export const Route = createFileRoute("/admin/_shell/dashboard")({
  staticData: { title: "dashboard" },
  component: DashboardPage,
});
