import { Badge, Button, Flex, HStack, NativeSelect } from "@chakra-ui/react";
import { type TableDesign, tableDesign } from "@corp/domain/crud-design/design-schema";
import type { AppRouter } from "@corp/server/trpc";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import type { inferRouterOutputs } from "@trpc/server";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { refreshSiteData } from "../../app/site-data.ts";
import { showToast } from "../../theme/toaster-store.ts";
import { timeCell } from "../admin-crud/cells.tsx";
import { ConfirmDialog } from "../admin-crud/confirm-dialog.tsx";
import { CrudTable } from "../admin-crud/crud-table.tsx";
import { errorText } from "../admin-crud/error-text.ts";
import { Can } from "../admin-shell/permissions.tsx";
import { useTRPC } from "../admin-shell/trpc.ts";
import { addNavigationGuard } from "../rule-menu/navigation-guards.ts";
import { emptyDesign } from "./design-draft.ts";
import { DesignEditor, type EditorMode } from "./design-editor.tsx";
import { DropTableDialog } from "./drop-table-dialog.tsx";

type LogRow = inferRouterOutputs<AppRouter>["crud"]["crud"]["index"]["list"][number];
type Editing = { design: TableDesign; baseLogId: number | null; mode: EditorMode } | null;

const STATUS_COLOURS = { success: "green", error: "red", start: "blue", delete: "gray" } as const;

/**
 * crud/crud: the design log and the design editor. A design opens from a log row (to edit the table it
 * generated, or as a copy), from an existing table, or empty; generating opens the new page at once.
 */
export function DesignerPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [editing, setEditing] = useState<Editing>(null);
  const [source, setSource] = useState("");
  const [dropping, setDropping] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const tables = useQuery(trpc.crud.crud.tables.queryOptions());
  const generate = useMutation(trpc.crud.crud.generate.mutationOptions());
  const drop = useMutation(trpc.crud.crud.dropTable.mutationOptions());
  const restore = useMutation(trpc.crud.crud.restore.mutationOptions());
  const delLog = useMutation(trpc.crud.crud.delLog.mutationOptions());
  // A design being edited is lost by leaving through the menu: the menu asks first.
  useEffect(
    () => (editing ? addNavigationGuard(() => window.confirm(t("crudDesigner.editor.leave"))) : undefined),
    [editing, t],
  );

  /** The log, the menus (a page came or went) and the designed pages are read afresh. */
  const refreshAll = async () => {
    await queryClient.invalidateQueries(trpc.crud.crud.pathFilter());
    await queryClient.invalidateQueries(trpc.designed.pathFilter());
    await refreshSiteData(queryClient);
  };

  const run = async (work: () => Promise<unknown>, done?: string) => {
    setBusy(true);
    try {
      await work();
      await refreshAll();
      showToast({ type: "success", message: done ?? t("adminUi.common.done") });
    } catch (error) {
      showToast({ type: "error", message: errorText(error) });
    } finally {
      setBusy(false);
    }
  };

  const open = async (row: LogRow, copy: boolean) => {
    try {
      const start = await queryClient.fetchQuery({
        ...trpc.crud.crud.logStart.queryOptions({ id: row.id }),
        staleTime: 0,
      });
      const editable = start.editing && !copy;
      const design =
        editable || !start.live ? start.design : { ...start.design, name: `${start.design.name}_copy` };
      setEditing({ design, baseLogId: editable ? start.baseLogId : null, mode: editable ? "edit" : "copy" });
    } catch (error) {
      showToast({ type: "error", message: errorText(error) });
    }
  };

  const startFrom = async () => {
    if (!source) return;
    try {
      const draft = await queryClient.fetchQuery({
        ...trpc.crud.crud.fromTable.queryOptions({ table: source }),
        staleTime: 0,
      });
      setEditing({ design: tableDesign.parse(draft), baseLogId: null, mode: "copy" });
    } catch (error) {
      showToast({ type: "error", message: errorText(error) });
    }
  };

  const onGenerate = async (design: TableDesign) => {
    const generated = await generate.mutateAsync({ design, baseLogId: editing?.baseLogId ?? null });
    await refreshAll();
    showToast({ type: "success", message: t("adminUi.common.done") });
    setEditing(null);
    await navigate({
      to: "/admin/designed/$table",
      params: { table: generated.path.replace(/^designed\//, "") },
    });
  };

  if (editing) {
    return (
      <DesignEditor
        key={`${editing.mode}-${editing.design.name}-${editing.baseLogId}`}
        initial={editing.design}
        mode={editing.mode}
        onGenerate={onGenerate}
        onBack={() => setEditing(null)}
      />
    );
  }

  return (
    <>
      <CrudTable<LogRow>
        procedures={trpc.crud.crud}
        node="crud/crud"
        columns={[
          { field: "id", label: t("adminUi.common.id"), sortable: true, filter: false },
          {
            field: "table_name",
            label: t("crudDesigner.log.table"),
            filter: { kind: "text", operator: "LIKE" },
          },
          {
            field: "comment",
            label: t("crudDesigner.log.comment"),
            filter: { kind: "text", operator: "LIKE" },
          },
          {
            field: "status",
            label: t("crudDesigner.log.status"),
            render: (r) => (
              <Badge colorPalette={STATUS_COLOURS[r.status]}>
                {t(`crudDesigner.log.statuses.${r.status}`)}
              </Badge>
            ),
            filter: {
              kind: "select",
              operator: "eq",
              options: (["success", "error", "start", "delete"] as const).map((s) => ({
                value: s,
                label: t(`crudDesigner.log.statuses.${s}`),
              })),
            },
          },
          { field: "sync", label: t("crudDesigner.log.sync"), filter: false },
          { field: "archive_table", label: t("crudDesigner.log.archive"), filter: false, hidden: true },
          {
            field: "create_time",
            label: t("adminUi.common.createTime"),
            sortable: true,
            render: (r) => timeCell(r.create_time),
            filter: false,
          },
        ]}
        toolbar={
          <Can node="crud/crud/generate">
            <HStack gap="2" wrap="wrap">
              <Button
                size="sm"
                colorPalette="brand"
                onClick={() => setEditing({ design: emptyDesign(), baseLogId: null, mode: "new" })}
              >
                {t("crudDesigner.log.newDesign")}
              </Button>
              <NativeSelect.Root size="sm" width="auto">
                <NativeSelect.Field
                  aria-label={t("crudDesigner.log.chooseTable")}
                  value={source}
                  onChange={(e) => setSource(e.target.value)}
                >
                  <option value="">{t("crudDesigner.log.chooseTable")}</option>
                  <optgroup label={t("crudDesigner.log.designedTables")}>
                    {(tables.data?.designed ?? []).map((d) => (
                      <option key={d.table} value={d.table}>{`${d.table} ${d.comment}`}</option>
                    ))}
                  </optgroup>
                  <optgroup label={t("crudDesigner.log.productTables")}>
                    {(tables.data?.product ?? []).map((d) => (
                      <option key={d.table} value={d.table}>{`${d.table} ${d.comment}`}</option>
                    ))}
                  </optgroup>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Button size="sm" variant="outline" disabled={!source} onClick={() => void startFrom()}>
                {t("crudDesigner.log.startFrom")}
              </Button>
            </HStack>
          </Can>
        }
        rowActions={(row) => (
          <Flex gap="1" wrap="wrap">
            <Can node="crud/crud/logStart">
              {row.live ? (
                <Button size="xs" variant="outline" onClick={() => void open(row, false)}>
                  {t("crudDesigner.log.open")}
                </Button>
              ) : null}
              <Button size="xs" variant="outline" onClick={() => void open(row, true)}>
                {t("crudDesigner.log.copy")}
              </Button>
            </Can>
            <Can node="crud/crud/delete">
              {row.live ? (
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette="red"
                  onClick={() => setDropping(row.table_name)}
                >
                  {t("crudDesigner.log.drop")}
                </Button>
              ) : (
                <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setDeleting(row.id)}>
                  {t("crudDesigner.log.deleteLog")}
                </Button>
              )}
            </Can>
            <Can node="crud/crud/generate">
              {row.status === "delete" && row.archive_table ? (
                <Button
                  size="xs"
                  variant="outline"
                  onClick={() => void run(() => restore.mutateAsync({ id: row.id }))}
                >
                  {t("crudDesigner.log.restore")}
                </Button>
              ) : null}
            </Can>
          </Flex>
        )}
      />
      <DropTableDialog
        table={dropping}
        busy={busy}
        onCancel={() => setDropping(null)}
        onConfirm={(confirm) => {
          const table = dropping ?? "";
          setDropping(null);
          void run(() => drop.mutateAsync({ table, confirm }));
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        busy={busy}
        text={t("crudDesigner.log.deleteLogConfirm")}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const id = deleting ?? 0;
          setDeleting(null);
          void run(() => delLog.mutateAsync({ ids: [id] }));
        }}
      />
    </>
  );
}
