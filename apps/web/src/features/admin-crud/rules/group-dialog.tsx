import { Alert, Button, Field, Input, RadioGroup, Stack } from "@chakra-ui/react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { AdminDialog } from "../admin-dialog.tsx";
import { errorText } from "../error-text.ts";
import { type ChecklistRule, RuleChecklist } from "./rule-checklist.tsx";

/** What a group dialog edits: the admins' role groups and the members' groups alike. */
export type GroupDraft = { id?: number; name: string; rules: number[]; status: "enable" | "disable" };

type Props<D extends GroupDraft> = {
  draft: D | null;
  setDraft: (update: (draft: D | null) => D | null) => void;
  title: string;
  labels: { name: string; rules: string };
  /** The rules a group may grant; absent while they load. */
  tree: readonly ChecklistRule[] | undefined;
  /** Writes the group; a refusal is shown in the dialog, success closes it. */
  save: (draft: D) => Promise<void>;
  /** Fields before the name (the parent group). */
  children?: ReactNode;
};

/** The add/edit dialog of a group: its name, the rules it grants as a checked tree, its status. */
export function GroupDialog<D extends GroupDraft>(props: Props<D>) {
  const { draft, setDraft, labels } = props;
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();
  const patch = (values: Partial<GroupDraft>) => setDraft((d) => (d ? { ...d, ...values } : d));
  const close = () => {
    setError(undefined);
    setDraft(() => null);
  };
  const save = async () => {
    if (!draft) return;
    setSaving(true);
    setError(undefined);
    try {
      await props.save(draft);
      close();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setSaving(false);
    }
  };
  return (
    <AdminDialog
      open={draft !== null}
      title={props.title}
      onClose={close}
      scrollBehavior="inside"
      actions={
        <Button colorPalette="brand" loading={saving} onClick={() => void save()}>
          {t("adminUi.common.save")}
        </Button>
      }
    >
      {draft ? (
        <Stack gap="4">
          {props.children}
          <Field.Root required>
            <Field.Label>{labels.name}</Field.Label>
            <Input value={draft.name} onChange={(e) => patch({ name: e.target.value })} />
          </Field.Root>
          <Field.Root>
            <Field.Label>{labels.rules}</Field.Label>
            <RuleChecklist
              tree={props.tree}
              value={draft.rules}
              onChange={(update) => setDraft((d) => (d ? { ...d, rules: update(d.rules) } : d))}
              label={labels.rules}
            />
          </Field.Root>
          <RadioGroup.Root
            value={draft.status}
            onValueChange={(d) => patch({ status: d.value === "disable" ? "disable" : "enable" })}
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
  );
}
