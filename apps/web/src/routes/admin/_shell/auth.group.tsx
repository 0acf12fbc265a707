import { createFileRoute } from "@tanstack/react-router";
import { GroupPage } from "../../../features/admin-auth/group-page.tsx";
import { PagePermissions } from "../../../features/admin-shell/permissions.tsx";

export const Route = createFileRoute("/admin/_shell/auth/group")({
  component: GroupPageRoute,
});

function GroupPageRoute() {
  return (
    <PagePermissions path="auth/group">
      <GroupPage />
    </PagePermissions>
  );
}
