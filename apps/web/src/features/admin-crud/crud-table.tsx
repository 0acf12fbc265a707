import { Box, Button, Flex, Spinner, Text } from "@chakra-ui/react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { showToast } from "../../theme/toaster-store.ts";
import { useCan, useOffers } from "../admin-shell/permissions.tsx";
import { ColumnChooser } from "./column-chooser.tsx";
import { loadHiddenColumns } from "./column-visibility.ts";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import type { CrudColumn } from "./crud-columns.ts";
import type { CrudProcedures, RowId } from "./crud-types.ts";
import { downloadText } from "./download.ts";
import { errorText } from "./error-text.ts";
import { FilterForm } from "./filter-form.tsx";
import { indexQueryOf, nextSort, type TableState } from "./filter-query.ts";
import { TablePager } from "./table-pager.tsx";
import { TableRows } from "./table-rows.tsx";
import { TableToolbar } from "./table-toolbar.tsx";
import type { TreeLike } from "./tree-rows.ts";
import { useCrudList } from "./use-crud-list.ts";

type Props<R extends { id: RowId }> = {
  /** The controller's procedures from `useTRPC()`, e.g. `trpc.auth.admin`. */
  procedures: CrudProcedures<R>;
  columns: CrudColumn<R>[];
  /** The page's rule path; buttons need `<node>/add`, `/edit`, `/del`, `/sortable`. */
  node: string;
  tree?: boolean;
  onAdd?: () => void;
  onEdit?: (row: R) => void;
  /** Extra buttons of each row (shown before edit and delete). */
  rowActions?: (row: R) => ReactNode;
  toolbar?: ReactNode;
  /** The English field a row lacks when not translated: the toolbar offers to list only those rows. */
  untranslated?: string;
  /** Buttons acting on the selected rows (restore, roll back); `done` clears the choice and reloads. */
  batchActions?: (selected: RowId[], done: () => Promise<void>) => ReactNode;
  pageSizes?: number[];
};

/**
 * The list of one controller: quick search, per-column filters, sort, column show/hide, paging, batch
 * delete with confirmation, drag sort by weigh and tree rows. Buttons the admin lacks are removed.
 */
export function CrudTable<R extends { id: RowId }>(props: Props<R>) {
  const { procedures, columns, node, tree = false, pageSizes = [10, 20, 50, 100] } = props;
  const { t } = useTranslation();
  const canUse = useCan();
  const offers = useOffers();
  const can = (node: string) => offers(node) && canUse(node);
  // "auth.admin": names the table in the page and in the saved column choice.
  const tableKey = procedures.pathKey()[0].join(".");
  const [state, setState] = useState<TableState>({
    quickSearch: "",
    filters: {},
    sort: null,
    page: 1,
    limit: pageSizes[0] ?? 10,
  });
  const [showFilters, setShowFilters] = useState(false);
  const [hidden, setHidden] = useState(() =>
    loadHiddenColumns(
      localStorage,
      tableKey,
      columns.map((c) => c.field),
      columns.filter((c) => c.hidden).map((c) => c.field),
    ),
  );
  const [selected, setSelected] = useState<Set<RowId>>(new Set());
  const [confirmIds, setConfirmIds] = useState<RowId[] | null>(null);
  const [busy, setBusy] = useState(false);

  const crud = useCrudList(procedures, indexQueryOf(tree ? { ...state, page: 1, limit: 1000 } : state));
  const { list, refresh } = crud;
  // The procedures' proxies exist for any name: the rule tree tells which actions the controller has.
  const canDel = Boolean(crud.del) && can(`${node}/del`) && offers(`${node}/del`);
  const canSort =
    Boolean(crud.sortable) && can(`${node}/sortable`) && offers(`${node}/sortable`) && !state.sort;
  const canEdit = Boolean(props.onEdit) && can(`${node}/edit`);

  const update = (patch: Partial<TableState>) => {
    setSelected(new Set());
    setState((s) => ({ ...s, page: 1, ...patch }));
  };

  const remove = async (ids: RowId[]) => {
    if (!crud.del) return;
    setBusy(true);
    try {
      await crud.del(ids);
      showToast({ type: "success", message: t("adminUi.common.done") });
      setSelected(new Set());
      await refresh();
    } catch (error) {
      showToast({ type: "error", message: errorText(error) });
    } finally {
      setBusy(false);
      setConfirmIds(null);
    }
  };

  const move = async (id: RowId, targetId: RowId) => {
    if (!crud.sortable) return;
    try {
      await crud.sortable(id, targetId);
      await refresh();
    } catch (error) {
      showToast({ type: "error", message: errorText(error) });
    }
  };

  const exportCsv = async () => {
    if (!crud.exportCsv) return;
    const { page: _page, limit: _limit, ...filters } = indexQueryOf(state);
    try {
      const file = await crud.exportCsv(filters);
      downloadText(file.filename, file.csv);
    } catch (error) {
      showToast({ type: "error", message: errorText(error) });
    }
  };

  const rows: readonly TreeLike<R>[] = list.data?.list ?? [];
  return (
    <Box bg="bg" borderRadius="md" borderWidth="1px" p="3" data-testid={`crud-table-${tableKey}`}>
      {list.data?.remark ? (
        <Text fontSize="sm" color="fg.muted" mb="2">
          {list.data.remark}
        </Text>
      ) : null}
      <TableToolbar
        onRefresh={() => void refresh()}
        onAdd={props.onAdd && can(`${node}/add`) ? props.onAdd : undefined}
        onDeleteSelected={canDel ? () => setConfirmIds([...selected]) : undefined}
        selectedCount={selected.size}
        onQuickSearch={(quickSearch) => update({ quickSearch })}
        filtersShown={
          columns.some((c) => c.filter)
            ? { shown: showFilters, toggle: () => setShowFilters((v) => !v) }
            : undefined
        }
        onExport={crud.exportCsv ? () => void exportCsv() : undefined}
        extra={
          <>
            {props.batchActions?.([...selected], async () => {
              setSelected(new Set());
              await refresh();
            })}
            {props.untranslated ? (
              <Button
                size="sm"
                variant={state.untranslated ? "solid" : "outline"}
                aria-pressed={Boolean(state.untranslated)}
                onClick={() => update({ untranslated: state.untranslated ? undefined : props.untranslated })}
              >
                {t("adminUi.table.missingEnglish")}
              </Button>
            ) : null}
            {props.toolbar}
          </>
        }
        columnChooser={
          <ColumnChooser columns={columns} hidden={hidden} onChange={setHidden} tableKey={tableKey} />
        }
      />
      {showFilters ? (
        <Box mb="3">
          <FilterForm columns={columns} values={state.filters} onApply={(filters) => update({ filters })} />
        </Box>
      ) : null}
      <TableRows
        list={rows}
        tree={tree}
        columns={columns.filter((c) => !hidden.has(c.field))}
        sort={state.sort}
        onSort={(field) => update({ sort: nextSort(state.sort, field) })}
        selected={selected}
        setSelected={setSelected}
        onMove={canSort ? (id, targetId) => void move(id, targetId) : undefined}
        onEdit={canEdit ? props.onEdit : undefined}
        onDelete={canDel ? (id) => setConfirmIds([id]) : undefined}
        rowActions={props.rowActions}
      />
      {list.isFetching && !list.data ? (
        <Flex justify="center" py="6">
          <Spinner />
        </Flex>
      ) : null}
      {list.isError ? (
        <Text color="red.fg" py="4" role="alert">
          {errorText(list.error)}
        </Text>
      ) : null}
      {list.data && rows.length === 0 ? (
        <Text color="fg.muted" textAlign="center" py="6">
          {t("adminUi.table.empty")}
        </Text>
      ) : null}
      {tree ? null : (
        <TablePager
          total={list.data?.total ?? 0}
          shown={rows.length}
          page={state.page}
          limit={state.limit}
          pageSizes={pageSizes}
          onLimit={(limit) => update({ limit })}
          onPage={(page) => setState((s) => ({ ...s, page }))}
        />
      )}
      <ConfirmDialog
        open={confirmIds !== null}
        busy={busy}
        text={t("adminUi.table.confirmDelete", { count: confirmIds?.length ?? 0 })}
        onConfirm={() => void remove(confirmIds ?? [])}
        onCancel={() => setConfirmIds(null)}
      />
    </Box>
  );
}
