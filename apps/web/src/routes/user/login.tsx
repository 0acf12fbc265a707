import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { useEffect } from "react";
import { z } from "zod/mini";
import { memberSession } from "../../features/auth/member-session.ts";
import { encodeReturnTarget, returnTargetSchema } from "../../features/auth/return-target.ts";
import { MemberLoginPage } from "../../features/member-centre/member-login-page.tsx";

export const Route = createFileRoute("/user/login")({
  validateSearch: z.object({ redirect: z.catch(z.optional(returnTargetSchema), undefined) }),
  staticData: { title: "memberLogin" },
  component: MemberLogin,
});

function MemberLogin() {
  const { redirect } = Route.useSearch();
  const navigate = useNavigate();
  const enter = () =>
    void navigate({
      to: "/user/loading/{-$to}",
      params: { to: redirect ? encodeReturnTarget(redirect) : undefined },
      replace: true,
    });

  // biome-ignore lint/correctness/useExhaustiveDependencies: only on arrival; a member already logged in skips the form.
  useEffect(() => {
    if (memberSession.token()) enter();
  }, []);

  return <MemberLoginPage onEnter={enter} />;
}
