import { createFileRoute } from "@tanstack/react-router";
import { AdminPage } from "../../../features/admin-auth/admin-page.tsx";
import { PagePermissions } from "../../../features/admin-shell/permissions.tsx";

export const Route = createFileRoute("/admin/_shell/auth/admin")({
  component: AdminPageRoute,
});

function AdminPageRoute() {
  return (
    <PagePermissions path="auth/admin">
      <AdminPage />
    </PagePermissions>
  );
}
