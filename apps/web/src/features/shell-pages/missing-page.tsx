import { Button, EmptyState, VStack } from "@chakra-ui/react";
import { useRouter, useRouterState } from "@tanstack/react-router";
import { FileQuestion } from "lucide-react";
import { useTranslation } from "react-i18next";

/**
 * A page of a shell menu that is not built yet. It stays inside the shell (no redirect), so a menu
 * entry for an unbuilt page can never start a redirect loop.
 */
export function MissingPage({ homeHref, homeLabel }: { homeHref: string; homeLabel: string }) {
  const { t } = useTranslation();
  const router = useRouter();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <EmptyState.Root>
      <EmptyState.Content>
        <EmptyState.Indicator>
          <FileQuestion aria-hidden />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title as="h1">{t("admin.pageMissing")}</EmptyState.Title>
          <EmptyState.Description>{t("admin.pageMissingText", { path: pathname })}</EmptyState.Description>
        </VStack>
        <Button variant="outline" onClick={() => void router.navigate({ href: homeHref })}>
          {homeLabel}
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
