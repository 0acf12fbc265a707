import { Button, EmptyState, VStack } from "@chakra-ui/react";
import { Lock } from "lucide-react";
import { useTranslation } from "react-i18next";

/** SPEC §6: the server can switch the member centre off; its pages then say so. The site is a page load away. */
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
          <a href="/">{t("auth.backToSite")}</a>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
