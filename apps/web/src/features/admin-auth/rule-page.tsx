import { Badge } from "@chakra-ui/react";
import { ruleInput } from "@corp/server/schemas/auth/rule";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { StatusBadge } from "../admin-crud/cells.tsx";
import type { Choice, CrudColumn } from "../admin-crud/crud-columns.ts";
import { CrudFormDialog } from "../admin-crud/crud-form.tsx";
import { CrudTable } from "../admin-crud/crud-table.tsx";
import { FaIcon } from "../admin-crud/fields/fa-icon.tsx";
import type { FieldDef } from "../admin-crud/fields/field-types.ts";
import { DEFAULT_ICON } from "../admin-crud/fields/icon-field.tsx";
import { statusField } from "../admin-crud/fields/status-field.ts";
import { ruleEntryFields, ruleFormDefaults } from "../admin-crud/rules/rule-form.ts";
import { flattenTree } from "../admin-crud/tree-rows.ts";
import { useTRPC } from "../admin-shell/trpc.ts";
import type { RuleRow } from "./auth-types.ts";

/** The directories and pages a rule may sit under, indented by depth. */
function parentChoices(rules: readonly RuleRow[]): Choice[] {
  return flattenTree(rules)
    .filter(({ row }) => row.type !== "button")
    .map(({ row, depth }) => ({ value: String(row.id), label: `${"— ".repeat(depth)}${row.title}` }));
}

type Editing = { mode: "add" } | { mode: "edit"; row: RuleRow } | null;

/** auth/rule: the menu rule tree (directories, pages, buttons), drag sort by weigh. */
export function RulePage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const add = useMutation(trpc.auth.rule.add.mutationOptions());
  const edit = useMutation(trpc.auth.rule.edit.mutationOptions());
  const [editing, setEditing] = useState<Editing>(null);
  const [parents, setParents] = useState<Choice[]>([]);

  const open = async (next: Editing) => {
    const rules = await queryClient.fetchQuery(trpc.auth.rule.index.queryOptions({ limit: 1000 }));
    setParents([{ value: "0", label: t("adminUi.group.top") }, ...parentChoices(rules.list)]);
    setEditing(next);
  };

  const columns: CrudColumn<RuleRow>[] = [
    { field: "title", label: t("adminUi.rule.ruleTitle") },
    { field: "title_en", label: t("adminUi.rule.titleEn"), hidden: true },
    { field: "icon", label: t("adminUi.rule.icon"), render: (r) => <FaIcon name={r.icon || DEFAULT_ICON} /> },
    { field: "name", label: t("adminUi.rule.name") },
    {
      field: "type",
      label: t("adminUi.rule.type"),
      render: (r) => (
        <Badge colorPalette={r.type === "button" ? "gray" : "blue"}>
          {t(`adminUi.rule.types.${r.type}`)}
        </Badge>
      ),
    },
    {
      field: "menu_type",
      label: t("adminUi.rule.menuType"),
      render: (r) => (r.menu_type ? t(`adminUi.rule.menuTypes.${r.menu_type}`) : ""),
      hidden: true,
    },
    {
      field: "keepalive",
      label: t("adminUi.rule.keepalive"),
      render: (r) => (r.keepalive ? t("adminUi.common.yes") : t("adminUi.common.no")),
    },
    { field: "weigh", label: t("adminUi.rule.weigh") },
    { field: "status", label: t("adminUi.common.status"), render: (r) => <StatusBadge status={r.status} /> },
  ];

  const option = <K extends string>(prefix: "types" | "menuTypes" | "extends", keys: readonly K[]) =>
    keys.map((k) => ({ value: k, label: t(`adminUi.rule.${prefix}.${k}` as "adminUi.rule.types.menu") }));

  const fields: FieldDef[] = [
    {
      name: "type",
      label: t("adminUi.rule.type"),
      type: "radio",
      options: option("types", ["menu_dir", "menu", "button"]),
    },
    { name: "pid", label: t("adminUi.rule.parent"), type: "select", options: parents },
    ...ruleEntryFields(t),
    {
      name: "extend",
      label: t("adminUi.rule.extend"),
      type: "select",
      options: option("extends", ["none", "add_rules_only", "add_menu_only"]),
    },
    { name: "remark", label: t("adminUi.rule.remark"), type: "textarea" },
    { name: "weigh", label: t("adminUi.rule.weigh"), type: "number" },
    statusField(t),
  ];

  const row = editing?.mode === "edit" ? editing.row : undefined;
  // The form's own values: the parent as an option value, keepalive as a switch.
  const defaults: z.input<typeof ruleInput> = {
    ...ruleFormDefaults(row, true),
    type: row?.type ?? "menu",
    extend: row?.extend ?? "none",
  };

  const save = async (values: Record<string, unknown>) => {
    const input = ruleInput.parse(values);
    if (row) await edit.mutateAsync({ ...input, id: row.id });
    else await add.mutateAsync(input);
    setEditing(null);
    await queryClient.invalidateQueries(trpc.auth.rule.pathFilter());
  };

  return (
    <>
      <CrudTable
        procedures={trpc.auth.rule}
        columns={columns}
        node="auth/rule"
        tree
        onAdd={() => void open({ mode: "add" })}
        onEdit={(r) => void open({ mode: "edit", row: r })}
      />
      <CrudFormDialog
        key={row ? `edit-${row.id}` : "add"}
        open={editing !== null}
        title={row ? t("adminUi.rule.editTitle") : t("adminUi.rule.addTitle")}
        schema={ruleInput}
        fields={fields}
        defaultValues={defaults}
        onSubmit={save}
        onClose={() => setEditing(null)}
      />
    </>
  );
}
