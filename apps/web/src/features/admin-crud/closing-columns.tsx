import type { TFunction } from "i18next";
import { StatusBadge, timeCell } from "./cells.tsx";
import type { CrudColumn } from "./crud-columns.ts";
import type { FieldDef } from "./fields/field-types.ts";
import { statusChoices, statusField } from "./fields/status-field.ts";

type Row = { id: number };

/** The columns every ordered, switchable content table ends with: weight, status, last update. */
export function closingColumns<R extends Row & { status: "enable" | "disable"; update_time: number }>(
  t: TFunction,
  { weigh = true }: { weigh?: boolean } = {},
): CrudColumn<R>[] {
  return [
    ...(weigh
      ? [{ field: "weigh", label: t("adminUi.common.weigh"), sortable: true, filter: false } as const]
      : []),
    {
      field: "status",
      label: t("adminUi.common.status"),
      render: (r) => <StatusBadge status={r.status} />,
      filter: { kind: "select", operator: "eq", options: statusChoices(t) },
    },
    {
      field: "update_time",
      label: t("adminUi.common.updateTime"),
      sortable: true,
      render: (r) => timeCell(r.update_time),
      filter: false,
    },
  ];
}

/** The fields every ordered, switchable content form ends with: weight and status. */
export const closingFields = (t: TFunction): FieldDef[] => [
  { name: "weigh", label: t("adminUi.common.weigh"), type: "number" },
  statusField(t),
];
