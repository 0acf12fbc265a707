import { validationMessage } from "@corp/domain/account";
import { fenToYuan } from "@corp/domain/money";
import { memberAddInput, memberEditInput } from "@corp/server/schemas/members/user";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { useLanguage } from "../../i18n/use-language.ts";
import { fileSize } from "../../lib/file-size.ts";
import { StatusBadge, Thumb } from "../admin-crud/cells.tsx";
import type { CrudColumn } from "../admin-crud/crud-columns.ts";
import { CrudFormDialog } from "../admin-crud/crud-form.tsx";
import { CrudTable } from "../admin-crud/crud-table.tsx";
import type { FieldDef } from "../admin-crud/fields/field-types.ts";
import { statusChoices, statusField } from "../admin-crud/fields/status-field.ts";
import { useTRPC } from "../admin-shell/trpc.ts";
import { LedgerDialog } from "./ledger-dialog.tsx";
import type { LedgerKind } from "./ledger-form.ts";
import { groupOptions } from "./member-choices.ts";
import type { MemberRow } from "./member-types.ts";
import { MemberCell, MemberRowActions, TwoLineTime } from "./user-row-actions.tsx";

/** The edit form has no id field (the row gives it); an empty password keeps the current one. */
const editForm = memberEditInput.omit({ id: true });

type Editing = { mode: "add" } | { mode: "edit"; row: MemberRow } | null;

/** user/user: the members; balances and points change only through the ledgers (the adjust buttons). */
export function UserPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const add = useMutation(trpc.user.user.add.mutationOptions());
  const edit = useMutation(trpc.user.user.edit.mutationOptions());
  const groups = useQuery(trpc.user.group.index.queryOptions({ limit: 1000 }, { select: groupOptions }));
  const [editing, setEditing] = useState<Editing>(null);
  const [ledger, setLedger] = useState<{ kind: LedgerKind; memberId: number } | null>(null);

  const genders = ([0, 1, 2] as const).map((g) => ({
    value: String(g),
    label: t(`memberAdmin.user.genders.${g}`),
  }));
  const text = (field: keyof MemberRow & string, label: string, hidden = false): CrudColumn<MemberRow> => ({
    field,
    label,
    filter: { kind: "text", operator: "LIKE" },
    ...(hidden ? { hidden } : {}),
  });
  const time = (field: "last_login_time" | "join_time", label: string): CrudColumn<MemberRow> => ({
    field,
    label,
    sortable: true,
    render: (r) => <TwoLineTime seconds={r[field]} />,
    filter: { kind: "datetime", operator: "RANGE" },
  });

  const columns: CrudColumn<MemberRow>[] = [
    {
      field: "id",
      label: t("adminUi.common.id"),
      sortable: true,
      filter: { kind: "number", operator: "eq" },
    },
    {
      ...text("username", t("memberAdmin.user.username")),
      sortable: true,
      render: (r) => <MemberCell row={r} />,
    },
    text("nickname", t("memberAdmin.user.nickname"), true),
    {
      field: "group_id",
      label: t("memberAdmin.user.group"),
      render: (r) => r.group_name,
      filter: { kind: "select", operator: "eq", options: groups.data ?? [] },
    },
    {
      field: "avatar",
      label: t("memberAdmin.user.avatar"),
      render: (r) => <Thumb url={r.avatar} />,
      filter: false,
      hidden: true,
    },
    {
      field: "gender",
      label: t("memberAdmin.user.gender"),
      render: (r) => t(`memberAdmin.user.genders.${r.gender}`),
      filter: { kind: "select", operator: "eq", options: genders },
      hidden: true,
    },
    text("email", t("memberAdmin.user.email"), true),
    text("mobile", t("memberAdmin.user.mobile"), true),
    {
      field: "money",
      label: t("memberAdmin.user.money"),
      sortable: true,
      render: (r) => fenToYuan(r.money),
      filter: false,
    },
    {
      field: "score",
      label: t("memberAdmin.user.score"),
      sortable: true,
      filter: { kind: "number", operator: "RANGE" },
    },
    {
      field: "upload",
      label: t("memberAdmin.user.uploads"),
      // Today's files against the daily allowance, and everything the member has stored (issue 24, N3).
      render: (r) =>
        t("memberAdmin.user.uploadUsage", {
          today: r.upload?.today_files ?? 0,
          todaySize: fileSize(r.upload?.today_bytes ?? 0),
          files: r.upload?.files ?? 0,
          size: fileSize(r.upload?.bytes ?? 0),
        }),
      filter: false,
      // Shown from the column chooser: always on, it pushed the row actions out of a 1440 px screen.
      hidden: true,
    },
    {
      field: "status",
      label: t("adminUi.common.status"),
      render: (r) => <StatusBadge status={r.status} />,
      filter: { kind: "select", operator: "eq", options: statusChoices(t) },
    },
    time("last_login_time", t("memberAdmin.user.lastLogin")),
    { ...text("last_login_ip", t("memberAdmin.user.lastLoginIp"), true) },
    time("join_time", t("memberAdmin.user.joinTime")),
  ];

  const adding = editing?.mode === "add";
  const fields: FieldDef[] = [
    { name: "username", label: t("memberAdmin.user.username"), type: "string" },
    { name: "nickname", label: t("memberAdmin.user.nickname"), type: "string" },
    { name: "group_id", label: t("memberAdmin.user.group"), type: "select", options: groups.data ?? [] },
    { name: "avatar", label: t("memberAdmin.user.avatar"), type: "image" },
    { name: "email", label: t("memberAdmin.user.email"), type: "string" },
    { name: "mobile", label: t("memberAdmin.user.mobile"), type: "string" },
    { name: "gender", label: t("memberAdmin.user.gender"), type: "radio", options: genders },
    { name: "birthday", label: t("memberAdmin.user.birthday"), type: "date" },
    { name: "motto", label: t("memberAdmin.user.motto"), type: "textarea" },
    {
      name: "password",
      label: t("memberAdmin.user.password"),
      type: "password",
      ...(adding ? {} : { help: t("memberAdmin.user.passwordKeep") }),
    },
    statusField(t),
  ];

  const row = editing?.mode === "edit" ? editing.row : undefined;
  const defaults: z.input<typeof editForm> = {
    username: row?.username ?? "",
    nickname: row?.nickname ?? "",
    group_id: String(row?.group_id ?? groups.data?.[0]?.value ?? ""),
    avatar: row?.avatar ?? "",
    email: row?.email ?? "",
    mobile: row?.mobile ?? "",
    gender: String(row?.gender ?? 0),
    birthday: row?.birthday ?? "",
    motto: row?.motto ?? "",
    password: "",
    status: row?.status ?? "enable",
  };

  const save = async (values: Record<string, unknown>) => {
    if (row) await edit.mutateAsync({ ...editForm.parse(values), id: row.id });
    else await add.mutateAsync(memberAddInput.parse(values));
    setEditing(null);
    await queryClient.invalidateQueries(trpc.user.user.pathFilter());
  };

  return (
    <>
      <CrudTable
        procedures={trpc.user.user}
        columns={columns}
        node="user/user"
        // A new member needs a group: the form opens once the groups are known.
        onAdd={groups.data ? () => setEditing({ mode: "add" }) : undefined}
        onEdit={(r) => setEditing({ mode: "edit", row: r })}
        rowActions={(r) => (
          <MemberRowActions row={r} onAdjust={(kind) => setLedger({ kind, memberId: r.id })} />
        )}
      />
      <CrudFormDialog
        key={row ? `edit-${row.id}` : "add"}
        open={editing !== null}
        title={row ? t("memberAdmin.user.editTitle") : t("memberAdmin.user.addTitle")}
        schema={adding ? memberAddInput : editForm}
        fieldMessages={{
          username: validationMessage("username", lang),
          nickname: validationMessage("required", lang),
          group_id: validationMessage("required", lang),
          password: validationMessage("password", lang),
          email: validationMessage("email", lang),
          mobile: validationMessage("mobile", lang),
        }}
        fields={fields}
        defaultValues={defaults}
        onSubmit={save}
        onClose={() => setEditing(null)}
      />
      {ledger ? (
        <LedgerDialog kind={ledger.kind} memberId={ledger.memberId} onClose={() => setLedger(null)} />
      ) : null}
    </>
  );
}
