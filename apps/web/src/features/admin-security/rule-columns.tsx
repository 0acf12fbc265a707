import { Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { closingColumns } from "../admin-crud/closing-columns.tsx";
import type { CrudColumn } from "../admin-crud/crud-columns.ts";
import type { FieldDef } from "../admin-crud/fields/field-types.ts";
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
    ...closingColumns<R>(t, { weigh: false }),
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

/** The first fields of both rule forms: the rule's name and the controller it watches. */
export const ruleFormFields = (t: TFunction, controllers: WatchedController[]): FieldDef[] => [
  { name: "name", label: t("securityAdmin.ruleName"), type: "string" },
  {
    name: "controller",
    label: t("securityAdmin.controller"),
    type: "select",
    options: controllers.map((c) => ({ value: c.controller, label: `${c.title} (${c.controller})` })),
  },
];

/** The line above a rule table saying what its rules do. */
export function RuleIntro({ text }: { text: string }) {
  return (
    <Text fontSize="sm" color="fg.muted" mb="2">
      {text}
    </Text>
  );
}
