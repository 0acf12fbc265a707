import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { timeCell } from "../admin-crud/cells.tsx";
import { JsonDetailDialog } from "../admin-crud/json-detail-dialog.tsx";
import { useTRPC } from "../admin-shell/trpc.ts";
import { RowActionButton } from "./log-actions.tsx";
import { logLeadColumns, logStateColumn, logTimeColumn } from "./log-columns.tsx";
import { LogTable } from "./log-table.tsx";
import type { RecycleLogRow } from "./security-types.ts";

/** security/dataRecycleLog: the recycle bin; who deleted what and when, and restore (ADR 0016). */
export function RecycleLogPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const restore = useMutation(trpc.security.dataRecycleLog.restore.mutationOptions());
  const [detail, setDetail] = useState<RecycleLogRow | null>(null);
  return (
    <>
      <LogTable<RecycleLogRow>
        procedures={trpc.security.dataRecycleLog}
        node="security/dataRecycleLog"
        columns={[
          ...logLeadColumns<RecycleLogRow>(t),
          logStateColumn<RecycleLogRow>("is_restore", {
            label: t("securityAdmin.recycle.state"),
            done: t("securityAdmin.recycle.restored"),
            pending: t("securityAdmin.recycle.notRestored"),
          }),
          { field: "ip", label: t("securityAdmin.ip"), filter: { kind: "text", operator: "eq" } },
          logTimeColumn<RecycleLogRow>(t),
        ]}
        action={{
          name: "restore",
          label: t("securityAdmin.recycle.restore"),
          batchLabel: (count) => t("securityAdmin.recycle.restoreSelected", { count }),
          pending: (row) => row.is_restore === 0,
          run: (ids) => restore.mutateAsync({ ids }),
        }}
        rowExtras={(row) => (
          <RowActionButton label={t("securityAdmin.detail")} busy={false} onClick={() => setDetail(row)} />
        )}
      />
      <JsonDetailDialog
        open={detail !== null}
        title={`${t("securityAdmin.recycle.data")} · ${detail?.data_table ?? ""}`}
        lines={
          detail
            ? [
                `${t("securityAdmin.rule")}: ${detail.rule_name} · ${t("securityAdmin.admin")}: ${detail.admin_name} · ${timeCell(detail.create_time)}`,
              ]
            : []
        }
        data={detail?.data}
        testId="recycled-data"
        onClose={() => setDetail(null)}
      />
    </>
  );
}
