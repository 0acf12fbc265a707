import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { queries } from "../../app/api.ts";
import { queryClient } from "../../app/query-client.ts";
import { adminSession } from "../../features/auth/admin-session.ts";
import { LoadingScreen } from "../../features/auth/loading-screen.tsx";
import { useShellLoader } from "../../features/auth/use-shell-loader.ts";

export const Route = createFileRoute("/admin/loading/{-$to}")({
  staticData: { title: "adminLoading" },
  component: AdminLoadingPage,
});

const DASHBOARD = "/admin/dashboard";

function AdminLoadingPage() {
  const { to } = Route.useParams();
  const navigate = useNavigate();
  const state = useShellLoader({
    side: "admin",
    to,
    hasSession: () => adminSession.token() !== "",
    load: async () => {
      const data = await queryClient.fetchQuery(queries.adminIndex());
      adminSession.save(data.adminInfo);
      return { kind: "open", defaultPage: DASHBOARD };
    },
    goToLogin: (redirect) => void navigate({ to: "/admin/login", search: { redirect }, replace: true }),
  });
  return (
    <LoadingScreen
      main
      {...(state.status === "error" ? { error: state.message, onRetry: state.retry } : {})}
    />
  );
}
