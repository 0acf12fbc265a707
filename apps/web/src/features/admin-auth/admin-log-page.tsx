import { Button } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { timeCell } from "../admin-crud/cells.tsx";
import type { CrudColumn } from "../admin-crud/crud-columns.ts";
import { CrudTable } from "../admin-crud/crud-table.tsx";
import { JsonDetailDialog } from "../admin-crud/json-detail-dialog.tsx";
import { useTRPC } from "../admin-shell/trpc.ts";
import type { AdminLogRow } from "./auth-types.ts";

/** auth/adminLog: every admin write, read only; secrets in the data are masked by the server. */
export function AdminLogPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const [detail, setDetail] = useState<AdminLogRow | null>(null);
  const columns: CrudColumn<AdminLogRow>[] = [
    {
      field: "id",
      label: t("adminUi.common.id"),
      sortable: true,
      filter: { kind: "number", operator: "RANGE" },
    },
    { field: "username", label: t("adminUi.adminLog.username"), filter: { kind: "text", operator: "LIKE" } },
    { field: "title", label: t("adminUi.adminLog.logTitle"), filter: { kind: "text", operator: "LIKE" } },
    { field: "url", label: t("adminUi.adminLog.url"), filter: { kind: "text", operator: "LIKE" } },
    { field: "ip", label: t("adminUi.adminLog.ip"), filter: { kind: "text", operator: "eq" } },
    { field: "useragent", label: t("adminUi.adminLog.userAgent"), hidden: true },
    {
      field: "create_time",
      label: t("adminUi.common.createTime"),
      sortable: true,
      render: (r) => timeCell(r.create_time),
    },
  ];
  return (
    <>
      <CrudTable
        procedures={trpc.auth.adminLog}
        columns={columns}
        node="auth/adminLog"
        rowActions={(row) => (
          <Button size="xs" variant="outline" onClick={() => setDetail(row)}>
            {t("adminUi.adminLog.detail")}
          </Button>
        )}
      />
      <JsonDetailDialog
        open={detail !== null}
        title={detail?.title ?? ""}
        lines={
          detail
            ? [
                `${t("adminUi.adminLog.url")}: ${detail.url}`,
                `${t("adminUi.adminLog.userAgent")}: ${detail.useragent}`,
              ]
            : []
        }
        data={detail?.data}
        onClose={() => setDetail(null)}
      />
    </>
  );
}
