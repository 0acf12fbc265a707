import { Badge, Field, NativeSelect } from "@chakra-ui/react";
import type { groupInput } from "@corp/server/schemas/auth/group";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { StatusBadge, timeCell } from "../admin-crud/cells.tsx";
import type { CrudColumn } from "../admin-crud/crud-columns.ts";
import { CrudTable } from "../admin-crud/crud-table.tsx";
import { GroupDialog } from "../admin-crud/rules/group-dialog.tsx";
import { useTRPC } from "../admin-shell/trpc.ts";
import type { GroupRow } from "./auth-types.ts";
import { groupChoices, groupSearch } from "./group-choices.ts";

/** What the dialog edits of a group (the super flag is not offered here). */
type Draft = Pick<z.output<typeof groupInput>, "pid" | "name" | "rules" | "status"> & { id?: number };

/** auth/group: the group tree; each group grants rules (only rules the editing admin holds). */
export function GroupPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const add = useMutation(trpc.auth.group.add.mutationOptions());
  const edit = useMutation(trpc.auth.group.edit.mutationOptions());
  const [draft, setDraft] = useState<Draft | null>(null);
  const parents = useQuery(
    trpc.auth.group.index.queryOptions(groupSearch(""), { select: groupChoices, enabled: draft !== null }),
  );
  const rules = useQuery(trpc.auth.rule.index.queryOptions({ limit: 1000 }, { enabled: draft !== null }));

  const columns: CrudColumn<GroupRow>[] = [
    {
      field: "name",
      label: t("adminUi.group.name"),
      render: (r) => (
        <>
          {r.name}
          {r.super ? (
            <Badge ms="2" colorPalette="orange">
              {t("adminUi.group.superGroup")}
            </Badge>
          ) : null}
        </>
      ),
    },
    { field: "id", label: t("adminUi.common.id") },
    { field: "status", label: t("adminUi.common.status"), render: (r) => <StatusBadge status={r.status} /> },
    { field: "update_time", label: t("adminUi.common.updateTime"), render: (r) => timeCell(r.update_time) },
  ];

  const save = async (group: Draft) => {
    const input = { pid: group.pid, name: group.name, rules: group.rules, status: group.status };
    if (group.id) await edit.mutateAsync({ ...input, id: group.id });
    else await add.mutateAsync(input);
    await queryClient.invalidateQueries(trpc.auth.group.pathFilter());
  };

  return (
    <>
      <CrudTable
        procedures={trpc.auth.group}
        columns={columns}
        node="auth/group"
        tree
        onAdd={() => setDraft({ pid: 0, name: "", rules: [], status: "enable" })}
        onEdit={(r) => setDraft({ id: r.id, pid: r.pid, name: r.name, rules: r.rules, status: r.status })}
      />
      <GroupDialog
        draft={draft}
        setDraft={setDraft}
        title={draft?.id ? t("adminUi.group.editTitle") : t("adminUi.group.addTitle")}
        labels={{ name: t("adminUi.group.name"), rules: t("adminUi.group.rules") }}
        tree={rules.data?.list}
        save={save}
      >
        {draft ? (
          <Field.Root>
            <Field.Label>{t("adminUi.group.parent")}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={String(draft.pid)}
                onChange={(e) => setDraft({ ...draft, pid: Number(e.target.value) })}
              >
                <option value="0">{t("adminUi.group.top")}</option>
                {(parents.data ?? [])
                  .filter((o) => o.value !== String(draft.id))
                  .map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
              </NativeSelect.Field>
            </NativeSelect.Root>
          </Field.Root>
        ) : null}
      </GroupDialog>
    </>
  );
}
