import { createFileRoute } from "@tanstack/react-router";
import { AdminLogPage } from "../../../features/admin-auth/admin-log-page.tsx";
import { PagePermissions } from "../../../features/admin-shell/permissions.tsx";

export const Route = createFileRoute("/admin/_shell/auth/adminLog")({
  component: AdminLogPageRoute,
});

function AdminLogPageRoute() {
  return (
    <PagePermissions path="auth/adminLog">
      <AdminLogPage />
    </PagePermissions>
  );
}
