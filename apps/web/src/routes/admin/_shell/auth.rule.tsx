import { createFileRoute } from "@tanstack/react-router";
import { RulePage } from "../../../features/admin-auth/rule-page.tsx";
import { PagePermissions } from "../../../features/admin-shell/permissions.tsx";

export const Route = createFileRoute("/admin/_shell/auth/rule")({
  component: RulePageRoute,
});

function RulePageRoute() {
  return (
    <PagePermissions path="auth/rule">
      <RulePage />
    </PagePermissions>
  );
}
