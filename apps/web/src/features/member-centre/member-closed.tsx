import { Button, EmptyState, VStack } from "@chakra-ui/react";
import { Link as RouterLink } from "@tanstack/react-router";
import { Lock } from "lucide-react";
import { useTranslation } from "react-i18next";

/** SPEC §6: the server can switch the member centre off; its pages then say so. */
export function MemberClosed() {
  const { t } = useTranslation();
  return (
    <EmptyState.Root py="16">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <Lock aria-hidden />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title as="h1">{t("auth.memberClosed")}</EmptyState.Title>
          <EmptyState.Description>{t("auth.memberClosedText")}</EmptyState.Description>
        </VStack>
        <Button asChild variant="outline">
          <RouterLink to="/">{t("auth.backToSite")}</RouterLink>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
