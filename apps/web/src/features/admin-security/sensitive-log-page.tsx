import { Badge, HStack, Text } from "@chakra-ui/react";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { timeCell } from "../admin-auth/cells.tsx";
import type { CrudColumn } from "../admin-crud/crud-columns.ts";
import { CrudTable } from "../admin-crud/crud-table.tsx";
import { useCan } from "../admin-shell/permissions.tsx";
import { useTRPC } from "../admin-shell/trpc.ts";
import { BatchActionButton, RowActionButton, useLogAction } from "./log-actions.tsx";
import type { SensitiveLogRow } from "./security-types.ts";

const NODE = "security/sensitiveDataLog";

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

/** security/sensitiveDataLog: who changed which watched field from what to what, and rollback (ADR 0013). */
export function SensitiveLogPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const can = useCan();
  const rollback = useMutation(trpc.security.sensitiveDataLog.rollback.mutationOptions());
  const { busy, act } = useLogAction((ids) => rollback.mutateAsync({ ids }));
  const canRollback = can(`${NODE}/rollback`);
  const stateChoices = [
    { value: "0", label: t("securityAdmin.sensitive.notRolledBack") },
    { value: "1", label: t("securityAdmin.sensitive.rolledBack") },
  ];
  const columns: CrudColumn<SensitiveLogRow>[] = [
    {
      field: "id",
      label: t("adminUi.common.id"),
      sortable: true,
      filter: { kind: "number", operator: "RANGE" },
    },
    { field: "admin_name", label: t("securityAdmin.admin"), filter: false },
    { field: "rule_name", label: t("securityAdmin.rule"), filter: false, hidden: true },
    { field: "data_table", label: t("securityAdmin.table"), filter: { kind: "text", operator: "eq" } },
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
    {
      field: "is_rollback",
      label: t("securityAdmin.sensitive.state"),
      render: (r) => (
        <Badge colorPalette={r.is_rollback === 1 ? "green" : "orange"}>
          {r.is_rollback === 1
            ? t("securityAdmin.sensitive.rolledBack")
            : t("securityAdmin.sensitive.notRolledBack")}
        </Badge>
      ),
      filter: { kind: "select", operator: "eq", options: stateChoices },
    },
    { field: "ip", label: t("securityAdmin.ip"), hidden: true },
    {
      field: "create_time",
      label: t("securityAdmin.time"),
      sortable: true,
      render: (r) => timeCell(r.create_time),
    },
  ];
  return (
    <CrudTable
      procedures={trpc.security.sensitiveDataLog}
      columns={columns}
      node={NODE}
      rowActions={(row) =>
        canRollback && row.is_rollback === 0 ? (
          <HStack gap="1">
            <RowActionButton
              label={t("securityAdmin.sensitive.rollback")}
              busy={busy}
              onClick={() => void act([row.id])}
            />
          </HStack>
        ) : null
      }
      batchActions={
        canRollback
          ? (selected, done) => (
              <BatchActionButton
                label={t("securityAdmin.sensitive.rollbackSelected", { count: selected.length })}
                count={selected.length}
                busy={busy}
                onClick={() => void act(selected, done)}
              />
            )
          : undefined
      }
    />
  );
}
