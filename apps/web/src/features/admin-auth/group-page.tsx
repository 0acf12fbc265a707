import { Alert, Badge, Button, Field, Input, NativeSelect, RadioGroup, Stack } from "@chakra-ui/react";
import type { groupInput } from "@corp/server/schemas/auth/group";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { AdminDialog } from "../admin-crud/admin-dialog.tsx";
import type { CrudColumn } from "../admin-crud/crud-columns.ts";
import { CrudTable } from "../admin-crud/crud-table.tsx";
import { errorText } from "../admin-crud/error-text.ts";
import { useTRPC } from "../admin-shell/trpc.ts";
import type { GroupRow } from "./auth-types.ts";
import { StatusBadge, timeCell } from "./cells.tsx";
import { groupChoices, groupSearch } from "./group-choices.ts";
import { RuleChecklist } from "./rule-checklist.tsx";

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
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const parents = useQuery(
    trpc.auth.group.index.queryOptions(groupSearch(""), { select: groupChoices, enabled: draft !== null }),
  );

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

  const save = async () => {
    if (!draft) return;
    setSaving(true);
    setError(undefined);
    try {
      const input = { pid: draft.pid, name: draft.name, rules: draft.rules, status: draft.status };
      if (draft.id) await edit.mutateAsync({ ...input, id: draft.id });
      else await add.mutateAsync(input);
      setDraft(null);
      await queryClient.invalidateQueries(trpc.auth.group.pathFilter());
    } catch (e) {
      setError(errorText(e));
    } finally {
      setSaving(false);
    }
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
      <AdminDialog
        open={draft !== null}
        title={draft?.id ? t("adminUi.group.editTitle") : t("adminUi.group.addTitle")}
        onClose={() => setDraft(null)}
        scrollBehavior="inside"
        actions={
          <Button colorPalette="brand" loading={saving} onClick={() => void save()}>
            {t("adminUi.common.save")}
          </Button>
        }
      >
        {draft ? (
          <Stack gap="4">
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
            <Field.Root required>
              <Field.Label>{t("adminUi.group.name")}</Field.Label>
              <Input value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} />
            </Field.Root>
            <Field.Root>
              <Field.Label>{t("adminUi.group.rules")}</Field.Label>
              <RuleChecklist
                value={draft.rules}
                onChange={(update) => setDraft((d) => (d ? { ...d, rules: update(d.rules) } : d))}
                label={t("adminUi.group.rules")}
              />
            </Field.Root>
            <RadioGroup.Root
              value={draft.status}
              onValueChange={(d) =>
                setDraft({ ...draft, status: d.value === "disable" ? "disable" : "enable" })
              }
            >
              <Stack direction="row" gap="4">
                {(["enable", "disable"] as const).map((s) => (
                  <RadioGroup.Item key={s} value={s}>
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>{t(`adminUi.common.${s}`)}</RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </Stack>
            </RadioGroup.Root>
            {error ? (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Title>{error}</Alert.Title>
              </Alert.Root>
            ) : null}
          </Stack>
        ) : null}
      </AdminDialog>
    </>
  );
}
