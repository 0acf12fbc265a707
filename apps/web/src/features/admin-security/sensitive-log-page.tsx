import { Text } from "@chakra-ui/react";
import type { ListedRowOf } from "@corp/domain/collections/collection";
import { sensitiveDataLog } from "@corp/domain/collections/security/sensitive-data-log";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { CollectionTable } from "../admin-collections/collection-page.tsx";
import { useTRPC } from "../admin-shell/trpc.ts";
import { useLogButtons } from "./log-buttons.tsx";

type SensitiveLogRow = ListedRowOf<typeof sensitiveDataLog>;

/** A logged value; a secret field's shows as masked with a note that it is never shown. */
function ValueCell({ row, value }: { row: SensitiveLogRow; value: string | null }) {
  const { t } = useTranslation();
  if (row.secret === 1) {
    return (
      <Text as="span" color="fg.muted" title={t("securityAdmin.sensitive.secretHidden")}>
        {value}
      </Text>
    );
  }
  return (
    <Text as="span" wordBreak="break-all">
      {value ?? ""}
    </Text>
  );
}

const cells = {
  before: (row: Record<string, unknown>) => {
    const r = row as SensitiveLogRow;
    return <ValueCell row={r} value={r.before} />;
  },
  after: (row: Record<string, unknown>) => {
    const r = row as SensitiveLogRow;
    return <ValueCell row={r} value={r.after} />;
  },
};

/** security/sensitiveDataLog: who changed which watched field from what to what, and rollback (ADR 0016). */
export function SensitiveLogPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const rollback = useMutation(trpc.security.sensitiveDataLog.rollback.mutationOptions());
  const buttons = useLogButtons<SensitiveLogRow>({
    node: sensitiveDataLog.node,
    name: "rollback",
    label: t("securityAdmin.sensitive.rollback"),
    batchLabel: (count) => t("securityAdmin.sensitive.rollbackSelected", { count }),
    pending: (row) => row.is_rollback === 0,
    run: (ids) => rollback.mutateAsync({ ids }),
  });
  return <CollectionTable<SensitiveLogRow> collection={sensitiveDataLog} overrides={{ ...buttons, cells }} />;
}
