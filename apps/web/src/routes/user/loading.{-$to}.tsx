import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { queries } from "../../app/api.ts";
import { queryClient } from "../../app/query-client.ts";
import { LoadingScreen } from "../../features/auth/loading-screen.tsx";
import { memberSession } from "../../features/auth/member-session.ts";
import { useShellLoader } from "../../features/auth/use-shell-loader.ts";
import { MemberClosed } from "../../features/member-centre/member-closed.tsx";

export const Route = createFileRoute("/user/loading/{-$to}")({
  staticData: { title: "memberLoading" },
  component: MemberLoadingPage,
});

const OVERVIEW = "/user/account/overview";

function MemberLoadingPage() {
  const { to } = Route.useParams();
  const navigate = useNavigate();
  const state = useShellLoader({
    side: "user",
    to,
    hasSession: () => memberSession.token() !== "",
    withoutSession: async () => {
      const site = await queryClient.fetchQuery(queries.siteIndex(0));
      return site.openMemberCenter ? { kind: "open", defaultPage: OVERVIEW } : { kind: "closed" };
    },
    load: async () => {
      const data = await queryClient.fetchQuery(queries.siteIndex(1));
      if (!data.openMemberCenter) return { kind: "closed" };
      if (data.userInfo) memberSession.save(data.userInfo);
      return { kind: "open", defaultPage: OVERVIEW };
    },
    goToLogin: (redirect) => void navigate({ to: "/user/login", search: { redirect }, replace: true }),
  });
  if (state.status === "closed") return <MemberClosed />;
  return (
    <LoadingScreen {...(state.status === "error" ? { error: state.message, onRetry: state.retry } : {})} />
  );
}
