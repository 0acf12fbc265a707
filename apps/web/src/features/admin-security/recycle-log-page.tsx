import type { ListedRowOf } from "@corp/domain/collections/collection";
import { dataRecycleLog } from "@corp/domain/collections/security/data-recycle-log";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CollectionTable } from "../admin-collections/collection-page.tsx";
import { timeCell } from "../admin-crud/cells.tsx";
import { JsonDetailDialog } from "../admin-crud/json-detail-dialog.tsx";
import { useTRPC } from "../admin-shell/trpc.ts";
import { RowActionButton } from "./log-actions.tsx";
import { useLogButtons } from "./log-buttons.tsx";

type RecycleLogRow = ListedRowOf<typeof dataRecycleLog>;

/** security/dataRecycleLog: the recycle bin; who deleted what and when, its data, and restore (ADR 0016). */
export function RecycleLogPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const restore = useMutation(trpc.security.dataRecycleLog.restore.mutationOptions());
  const [detail, setDetail] = useState<RecycleLogRow | null>(null);
  const buttons = useLogButtons<RecycleLogRow>(
    {
      node: dataRecycleLog.node,
      name: "restore",
      label: t("securityAdmin.recycle.restore"),
      batchLabel: (count) => t("securityAdmin.recycle.restoreSelected", { count }),
      pending: (row) => row.is_restore === 0,
      run: (ids) => restore.mutateAsync({ ids }),
    },
    (row) => (
      <RowActionButton label={t("securityAdmin.detail")} busy={false} onClick={() => setDetail(row)} />
    ),
  );
  const field = (name: keyof RecycleLogRow) => t(`collections.${dataRecycleLog.node}.fields.${name}`);
  return (
    <CollectionTable<RecycleLogRow> collection={dataRecycleLog} overrides={buttons}>
      <JsonDetailDialog
        open={detail !== null}
        title={`${field("data")} · ${detail?.data_table ?? ""}`}
        lines={
          detail
            ? [
                `${field("recycle_id")}: ${detail.rule_name} · ${field("admin_id")}: ${detail.admin_name} · ${timeCell(detail.create_time)}`,
              ]
            : []
        }
        data={detail?.data}
        testId="recycled-data"
        onClose={() => setDetail(null)}
      />
    </CollectionTable>
  );
}
