import { Button, Spinner, Tabs } from "@chakra-ui/react";
import type { UserInfo } from "@corp/contract/types";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { corp, queries } from "../../app/api.ts";
import { queryClient } from "../../app/query-client.ts";
import { FullTheme } from "../../theme/full-theme.tsx";
import { AuthScreen } from "../auth/auth-screen.tsx";
import { LoginForm, type LoginValues } from "../auth/login-form.tsx";
import { memberSession } from "../auth/member-session.ts";
import { useLoginCaptcha } from "../auth/use-login-captcha.tsx";
import { useCheckInConfig } from "./check-in-config.ts";
import { MemberClosed } from "./member-closed.tsx";
import { MemberTopBar } from "./member-top-bar.tsx";
import { RegisterForm } from "./register-form.tsx";
import { RetrievePasswordDialog } from "./retrieve-password-dialog.tsx";

/** The member's way in: log in (with the click captcha when the site asks), register, or recover a password. */
export function MemberLoginPage({ onEnter }: { onEnter: () => void }) {
  const { t } = useTranslation();
  const [retrieving, setRetrieving] = useState(false);
  const config = useCheckInConfig();
  // With the site's captcha on, or asked for after failures (ADR 0017), the login carries its answer.
  const captcha = useLoginCaptcha(config.data?.userLoginCaptchaSwitch === true);

  const enter = (member: UserInfo) => {
    memberSession.save(member);
    queryClient.removeQueries({ queryKey: queries.siteIndex(1).queryKey });
    onEnter();
  };
  const login = async ({ username, password, keep }: LoginValues) => {
    await captcha.send(async (answer) => {
      const data = await corp.post(
        "/api/user/checkIn",
        { body: { tab: "login", username, password, keep, ...answer } },
        { showSuccessMessage: true },
      );
      enter(data.userInfo);
    });
  };

  if (config.isPending) return <Spinner m="16" mx="auto" display="block" color="brand.solid" />;
  if (config.data && !config.data.openMemberCenter) return <MemberClosed />;
  const channels = config.data?.accountVerificationType ?? [];
  return (
    <FullTheme>
      <MemberTopBar language={false} />
      <AuthScreen title={t("auth.memberTitle")}>
        <Tabs.Root defaultValue="login" variant="line" fitted lazyMount unmountOnExit>
          <Tabs.List mb="5">
            <Tabs.Trigger value="login">{t("memberCentre.tabs.login")}</Tabs.Trigger>
            <Tabs.Trigger value="register">{t("memberCentre.tabs.register")}</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="login">
            <LoginForm onSubmit={login} />
            <Button variant="plain" size="sm" mt="2" px="0" onClick={() => setRetrieving(true)}>
              {t("memberCentre.retrieve.link")}
            </Button>
          </Tabs.Content>
          <Tabs.Content value="register">
            <RegisterForm mode={config.data?.registerMode ?? "approval"} onRegistered={enter} />
          </Tabs.Content>
        </Tabs.Root>
        {captcha.dialog}
        <RetrievePasswordDialog open={retrieving} channels={channels} onClose={() => setRetrieving(false)} />
      </AuthScreen>
    </FullTheme>
  );
}
