import { accountSchemas } from "@corp/domain/account";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { useLanguage } from "../../i18n/use-language.ts";
import type { CrudColumn } from "../admin-crud/crud-columns.ts";
import { CrudFormDialog } from "../admin-crud/crud-form.tsx";
import { CrudTable } from "../admin-crud/crud-table.tsx";
import type { CrudSource } from "../admin-crud/crud-types.ts";
import type { FieldDef } from "../admin-crud/fields/field-types.ts";
import { trpcClient } from "../admin-shell/trpc.ts";
import type { AdminRow } from "./auth-types.ts";
import { StatusBadge, Thumb, timeCell } from "./cells.tsx";
import { groupChoices } from "./group-choices.ts";

const source: CrudSource<AdminRow> = {
  key: "auth.admin",
  index: (query) => trpcClient.auth.admin.index.query(query),
  del: (ids) => trpcClient.auth.admin.del.mutate({ ids }),
  exportCsv: (query) => trpcClient.auth.admin.exportCsv.query(query),
};

type Editing = { mode: "add" } | { mode: "edit"; row: AdminRow } | null;

/** auth/admin: administrators, their groups and passwords. */
export function AdminPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing>(null);

  const columns: CrudColumn<AdminRow>[] = [
    {
      field: "id",
      label: t("adminUi.common.id"),
      sortable: true,
      filter: { kind: "number", operator: "eq" },
    },
    {
      field: "username",
      label: t("adminUi.admin.username"),
      sortable: true,
      filter: { kind: "text", operator: "LIKE" },
    },
    { field: "nickname", label: t("adminUi.admin.nickname"), filter: { kind: "text", operator: "LIKE" } },
    { field: "group_name_arr", label: t("adminUi.admin.groups"), render: (r) => r.group_name_arr.join(", ") },
    { field: "avatar", label: t("adminUi.admin.avatar"), render: (r) => <Thumb url={r.avatar} /> },
    {
      field: "email",
      label: t("adminUi.admin.email"),
      filter: { kind: "text", operator: "LIKE" },
      hidden: true,
    },
    {
      field: "mobile",
      label: t("adminUi.admin.mobile"),
      filter: { kind: "text", operator: "LIKE" },
      hidden: true,
    },
    {
      field: "last_login_time",
      label: t("adminUi.admin.lastLogin"),
      sortable: true,
      render: (r) => timeCell(r.last_login_time),
    },
    {
      field: "status",
      label: t("adminUi.common.status"),
      render: (r) => <StatusBadge status={r.status} />,
      filter: {
        kind: "select",
        operator: "eq",
        options: [
          { value: "enable", label: t("adminUi.common.enable") },
          { value: "disable", label: t("adminUi.common.disable") },
        ],
      },
    },
  ];

  const adding = editing?.mode === "add";
  const schema = useMemo(() => {
    const rules = accountSchemas(lang);
    return z.object({
      username: rules.username,
      nickname: z.string().trim().min(1).max(50),
      avatar: z.string(),
      email: z.union([z.literal(""), z.email()]),
      mobile: z.union([z.literal(""), z.string().regex(/^1[3-9]\d{9}$/)]),
      motto: z.string().max(255),
      password: adding ? rules.password : z.union([z.literal(""), rules.password]),
      group_arr: z.array(z.string()).min(1),
      status: z.enum(["enable", "disable"]),
    });
  }, [lang, adding]);

  const fields: FieldDef[] = [
    { name: "username", label: t("adminUi.admin.username"), type: "string" },
    { name: "nickname", label: t("adminUi.admin.nickname"), type: "string" },
    {
      name: "group_arr",
      label: t("adminUi.admin.groups"),
      type: "remoteSelect",
      remote: { search: groupChoices, multiple: true },
    },
    { name: "avatar", label: t("adminUi.admin.avatar"), type: "image" },
    { name: "email", label: t("adminUi.admin.email"), type: "string" },
    { name: "mobile", label: t("adminUi.admin.mobile"), type: "string" },
    {
      name: "password",
      label: t("adminUi.admin.password"),
      type: "password",
      help: adding ? undefined : t("adminUi.admin.passwordKeep"),
    },
    { name: "motto", label: t("adminUi.admin.motto"), type: "textarea" },
    {
      name: "status",
      label: t("adminUi.common.status"),
      type: "radio",
      options: [
        { value: "enable", label: t("adminUi.common.enable") },
        { value: "disable", label: t("adminUi.common.disable") },
      ],
    },
  ];

  const row = editing?.mode === "edit" ? editing.row : undefined;
  const defaults = {
    username: row?.username ?? "",
    nickname: row?.nickname ?? "",
    avatar: row?.avatar ?? "",
    email: row?.email ?? "",
    mobile: row?.mobile ?? "",
    motto: row?.motto ?? "",
    password: "",
    group_arr: (row?.group_arr ?? []).map(String),
    status: row?.status ?? "enable",
  };

  const save = async (values: Record<string, unknown>) => {
    const input = schema.parse(values);
    const payload = { ...input, group_arr: input.group_arr.map(Number) };
    if (row) await trpcClient.auth.admin.edit.mutate({ ...payload, id: row.id });
    else await trpcClient.auth.admin.add.mutate({ ...payload, password: input.password });
    setEditing(null);
    await queryClient.invalidateQueries({ queryKey: ["crud", source.key] });
  };

  return (
    <>
      <CrudTable
        source={source}
        columns={columns}
        node="auth/admin"
        onAdd={() => setEditing({ mode: "add" })}
        onEdit={(r) => setEditing({ mode: "edit", row: r })}
      />
      <CrudFormDialog
        key={row ? `edit-${row.id}` : "add"}
        open={editing !== null}
        title={row ? t("adminUi.admin.editTitle") : t("adminUi.admin.addTitle")}
        schema={schema}
        fields={fields}
        defaultValues={defaults}
        onSubmit={save}
        onClose={() => setEditing(null)}
      />
    </>
  );
}
