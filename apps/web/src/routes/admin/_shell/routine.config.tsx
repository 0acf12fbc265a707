import { createFileRoute } from "@tanstack/react-router";
import { ConfigPage } from "../../../features/admin-routine/config-page.tsx";
import { PagePermissions } from "../../../features/admin-shell/permissions.tsx";

export const Route = createFileRoute("/admin/_shell/routine/config")({
  component: ConfigPageRoute,
});

function ConfigPageRoute() {
  return (
    <PagePermissions path="routine/config">
      <ConfigPage />
    </PagePermissions>
  );
}
