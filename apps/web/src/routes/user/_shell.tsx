import { createFileRoute, redirect } from "@tanstack/react-router";
import { queries } from "../../app/api.ts";
import { queryClient } from "../../app/query-client.ts";
import { memberSession } from "../../features/auth/member-session.ts";
import { encodeReturnTarget, returnTargetOf } from "../../features/auth/return-target.ts";
import { MemberShell } from "../../features/member-centre/member-shell.tsx";

/** The member centre's pages; without loaded member data the visitor goes through the loading route. */
export const Route = createFileRoute("/user/_shell")({
  beforeLoad: ({ location }) => {
    if (memberSession.token() && queryClient.getQueryData(queries.siteIndex(1).queryKey)) return;
    throw redirect({
      to: "/user/loading/{-$to}",
      params: { to: encodeReturnTarget(returnTargetOf(location)) },
      replace: true,
    });
  },
  component: MemberShell,
});
