import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { closingColumns } from "../admin-crud/closing-columns.tsx";
import type { CrudColumn } from "../admin-crud/crud-columns.ts";
import { CrudTable } from "../admin-crud/crud-table.tsx";
import { GroupDialog, type GroupDraft } from "../admin-crud/rules/group-dialog.tsx";
import { useTRPC } from "../admin-shell/trpc.ts";
import type { MemberGroupRow } from "./member-types.ts";

/** user/group: the member groups, each granting member rules (the member centre's menus and pages). */
export function MemberGroupPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const add = useMutation(trpc.user.group.add.mutationOptions());
  const edit = useMutation(trpc.user.group.edit.mutationOptions());
  const [draft, setDraft] = useState<GroupDraft | null>(null);
  const rules = useQuery(trpc.user.rule.index.queryOptions({ limit: 1000 }, { enabled: draft !== null }));

  const columns: CrudColumn<MemberGroupRow>[] = [
    {
      field: "id",
      label: t("adminUi.common.id"),
      sortable: true,
      filter: { kind: "number", operator: "eq" },
    },
    { field: "name", label: t("memberAdmin.group.name"), filter: { kind: "text", operator: "LIKE" } },
    { field: "members", label: t("memberAdmin.group.members"), filter: false },
    ...closingColumns<MemberGroupRow>(t, { weigh: false }),
  ];

  const save = async ({ id, name, rules: granted, status }: GroupDraft) => {
    const input = { name, rules: granted, status };
    if (id) await edit.mutateAsync({ ...input, id });
    else await add.mutateAsync(input);
    await queryClient.invalidateQueries(trpc.user.group.pathFilter());
  };

  return (
    <>
      <CrudTable
        procedures={trpc.user.group}
        columns={columns}
        node="user/group"
        onAdd={() => setDraft({ name: "", rules: [], status: "enable" })}
        onEdit={(r) => setDraft({ id: r.id, name: r.name, rules: r.rules, status: r.status })}
      />
      <GroupDialog
        draft={draft}
        setDraft={setDraft}
        title={draft?.id ? t("memberAdmin.group.editTitle") : t("memberAdmin.group.addTitle")}
        labels={{ name: t("memberAdmin.group.name"), rules: t("memberAdmin.group.rules") }}
        tree={rules.data?.list}
        save={save}
      />
    </>
  );
}
