import { Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { StatusBadge, timeCell } from "../admin-auth/cells.tsx";
import type { CrudColumn } from "../admin-crud/crud-columns.ts";
import { statusChoices } from "../admin-crud/fields/status-field.ts";
import { useTRPC } from "../admin-shell/trpc.ts";
import type { RecycleRuleRow, WatchedController } from "./security-types.ts";

type RuleRow = Pick<RecycleRuleRow, "id" | "name" | "controller" | "data_table" | "status" | "update_time">;

/** The columns both rule pages show. */
export function ruleColumns<R extends RuleRow>(
  t: TFunction,
  controllers: WatchedController[],
): CrudColumn<R>[] {
  const titleOf = (controller: string) => controllers.find((c) => c.controller === controller)?.title;
  return [
    { field: "name", label: t("securityAdmin.ruleName"), filter: { kind: "text", operator: "LIKE" } },
    {
      field: "controller",
      label: t("securityAdmin.controller"),
      render: (r) => (
        <Text as="span">
          {titleOf(r.controller) ?? r.controller}{" "}
          <Text as="span" color="fg.muted">
            {r.controller}
          </Text>
        </Text>
      ),
      filter: { kind: "text", operator: "eq" },
    },
    { field: "data_table", label: t("securityAdmin.table"), filter: { kind: "text", operator: "eq" } },
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
    },
  ];
}

/** The controllers a rule may watch, with their tables and fields (loaded once per page). */
export function useWatchedControllers(kind: "dataRecycle" | "sensitiveData"): WatchedController[] {
  const trpc = useTRPC();
  const query = useQuery(
    kind === "dataRecycle"
      ? trpc.security.dataRecycle.controllers.queryOptions()
      : trpc.security.sensitiveData.controllers.queryOptions(),
  );
  return query.data ?? [];
}

/** The controller select's choices: the page's title and the controller's name. */
export const controllerChoices = (controllers: WatchedController[]) =>
  controllers.map((c) => ({ value: c.controller, label: `${c.title} (${c.controller})` }));
