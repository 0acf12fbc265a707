import type { TFunction } from "i18next";
import { StatusBadge, Thumb, timeCell } from "../admin-auth/cells.tsx";
import type { CrudColumn } from "../admin-crud/crud-columns.ts";
import type { FieldDef } from "../admin-crud/fields/field-types.ts";
import { statusChoices, statusField } from "../admin-crud/fields/status-field.ts";

type Row = { id: number };

/** A picture column (cover, logo, thumbnail). */
export const imageColumn = <R extends Row>(field: keyof R & string, label: string): CrudColumn<R> => ({
  field,
  label,
  render: (r) => <Thumb url={String(r[field] ?? "")} />,
  filter: false,
});

/** A text column searched by "contains". */
export const textColumn = <R extends Row>(
  field: keyof R & string,
  label: string,
  hidden = false,
): CrudColumn<R> => ({
  field,
  label,
  filter: { kind: "text", operator: "LIKE" },
  ...(hidden ? { hidden } : {}),
});

/** The columns every ordered, switchable content table ends with: weight, status, last update. */
export function closingColumns<R extends Row & { status: "enable" | "disable"; update_time: number }>(
  t: TFunction,
  { weigh = true }: { weigh?: boolean } = {},
): CrudColumn<R>[] {
  return [
    ...(weigh
      ? [{ field: "weigh", label: t("contentAdmin.common.weigh"), sortable: true, filter: false } as const]
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
  { name: "weigh", label: t("contentAdmin.common.weigh"), type: "number" },
  statusField(t),
];
