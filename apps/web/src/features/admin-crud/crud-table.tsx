import {
  Box,
  Button,
  Checkbox,
  Flex,
  HStack,
  IconButton,
  Input,
  NativeSelect,
  Spinner,
  Table,
  Text,
} from "@chakra-ui/react";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  ArrowDown,
  ArrowUp,
  ChevronDown,
  ChevronRight,
  Columns3,
  Download,
  Filter,
  GripVertical,
  Plus,
  RefreshCw,
  Trash2,
} from "lucide-react";
import { type ReactNode, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { showToast } from "../../theme/toaster-store.ts";
import { useCan } from "../admin-shell/permissions.tsx";
import { loadHiddenColumns, saveHiddenColumns, toggleColumn } from "./column-visibility.ts";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import type { CrudColumn } from "./crud-columns.ts";
import type { CrudSource, RowId } from "./crud-types.ts";
import { downloadText } from "./download.ts";
import { errorText } from "./error-text.ts";
import { FilterForm } from "./filter-form.tsx";
import { indexQueryOf, nextSort, type TableState } from "./filter-query.ts";
import { flattenTree, type TreeLike } from "./tree-rows.ts";

type Props<R extends { id: RowId }> = {
  source: CrudSource<R>;
  columns: CrudColumn<R>[];
  /** The page's rule path; buttons need `<node>/add`, `/edit`, `/del`, `/sortable`. */
  node: string;
  tree?: boolean;
  onAdd?: () => void;
  onEdit?: (row: R) => void;
  /** Extra buttons of each row (shown before edit and delete). */
  rowActions?: (row: R) => ReactNode;
  toolbar?: ReactNode;
  pageSizes?: number[];
};

/**
 * The list of one controller: quick search, per-column filters, sort, column show/hide, paging, batch
 * delete with confirmation, drag sort by weigh and tree rows. Buttons the admin lacks are removed.
 */
export function CrudTable<R extends { id: RowId }>(props: Props<R>) {
  const { source, columns, node, tree = false, pageSizes = [10, 20, 50, 100] } = props;
  const { t } = useTranslation();
  const can = useCan();
  const queryClient = useQueryClient();
  const fields = columns.map((c) => c.field);
  const [state, setState] = useState<TableState>({
    quickSearch: "",
    filters: {},
    sort: null,
    page: 1,
    limit: pageSizes[0] ?? 10,
  });
  const [quickDraft, setQuickDraft] = useState("");
  const [showFilters, setShowFilters] = useState(false);
  const [showColumns, setShowColumns] = useState(false);
  const [hidden, setHidden] = useState(() =>
    loadHiddenColumns(
      localStorage,
      source.key,
      fields,
      columns.filter((c) => c.hidden).map((c) => c.field),
    ),
  );
  const [selected, setSelected] = useState<Set<RowId>>(new Set());
  const [confirmIds, setConfirmIds] = useState<RowId[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [collapsed, setCollapsed] = useState<Set<RowId>>(new Set());
  const [dragId, setDragId] = useState<RowId | null>(null);

  const query = indexQueryOf(tree ? { ...state, page: 1, limit: 1000 } : state);
  const list = useQuery({
    queryKey: ["crud", source.key, query],
    queryFn: () => source.index(query),
    placeholderData: keepPreviousData,
  });
  const rows = useMemo(
    () =>
      tree
        ? flattenTree(list.data?.list ?? [], collapsed)
        : (list.data?.list ?? []).map((row) => ({ row, depth: 0, hasChildren: false })),
    [list.data, tree, collapsed],
  );
  const visible = columns.filter((c) => !hidden.has(c.field));
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / state.limit));
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["crud", source.key] });
  const canDel = Boolean(source.del) && can(`${node}/del`);
  const canSort = Boolean(source.sortable) && can(`${node}/sortable`) && !state.sort;
  const canEdit = Boolean(props.onEdit) && can(`${node}/edit`);

  const update = (patch: Partial<TableState>) => {
    setSelected(new Set());
    setState((s) => ({ ...s, page: 1, ...patch }));
  };

  const remove = async (ids: RowId[]) => {
    if (!source.del) return;
    setBusy(true);
    try {
      await source.del(ids);
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

  const drop = async (targetId: RowId) => {
    const id = dragId;
    setDragId(null);
    if (!source.sortable || id === null || id === targetId) return;
    try {
      await source.sortable(id, targetId);
      await refresh();
    } catch (error) {
      showToast({ type: "error", message: errorText(error) });
    }
  };

  const exportCsv = async () => {
    if (!source.exportCsv) return;
    const { page: _page, limit: _limit, ...filters } = indexQueryOf(state);
    try {
      const file = await source.exportCsv(filters);
      downloadText(file.filename, file.csv);
    } catch (error) {
      showToast({ type: "error", message: errorText(error) });
    }
  };

  const allIds = rows.map((r) => r.row.id);
  const allChecked = allIds.length > 0 && allIds.every((id) => selected.has(id));

  return (
    <Box bg="bg" borderRadius="md" borderWidth="1px" p="3" data-testid={`crud-table-${source.key}`}>
      {list.data?.remark ? (
        <Text fontSize="sm" color="fg.muted" mb="2">
          {list.data.remark}
        </Text>
      ) : null}
      <Flex gap="2" wrap="wrap" align="center" mb="3">
        <IconButton
          size="sm"
          variant="outline"
          aria-label={t("adminUi.table.refresh")}
          onClick={() => void refresh()}
        >
          <RefreshCw />
        </IconButton>
        {props.onAdd && can(`${node}/add`) ? (
          <Button size="sm" colorPalette="brand" onClick={props.onAdd}>
            <Plus /> {t("adminUi.table.add")}
          </Button>
        ) : null}
        {canDel ? (
          <Button
            size="sm"
            colorPalette="red"
            variant="outline"
            disabled={selected.size === 0}
            onClick={() => setConfirmIds([...selected])}
          >
            <Trash2 /> {t("adminUi.table.deleteSelected", { count: selected.size })}
          </Button>
        ) : null}
        {props.toolbar}
        <HStack ms="auto" gap="2">
          <form
            onSubmit={(e) => {
              e.preventDefault();
              update({ quickSearch: quickDraft });
            }}
          >
            <Input
              size="sm"
              width="14rem"
              type="search"
              placeholder={t("adminUi.table.quickSearch")}
              aria-label={t("adminUi.table.quickSearch")}
              value={quickDraft}
              onChange={(e) => setQuickDraft(e.target.value)}
            />
          </form>
          {columns.some((c) => c.filter) ? (
            <IconButton
              size="sm"
              variant={showFilters ? "solid" : "outline"}
              aria-label={t("adminUi.table.filters")}
              aria-expanded={showFilters}
              onClick={() => setShowFilters((v) => !v)}
            >
              <Filter />
            </IconButton>
          ) : null}
          {source.exportCsv ? (
            <IconButton
              size="sm"
              variant="outline"
              aria-label={t("adminUi.table.export")}
              onClick={() => void exportCsv()}
            >
              <Download />
            </IconButton>
          ) : null}
          <Box position="relative">
            <IconButton
              size="sm"
              variant="outline"
              aria-label={t("adminUi.table.columns")}
              aria-expanded={showColumns}
              onClick={() => setShowColumns((v) => !v)}
            >
              <Columns3 />
            </IconButton>
            {showColumns ? (
              <Box
                position="absolute"
                right="0"
                top="100%"
                mt="1"
                zIndex="dropdown"
                bg="bg.panel"
                borderWidth="1px"
                borderRadius="md"
                p="2"
                minW="12rem"
                boxShadow="md"
              >
                {columns.map((c) => (
                  <Checkbox.Root
                    key={c.field}
                    display="flex"
                    py="1"
                    size="sm"
                    checked={!hidden.has(c.field)}
                    onCheckedChange={() => {
                      const next = toggleColumn(hidden, c.field, fields);
                      saveHiddenColumns(localStorage, source.key, next);
                      setHidden(next);
                    }}
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{c.label}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </Box>
            ) : null}
          </Box>
        </HStack>
      </Flex>
      {showFilters ? (
        <Box mb="3">
          <FilterForm columns={columns} values={state.filters} onApply={(filters) => update({ filters })} />
        </Box>
      ) : null}
      <Table.ScrollArea>
        <Table.Root size="sm" interactive>
          <Table.Header>
            <Table.Row>
              {canSort ? <Table.ColumnHeader width="2rem" /> : null}
              {canDel ? (
                <Table.ColumnHeader width="2rem">
                  <Checkbox.Root
                    size="sm"
                    aria-label={t("adminUi.table.selectAll")}
                    checked={allChecked}
                    onCheckedChange={() => setSelected(allChecked ? new Set() : new Set(allIds))}
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                  </Checkbox.Root>
                </Table.ColumnHeader>
              ) : null}
              {visible.map((c) => (
                <Table.ColumnHeader key={c.field} whiteSpace="nowrap">
                  {c.sortable ? (
                    <Button
                      variant="plain"
                      size="sm"
                      px="0"
                      fontWeight="semibold"
                      onClick={() => update({ sort: nextSort(state.sort, c.field) })}
                      aria-label={t("adminUi.table.sortBy", { column: c.label })}
                    >
                      {c.label}
                      {state.sort?.field === c.field ? (
                        state.sort.dir === "asc" ? (
                          <ArrowUp />
                        ) : (
                          <ArrowDown />
                        )
                      ) : null}
                    </Button>
                  ) : (
                    c.label
                  )}
                </Table.ColumnHeader>
              ))}
              <Table.ColumnHeader textAlign="end">{t("adminUi.table.actions")}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map(({ row, depth, hasChildren }, index) => (
              <Table.Row
                key={row.id}
                data-row-id={row.id}
                draggable={canSort}
                onDragStart={() => setDragId(row.id)}
                onDragOver={(e) => (canSort ? e.preventDefault() : undefined)}
                onDrop={(e) => {
                  e.preventDefault();
                  void drop(row.id);
                }}
                opacity={dragId === row.id ? 0.5 : 1}
              >
                {canSort ? (
                  <Table.Cell cursor="grab" color="fg.muted" aria-label={t("adminUi.table.dragHandle")}>
                    <GripVertical size={16} />
                  </Table.Cell>
                ) : null}
                {canDel ? (
                  <Table.Cell>
                    <Checkbox.Root
                      size="sm"
                      aria-label={t("adminUi.table.selectRow", { id: row.id })}
                      checked={selected.has(row.id)}
                      onCheckedChange={() =>
                        setSelected((s) => {
                          const next = new Set(s);
                          if (next.has(row.id)) next.delete(row.id);
                          else next.add(row.id);
                          return next;
                        })
                      }
                    >
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                    </Checkbox.Root>
                  </Table.Cell>
                ) : null}
                {visible.map((c, ci) => (
                  <Table.Cell key={c.field} ps={ci === 0 && tree ? `${depth * 1.25 + 0.5}rem` : undefined}>
                    <Flex align="center" gap="1">
                      {ci === 0 && tree && hasChildren ? (
                        <IconButton
                          size="2xs"
                          variant="ghost"
                          aria-label={t("adminUi.table.toggleChildren")}
                          onClick={() =>
                            setCollapsed((s) => {
                              const next = new Set(s);
                              if (next.has(row.id)) next.delete(row.id);
                              else next.add(row.id);
                              return next;
                            })
                          }
                        >
                          {collapsed.has(row.id) ? <ChevronRight /> : <ChevronDown />}
                        </IconButton>
                      ) : null}
                      {c.render ? c.render(row) : String((row as Record<string, unknown>)[c.field] ?? "")}
                    </Flex>
                  </Table.Cell>
                ))}
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  <HStack justify="flex-end" gap="1">
                    {props.rowActions?.(row)}
                    {canEdit ? (
                      <Button
                        size="xs"
                        variant="outline"
                        onClick={() => props.onEdit?.(row)}
                        data-index={index}
                      >
                        {t("adminUi.table.edit")}
                      </Button>
                    ) : null}
                    {canDel ? (
                      <Button
                        size="xs"
                        variant="outline"
                        colorPalette="red"
                        onClick={() => setConfirmIds([row.id])}
                      >
                        {t("adminUi.table.delete")}
                      </Button>
                    ) : null}
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
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
        <Flex align="center" justify="flex-end" gap="2" mt="3" fontSize="sm">
          <Text>{t("adminUi.table.total", { total })}</Text>
          <NativeSelect.Root size="xs" width="auto">
            <NativeSelect.Field
              aria-label={t("adminUi.table.pageSize")}
              value={state.limit}
              onChange={(e) => update({ limit: Number(e.target.value) })}
            >
              {pageSizes.map((size) => (
                <option key={size} value={size}>
                  {t("adminUi.table.perPage", { size })}
                </option>
              ))}
            </NativeSelect.Field>
          </NativeSelect.Root>
          <Button
            size="xs"
            variant="outline"
            disabled={state.page <= 1}
            onClick={() => setState((s) => ({ ...s, page: s.page - 1 }))}
          >
            {t("adminUi.table.previous")}
          </Button>
          <Text>
            {state.page} / {pages}
          </Text>
          <Button
            size="xs"
            variant="outline"
            disabled={state.page >= pages}
            onClick={() => setState((s) => ({ ...s, page: s.page + 1 }))}
          >
            {t("adminUi.table.next")}
          </Button>
        </Flex>
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

export type { TreeLike };
