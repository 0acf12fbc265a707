import { Badge } from "@chakra-ui/react";
import type { TFunction } from "i18next";
import { timeCell } from "../admin-crud/cells.tsx";
import type { CrudColumn } from "../admin-crud/crud-columns.ts";

type LogRow = { id: number; admin_name: string; rule_name: string; data_table: string; create_time: number };

/** The first columns of both logs: id, who, under which rule, on which table. */
export function logLeadColumns<R extends LogRow>(t: TFunction, { ruleHidden = false } = {}): CrudColumn<R>[] {
  return [
    {
      field: "id",
      label: t("adminUi.common.id"),
      sortable: true,
      filter: { kind: "number", operator: "RANGE" },
    },
    { field: "admin_name", label: t("securityAdmin.admin"), filter: false },
    {
      field: "rule_name",
      label: t("securityAdmin.rule"),
      filter: false,
      ...(ruleHidden ? { hidden: true } : {}),
    },
    { field: "data_table", label: t("securityAdmin.table"), filter: { kind: "text", operator: "eq" } },
  ];
}

/** Whether an entry was acted on (restored, rolled back): a badge, and a filter by it. */
export function logStateColumn<R>(
  field: keyof R & string,
  labels: { label: string; done: string; pending: string },
): CrudColumn<R> {
  return {
    field,
    label: labels.label,
    render: (r) => (
      <Badge colorPalette={r[field] === 1 ? "green" : "orange"}>
        {r[field] === 1 ? labels.done : labels.pending}
      </Badge>
    ),
    filter: {
      kind: "select",
      operator: "eq",
      options: [
        { value: "0", label: labels.pending },
        { value: "1", label: labels.done },
      ],
    },
  };
}

/** When the entry was written. */
export const logTimeColumn = <R extends LogRow>(t: TFunction): CrudColumn<R> => ({
  field: "create_time",
  label: t("securityAdmin.time"),
  sortable: true,
  render: (r) => timeCell(r.create_time),
});
