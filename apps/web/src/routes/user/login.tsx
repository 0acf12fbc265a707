import { Alert, Spinner } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod/mini";
import { api, queries } from "../../app/api.ts";
import { queryClient } from "../../app/query-client.ts";
import { AuthScreen } from "../../features/auth/auth-screen.tsx";
import { LoginForm, type LoginValues } from "../../features/auth/login-form.tsx";
import { memberSession } from "../../features/auth/member-session.ts";
import { encodeReturnTarget, returnTargetSchema } from "../../features/auth/return-target.ts";
import { useLoginCaptcha } from "../../features/auth/use-login-captcha.tsx";
import { MemberClosed } from "../../features/member-centre/member-closed.tsx";

export const Route = createFileRoute("/user/login")({
  validateSearch: z.object({ redirect: z.catch(z.optional(returnTargetSchema), undefined) }),
  staticData: { title: "memberLogin" },
  component: MemberLoginPage,
});

function MemberLoginPage() {
  const { t } = useTranslation();
  const { redirect } = Route.useSearch();
  const navigate = useNavigate();
  const config = useQuery({
    queryKey: ["api", "user", "checkIn"],
    queryFn: ({ signal }) => api.userCheckInConfig({ signal }),
  });

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

  // Repeated failures make the server ask for the click captcha (ADR 0014).
  const captcha = useLoginCaptcha(false);
  const login = async ({ username, password, keep }: LoginValues) => {
    await captcha.send(async (answer) => {
      const data = await api.userCheckIn(
        { tab: "login", username, password, keep, ...answer },
        { showSuccessMessage: true },
      );
      memberSession.save(data.userInfo);
      queryClient.removeQueries({ queryKey: queries.siteIndex(1).queryKey });
      enter();
    });
  };

  if (config.isPending) return <Spinner m="16" mx="auto" display="block" color="brand.solid" />;
  if (config.data && !config.data.openMemberCenter) return <MemberClosed />;
  return (
    <AuthScreen title={t("auth.memberTitle")}>
      {config.data?.userLoginCaptchaSwitch ? (
        <Alert.Root status="info" mb="4">
          <Alert.Indicator />
          <Alert.Description>{t("auth.captchaRequired")}</Alert.Description>
        </Alert.Root>
      ) : null}
      <LoginForm onSubmit={login} />
      {captcha.dialog}
    </AuthScreen>
  );
}
