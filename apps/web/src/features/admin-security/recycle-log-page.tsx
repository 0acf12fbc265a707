import { Badge, Box, Code, HStack, Text } from "@chakra-ui/react";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { timeCell } from "../admin-auth/cells.tsx";
import { AdminDialog } from "../admin-crud/admin-dialog.tsx";
import type { CrudColumn } from "../admin-crud/crud-columns.ts";
import { CrudTable } from "../admin-crud/crud-table.tsx";
import { useCan } from "../admin-shell/permissions.tsx";
import { useTRPC } from "../admin-shell/trpc.ts";
import { BatchActionButton, RowActionButton, useLogAction } from "./log-actions.tsx";
import type { RecycleLogRow } from "./security-types.ts";

const NODE = "security/dataRecycleLog";

/** security/dataRecycleLog: the recycle bin; who deleted what and when, and restore (ADR 0013). */
export function RecycleLogPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const can = useCan();
  const restore = useMutation(trpc.security.dataRecycleLog.restore.mutationOptions());
  const { busy, act } = useLogAction((ids) => restore.mutateAsync({ ids }));
  const [detail, setDetail] = useState<RecycleLogRow | null>(null);
  const canRestore = can(`${NODE}/restore`);
  const stateChoices = [
    { value: "0", label: t("securityAdmin.recycle.notRestored") },
    { value: "1", label: t("securityAdmin.recycle.restored") },
  ];
  const columns: CrudColumn<RecycleLogRow>[] = [
    {
      field: "id",
      label: t("adminUi.common.id"),
      sortable: true,
      filter: { kind: "number", operator: "RANGE" },
    },
    { field: "admin_name", label: t("securityAdmin.admin"), filter: false },
    { field: "rule_name", label: t("securityAdmin.rule"), filter: false },
    { field: "data_table", label: t("securityAdmin.table"), filter: { kind: "text", operator: "eq" } },
    {
      field: "is_restore",
      label: t("securityAdmin.recycle.state"),
      render: (r) => (
        <Badge colorPalette={r.is_restore === 1 ? "green" : "orange"}>
          {r.is_restore === 1 ? t("securityAdmin.recycle.restored") : t("securityAdmin.recycle.notRestored")}
        </Badge>
      ),
      filter: { kind: "select", operator: "eq", options: stateChoices },
    },
    { field: "ip", label: t("securityAdmin.ip"), filter: { kind: "text", operator: "eq" } },
    {
      field: "create_time",
      label: t("securityAdmin.time"),
      sortable: true,
      render: (r) => timeCell(r.create_time),
    },
  ];
  return (
    <>
      <CrudTable
        procedures={trpc.security.dataRecycleLog}
        columns={columns}
        node={NODE}
        rowActions={(row) => (
          <HStack gap="1">
            <RowActionButton label={t("securityAdmin.detail")} busy={false} onClick={() => setDetail(row)} />
            {canRestore && row.is_restore === 0 ? (
              <RowActionButton
                label={t("securityAdmin.recycle.restore")}
                busy={busy}
                onClick={() => void act([row.id])}
              />
            ) : null}
          </HStack>
        )}
        batchActions={
          canRestore
            ? (selected, done) => (
                <BatchActionButton
                  label={t("securityAdmin.recycle.restoreSelected", { count: selected.length })}
                  count={selected.length}
                  busy={busy}
                  onClick={() => void act(selected, done)}
                />
              )
            : undefined
        }
      />
      <AdminDialog
        open={detail !== null}
        title={`${t("securityAdmin.recycle.data")} · ${detail?.data_table ?? ""}`}
        onClose={() => setDetail(null)}
      >
        {detail ? (
          <Box fontSize="sm">
            <Text>
              {t("securityAdmin.rule")}: {detail.rule_name} · {t("securityAdmin.admin")}: {detail.admin_name}{" "}
              · {timeCell(detail.create_time)}
            </Text>
            <Code as="pre" display="block" whiteSpace="pre-wrap" mt="2" p="2" data-testid="recycled-data">
              {JSON.stringify(detail.data, null, 2)}
            </Code>
          </Box>
        ) : null}
      </AdminDialog>
    </>
  );
}
