import { Button, Checkbox, Flex, HStack, IconButton, Table } from "@chakra-ui/react";
import { ArrowDown, ArrowUp, ChevronDown, ChevronRight, GripVertical } from "lucide-react";
import { type Dispatch, type ReactNode, type SetStateAction, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { CrudColumn } from "./crud-columns.ts";
import type { RowId, SortState } from "./crud-types.ts";
import { flattenTree, type TreeLike } from "./tree-rows.ts";

type Props<R extends { id: RowId }> = {
  list: readonly TreeLike<R>[];
  /** Nested rows with a toggle for their children. */
  tree: boolean;
  /** The columns the admin has not hidden. */
  columns: CrudColumn<R>[];
  sort: SortState;
  onSort: (field: string) => void;
  selected: ReadonlySet<RowId>;
  setSelected: Dispatch<SetStateAction<Set<RowId>>>;
  /** Drag sort: `id` was dropped on `targetId`; absent when the rows cannot be sorted. */
  onMove?: (id: RowId, targetId: RowId) => void;
  /** Absent when the admin may not edit. */
  onEdit?: (row: R) => void;
  /** Absent when the admin may not delete; also shows the selection checkboxes. */
  onDelete?: (id: RowId) => void;
  rowActions?: (row: R) => ReactNode;
};

const toggled = (set: ReadonlySet<RowId>, id: RowId) => {
  const next = new Set(set);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
};

const cellContent = <R,>(column: CrudColumn<R>, row: R): ReactNode =>
  column.render ? column.render(row) : String((row as Record<string, unknown>)[column.field] ?? "");

/** The header and rows of a CRUD table: sort headers, selection, drag handles, tree toggles, actions. */
export function TableRows<R extends { id: RowId }>(props: Props<R>) {
  const { list, tree, columns, sort, selected, setSelected, onMove, onEdit, onDelete } = props;
  const { t } = useTranslation();
  const [collapsed, setCollapsed] = useState<Set<RowId>>(new Set());
  const [dragId, setDragId] = useState<RowId | null>(null);
  const rows = useMemo(
    () => (tree ? flattenTree(list, collapsed) : list.map((row) => ({ row, depth: 0, hasChildren: false }))),
    [list, tree, collapsed],
  );
  const allIds = rows.map((r) => r.row.id);
  // A read-only table (a ledger) has no actions column at all.
  const hasActions = Boolean(onEdit || onDelete || props.rowActions);
  const allChecked = allIds.length > 0 && allIds.every((id) => selected.has(id));

  const drop = (targetId: RowId) => {
    const id = dragId;
    setDragId(null);
    if (onMove && id !== null && id !== targetId) onMove(id, targetId);
  };

  return (
    <Table.ScrollArea>
      <Table.Root size="sm" interactive>
        <Table.Header>
          <Table.Row>
            {onMove ? <Table.ColumnHeader width="2rem" /> : null}
            {onDelete ? (
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
            {columns.map((c) => (
              <Table.ColumnHeader key={c.field} whiteSpace="nowrap">
                {c.sortable ? (
                  <Button
                    variant="plain"
                    size="sm"
                    px="0"
                    fontWeight="semibold"
                    onClick={() => props.onSort(c.field)}
                    aria-label={t("adminUi.table.sortBy", { column: c.label })}
                  >
                    {c.label}
                    {sort?.field === c.field ? sort.dir === "asc" ? <ArrowUp /> : <ArrowDown /> : null}
                  </Button>
                ) : (
                  c.label
                )}
              </Table.ColumnHeader>
            ))}
            {hasActions ? (
              <Table.ColumnHeader textAlign="end">{t("adminUi.table.actions")}</Table.ColumnHeader>
            ) : null}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map(({ row, depth, hasChildren }, index) => (
            <Table.Row
              key={row.id}
              data-row-id={row.id}
              draggable={Boolean(onMove)}
              onDragStart={() => setDragId(row.id)}
              onDragOver={(e) => (onMove ? e.preventDefault() : undefined)}
              onDrop={(e) => {
                e.preventDefault();
                drop(row.id);
              }}
              opacity={dragId === row.id ? 0.5 : 1}
            >
              {onMove ? (
                <Table.Cell cursor="grab" color="fg.muted" aria-label={t("adminUi.table.dragHandle")}>
                  <GripVertical size={16} />
                </Table.Cell>
              ) : null}
              {onDelete ? (
                <Table.Cell>
                  <Checkbox.Root
                    size="sm"
                    aria-label={t("adminUi.table.selectRow", { id: row.id })}
                    checked={selected.has(row.id)}
                    onCheckedChange={() => setSelected((s) => toggled(s, row.id))}
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                  </Checkbox.Root>
                </Table.Cell>
              ) : null}
              {columns.map((c, ci) => (
                <Table.Cell key={c.field} ps={ci === 0 && tree ? `${depth * 1.25 + 0.5}rem` : undefined}>
                  {ci === 0 && tree ? (
                    <Flex align="center" gap="1">
                      {hasChildren ? (
                        <IconButton
                          size="2xs"
                          variant="ghost"
                          aria-label={t("adminUi.table.toggleChildren")}
                          onClick={() => setCollapsed((s) => toggled(s, row.id))}
                        >
                          {collapsed.has(row.id) ? <ChevronRight /> : <ChevronDown />}
                        </IconButton>
                      ) : null}
                      {cellContent(c, row)}
                    </Flex>
                  ) : (
                    cellContent(c, row)
                  )}
                </Table.Cell>
              ))}
              {hasActions ? (
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  <HStack justify="flex-end" gap="1">
                    {props.rowActions?.(row)}
                    {onEdit ? (
                      <Button size="xs" variant="outline" onClick={() => onEdit(row)} data-index={index}>
                        {t("adminUi.table.edit")}
                      </Button>
                    ) : null}
                    {onDelete ? (
                      <Button size="xs" variant="outline" colorPalette="red" onClick={() => onDelete(row.id)}>
                        {t("adminUi.table.delete")}
                      </Button>
                    ) : null}
                  </HStack>
                </Table.Cell>
              ) : null}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
