import { validationMessage } from "@corp/domain/account";
import { adminAddInput, adminEditInput } from "@corp/server/schemas/auth/admin";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { useLanguage } from "../../i18n/use-language.ts";
import { StatusBadge, Thumb, timeCell } from "../admin-crud/cells.tsx";
import type { CrudColumn } from "../admin-crud/crud-columns.ts";
import { CrudFormDialog } from "../admin-crud/crud-form.tsx";
import { CrudTable } from "../admin-crud/crud-table.tsx";
import type { FieldDef } from "../admin-crud/fields/field-types.ts";
import { remoteSelect } from "../admin-crud/fields/remote-select-field.tsx";
import { statusChoices, statusField } from "../admin-crud/fields/status-field.ts";
import { useTRPC } from "../admin-shell/trpc.ts";
import type { AdminRow } from "./auth-types.ts";
import { groupChoices, groupSearch } from "./group-choices.ts";

/** The edit form has no id field (the row gives it); an empty password keeps the current one. */
const editForm = adminEditInput.omit({ id: true });

type Editing = { mode: "add" } | { mode: "edit"; row: AdminRow } | null;

/** auth/admin: administrators, their groups and passwords. */
export function AdminPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const add = useMutation(trpc.auth.admin.add.mutationOptions());
  const edit = useMutation(trpc.auth.admin.edit.mutationOptions());
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
        options: statusChoices(t),
      },
    },
  ];

  const adding = editing?.mode === "add";
  const fieldMessages = {
    username: validationMessage("username", lang),
    password: validationMessage("password", lang),
  };

  const fields: FieldDef[] = [
    { name: "username", label: t("adminUi.admin.username"), type: "string" },
    { name: "nickname", label: t("adminUi.admin.nickname"), type: "string" },
    {
      name: "group_arr",
      label: t("adminUi.admin.groups"),
      type: "remoteSelect",
      remote: remoteSelect(
        (text) => trpc.auth.group.index.queryOptions(groupSearch(text), { select: groupChoices }),
        true,
      ),
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
    statusField(t),
  ];

  const row = editing?.mode === "edit" ? editing.row : undefined;
  const defaults: z.input<typeof editForm> = {
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
    if (row) await edit.mutateAsync({ ...editForm.parse(values), id: row.id });
    else await add.mutateAsync(adminAddInput.parse(values));
    setEditing(null);
    await queryClient.invalidateQueries(trpc.auth.admin.pathFilter());
  };

  return (
    <>
      <CrudTable
        procedures={trpc.auth.admin}
        columns={columns}
        node="auth/admin"
        onAdd={() => setEditing({ mode: "add" })}
        onEdit={(r) => setEditing({ mode: "edit", row: r })}
      />
      <CrudFormDialog
        key={row ? `edit-${row.id}` : "add"}
        open={editing !== null}
        title={row ? t("adminUi.admin.editTitle") : t("adminUi.admin.addTitle")}
        schema={adding ? adminAddInput : editForm}
        fieldMessages={fieldMessages}
        fields={fields}
        defaultValues={defaults}
        onSubmit={save}
        onClose={() => setEditing(null)}
      />
    </>
  );
}
