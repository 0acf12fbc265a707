import { Badge } from "@chakra-ui/react";
import { MEMBER_RULE_LEVELS, memberRuleInput, memberRuleTypes } from "@corp/server/schemas/members/rule";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { StatusBadge } from "../admin-crud/cells.tsx";
import { closingFields } from "../admin-crud/closing-columns.tsx";
import { CrudPage } from "../admin-crud/crud-page.tsx";
import { FaIcon } from "../admin-crud/fields/fa-icon.tsx";
import { DEFAULT_ICON } from "../admin-crud/fields/icon-field.tsx";
import { statusChoices } from "../admin-crud/fields/status-field.ts";
import { menuTypeChoices, ruleEntryFields, ruleFormDefaults } from "../admin-crud/rules/rule-form.ts";
import { parentChoices } from "../admin-crud/tree-parents.ts";
import { useTRPC } from "../admin-shell/trpc.ts";
import type { MemberRuleRow } from "./member-types.ts";

/** user/rule: the member centre's menus, routes, header links and buttons; three levels, drag sort. */
export function MemberRulePage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const add = useMutation(trpc.user.rule.add.mutationOptions());
  const edit = useMutation(trpc.user.rule.edit.mutationOptions());
  const [tree, setTree] = useState<MemberRuleRow[]>([]);
  const types = memberRuleTypes.map((type) => ({ value: type, label: t(`memberAdmin.rule.types.${type}`) }));
  const menuTypes = menuTypeChoices(t);
  const flag = (value: 0 | 1) => (value ? t("adminUi.common.yes") : t("adminUi.common.no"));

  return (
    <CrudPage<MemberRuleRow, typeof memberRuleInput>
      procedures={trpc.user.rule}
      node="user/rule"
      tree
      beforeOpen={async () => {
        const rules = await queryClient.fetchQuery(trpc.user.rule.index.queryOptions({ limit: 1000 }));
        setTree(rules.list);
      }}
      columns={[
        { field: "title", label: t("adminUi.rule.ruleTitle"), filter: { kind: "text", operator: "LIKE" } },
        {
          field: "title_en",
          label: t("adminUi.rule.titleEn"),
          filter: { kind: "text", operator: "LIKE" },
          hidden: true,
        },
        {
          field: "icon",
          label: t("adminUi.rule.icon"),
          render: (r) => (r.type === "button" ? null : <FaIcon name={r.icon || DEFAULT_ICON} />),
          filter: false,
        },
        { field: "name", label: t("adminUi.rule.name"), filter: { kind: "text", operator: "LIKE" } },
        {
          field: "type",
          label: t("adminUi.rule.type"),
          render: (r) => (
            <Badge colorPalette={r.type === "button" ? "gray" : "blue"}>
              {t(`memberAdmin.rule.types.${r.type}`)}
            </Badge>
          ),
          filter: { kind: "select", operator: "eq", options: types },
        },
        {
          field: "menu_type",
          label: t("adminUi.rule.menuType"),
          render: (r) => (r.menu_type ? t(`adminUi.rule.menuTypes.${r.menu_type}`) : ""),
          filter: { kind: "select", operator: "eq", options: menuTypes },
        },
        {
          field: "path",
          label: t("adminUi.rule.path"),
          filter: { kind: "text", operator: "LIKE" },
          hidden: true,
        },
        {
          field: "no_login_valid",
          label: t("memberAdmin.rule.noLoginValid"),
          render: (r) => flag(r.no_login_valid),
        },
        { field: "weigh", label: t("adminUi.rule.weigh"), filter: false },
        {
          field: "status",
          label: t("adminUi.common.status"),
          render: (r) => <StatusBadge status={r.status} />,
          filter: { kind: "select", operator: "eq", options: statusChoices(t) },
        },
      ]}
      fields={(row) => [
        {
          name: "type",
          label: t("adminUi.rule.type"),
          type: "radio",
          options: types,
          help: t("memberAdmin.rule.typeHelp"),
        },
        {
          name: "pid",
          label: t("adminUi.rule.parent"),
          type: "select",
          options: parentChoices(tree, {
            top: t("adminUi.group.top"),
            label: (rule) => rule.title,
            ...(row ? { editing: row.id } : {}),
            maxParentDepth: MEMBER_RULE_LEVELS - 1,
          }),
          help: t("memberAdmin.rule.levelsHelp"),
        },
        ...ruleEntryFields(t),
        { name: "no_login_valid", label: t("memberAdmin.rule.noLoginValid"), type: "switch" },
        { name: "remark", label: t("adminUi.rule.remark"), type: "textarea" },
        ...closingFields(t),
      ]}
      schema={memberRuleInput}
      defaults={(row) => ({
        ...ruleFormDefaults(row, false),
        type: row?.type ?? "menu",
        no_login_valid: row ? row.no_login_valid === 1 : false,
      })}
      titles={{ add: t("memberAdmin.rule.addTitle"), edit: t("memberAdmin.rule.editTitle") }}
      save={(input, row) => (row ? edit.mutateAsync({ ...input, id: row.id }) : add.mutateAsync(input))}
    />
  );
}
