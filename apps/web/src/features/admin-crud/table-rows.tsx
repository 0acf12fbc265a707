import { Button, Flex, IconButton, type SystemStyleObject, Table, useRecipe } from "@chakra-ui/react";
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

const NARROW = { width: "2rem" } as const;
const DRAGGED = { opacity: 0.5 } as const;

/**
 * The styles of a table's rows, resolved once per table: its cells are plain elements (Chakra's native
 * table) styled from the root, since a Chakra component per cell (a checkbox's state machine, two
 * buttons, a cell) made a table of a few hundred rows slow to show.
 */
function useRowStyles(): SystemStyleObject {
  const button = useRecipe({ key: "button" });
  return useMemo(() => {
    const action = button({ size: "xs", variant: "outline" });
    return {
      "& thead th": { whiteSpace: "nowrap" },
      "& th[data-actions], & td[data-actions]": { textAlign: "end", whiteSpace: "nowrap" },
      "& td[data-drag-handle]": { cursor: "grab", color: "fg.muted" },
      "& input[type=checkbox]": {
        width: "4",
        height: "4",
        accentColor: "colorPalette.solid",
        cursor: "pointer",
      },
      "& [data-row-actions]": { display: "flex", justifyContent: "flex-end", alignItems: "center", gap: "1" },
      "& button[data-row-action]": action,
      "& button[data-row-action=delete]": { colorPalette: "red" },
    };
  }, [button]);
}

/** The header and rows of a CRUD table: sort headers, selection, drag handles, tree toggles, actions. */
export function TableRows<R extends { id: RowId }>(props: Props<R>) {
  const { list, tree, columns, sort, selected, setSelected, onMove, onEdit, onDelete } = props;
  const { t } = useTranslation();
  const rowStyles = useRowStyles();
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
      <Table.Root size="sm" interactive native css={rowStyles}>
        <thead>
          <tr>
            {onMove ? <th style={NARROW} /> : null}
            {onDelete ? (
              <th style={NARROW}>
                <input
                  type="checkbox"
                  aria-label={t("adminUi.table.selectAll")}
                  checked={allChecked}
                  onChange={() => setSelected(allChecked ? new Set() : new Set(allIds))}
                />
              </th>
            ) : null}
            {columns.map((c) => (
              <th key={c.field}>
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
              </th>
            ))}
            {hasActions ? <th data-actions="">{t("adminUi.table.actions")}</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ row, depth, hasChildren }, index) => (
            <tr
              key={row.id}
              data-row-id={row.id}
              draggable={Boolean(onMove)}
              onDragStart={() => setDragId(row.id)}
              onDragOver={(e) => (onMove ? e.preventDefault() : undefined)}
              onDrop={(e) => {
                e.preventDefault();
                drop(row.id);
              }}
              style={dragId === row.id ? DRAGGED : undefined}
            >
              {onMove ? (
                <td data-drag-handle="" aria-label={t("adminUi.table.dragHandle")}>
                  <GripVertical size={16} />
                </td>
              ) : null}
              {onDelete ? (
                <td>
                  <input
                    type="checkbox"
                    aria-label={t("adminUi.table.selectRow", { id: row.id })}
                    checked={selected.has(row.id)}
                    onChange={() => setSelected((s) => toggled(s, row.id))}
                  />
                </td>
              ) : null}
              {columns.map((c, ci) =>
                ci === 0 && tree ? (
                  <td key={c.field} style={{ paddingInlineStart: `${depth * 1.25 + 0.5}rem` }}>
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
                  </td>
                ) : (
                  <td key={c.field}>{cellContent(c, row)}</td>
                ),
              )}
              {hasActions ? (
                <td data-actions="">
                  <div data-row-actions="">
                    {props.rowActions?.(row)}
                    {onEdit ? (
                      <button
                        type="button"
                        data-row-action="edit"
                        onClick={() => onEdit(row)}
                        data-index={index}
                      >
                        {t("adminUi.table.edit")}
                      </button>
                    ) : null}
                    {onDelete ? (
                      <button type="button" data-row-action="delete" onClick={() => onDelete(row.id)}>
                        {t("adminUi.table.delete")}
                      </button>
                    ) : null}
                  </div>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </Table.Root>
    </Table.ScrollArea>
  );
}
