import { Alert } from "@chakra-ui/react";
import type { RegisterMode } from "@corp/domain/register-mode";
import { useTranslation } from "react-i18next";

/** What the site's registration asks for, said above the form (ADR 0028). */
export function RegisterNotice({ mode }: { mode: RegisterMode }) {
  const { t } = useTranslation();
  return (
    <Alert.Root status={mode === "approval" ? "warning" : "info"} size="sm" data-testid="register-mode">
      <Alert.Indicator />
      <Alert.Title>{t(`memberCentre.register.requires.${mode}`)}</Alert.Title>
    </Alert.Root>
  );
}

/** In place of the form once an account is opened on a site that approves new members: not logged in. */
export function RegisteredAwaitingApproval() {
  const { t } = useTranslation();
  return (
    <Alert.Root status="success" role="status" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t("memberCentre.register.awaitingTitle")}</Alert.Title>
        <Alert.Description>{t("memberCentre.register.awaiting")}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
