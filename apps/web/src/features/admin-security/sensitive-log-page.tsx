import { Text } from "@chakra-ui/react";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useTRPC } from "../admin-shell/trpc.ts";
import { logLeadColumns, logStateColumn, logTimeColumn } from "./log-columns.tsx";
import { LogTable } from "./log-table.tsx";
import type { SensitiveLogRow } from "./security-types.ts";

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

/** security/sensitiveDataLog: who changed which watched field from what to what, and rollback (ADR 0016). */
export function SensitiveLogPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const rollback = useMutation(trpc.security.sensitiveDataLog.rollback.mutationOptions());
  return (
    <LogTable<SensitiveLogRow>
      procedures={trpc.security.sensitiveDataLog}
      node="security/sensitiveDataLog"
      columns={[
        ...logLeadColumns<SensitiveLogRow>(t, { ruleHidden: true }),
        {
          field: "id_value",
          label: t("securityAdmin.sensitive.rowId"),
          filter: { kind: "number", operator: "eq" },
        },
        {
          field: "data_comment",
          label: t("securityAdmin.sensitive.field"),
          filter: { kind: "text", operator: "LIKE" },
        },
        { field: "data_field", label: t("securityAdmin.sensitive.fieldName"), hidden: true },
        {
          field: "before",
          label: t("securityAdmin.sensitive.before"),
          render: (r) => <ValueCell row={r} value={r.before} />,
          filter: { kind: "text", operator: "LIKE" },
        },
        {
          field: "after",
          label: t("securityAdmin.sensitive.after"),
          render: (r) => <ValueCell row={r} value={r.after} />,
          filter: { kind: "text", operator: "LIKE" },
        },
        logStateColumn<SensitiveLogRow>("is_rollback", {
          label: t("securityAdmin.sensitive.state"),
          done: t("securityAdmin.sensitive.rolledBack"),
          pending: t("securityAdmin.sensitive.notRolledBack"),
        }),
        { field: "ip", label: t("securityAdmin.ip"), hidden: true },
        logTimeColumn<SensitiveLogRow>(t),
      ]}
      action={{
        name: "rollback",
        label: t("securityAdmin.sensitive.rollback"),
        batchLabel: (count) => t("securityAdmin.sensitive.rollbackSelected", { count }),
        pending: (row) => row.is_rollback === 0,
        run: (ids) => rollback.mutateAsync({ ids }),
      }}
    />
  );
}
