import { createFileRoute, redirect } from "@tanstack/react-router";
import { queries } from "../../app/api.ts";
import { queryClient } from "../../app/query-client.ts";
import { AdminShell } from "../../features/admin-shell/admin-shell.tsx";
import { adminSession } from "../../features/auth/admin-session.ts";
import { encodeReturnTarget, returnTargetOf } from "../../features/auth/return-target.ts";
import { FullTheme } from "../../theme/full-theme.tsx";

/**
 * Every admin page lives in this pathless layout. Until the shell data is loaded (fresh page, no
 * session), the visitor goes through the loading route with the requested path and query kept.
 */
export const Route = createFileRoute("/admin/_shell")({
  beforeLoad: ({ location }) => {
    if (adminSession.token() && queryClient.getQueryData(queries.adminIndex().queryKey)) return;
    throw redirect({
      to: "/admin/loading/{-$to}",
      params: { to: encodeReturnTarget(returnTargetOf(location)) },
      replace: true,
    });
  },
  component: ThemedAdminShell,
});

/** The shell with the admin's own Chakra system, which loads with the admin chunks. */
function ThemedAdminShell() {
  return (
    <FullTheme>
      <AdminShell />
    </FullTheme>
  );
}
