import { EmptyState } from "@chakra-ui/react";
import { FileText } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** What a page shows until its content exists (the portal content arrives in a later version). */
export function EmptyContent({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <EmptyState.Root>
      <EmptyState.Content>
        <EmptyState.Indicator>
          <FileText aria-hidden />
        </EmptyState.Indicator>
        <EmptyState.Title>{t("page.empty")}</EmptyState.Title>
        {children ? <EmptyState.Description>{children}</EmptyState.Description> : null}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
