import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod/mini";
import { corp, hooks, queries } from "../../app/api.ts";
import { queryClient } from "../../app/query-client.ts";
import { adminSession } from "../../features/auth/admin-session.ts";
import { AuthScreen } from "../../features/auth/auth-screen.tsx";
import { LoginForm, type LoginValues } from "../../features/auth/login-form.tsx";
import { encodeReturnTarget, returnTargetSchema } from "../../features/auth/return-target.ts";
import { useLoginCaptcha } from "../../features/auth/use-login-captcha.tsx";

export const Route = createFileRoute("/admin/login")({
  validateSearch: z.object({ redirect: z.catch(z.optional(returnTargetSchema), undefined) }),
  staticData: { title: "adminLogin" },
  component: AdminLoginPage,
});

function AdminLoginPage() {
  const { t } = useTranslation();
  const { redirect } = Route.useSearch();
  const navigate = useNavigate();
  const config = hooks.useAdminLoginConfig();

  // The loading route loads the shell and then opens the page first asked for (or the dashboard).
  const enter = () =>
    void navigate({
      to: "/admin/loading/{-$to}",
      params: { to: redirect ? encodeReturnTarget(redirect) : undefined },
      replace: true,
    });

  // biome-ignore lint/correctness/useExhaustiveDependencies: only on arrival; an admin already logged in skips the form.
  useEffect(() => {
    if (adminSession.token()) enter();
  }, []);

  // With the captcha switched on, or asked for after failures, the login is sent with its answer.
  const captcha = useLoginCaptcha(config.data?.captcha === true);

  const login = async (values: LoginValues) => {
    await captcha.send(async (answer) => {
      const data = await corp.post(
        "/admin/index/login",
        { body: { ...values, ...answer } },
        { showSuccessMessage: true },
      );
      adminSession.save(data.userInfo);
      queryClient.removeQueries({ queryKey: queries.adminIndex().queryKey });
      enter();
    });
  };

  return (
    <AuthScreen title={t("auth.adminTitle")} tinted>
      <LoginForm onSubmit={login} />
      {captcha.dialog}
    </AuthScreen>
  );
}
