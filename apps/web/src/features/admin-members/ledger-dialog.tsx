import { Alert, Button, Field, Input, Stack, Text, Textarea } from "@chakra-ui/react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../i18n/use-language.ts";
import { showToast } from "../../theme/toaster-store.ts";
import { AdminDialog } from "../admin-crud/admin-dialog.tsx";
import { errorText } from "../admin-crud/error-text.ts";
import { remoteSelect } from "../admin-crud/fields/remote-select-field.tsx";
import { useTRPC } from "../admin-shell/trpc.ts";
import {
  balanceAfter,
  balanceText,
  type LedgerDraft,
  type LedgerKind,
  parseLedgerDraft,
} from "./ledger-form.ts";
import { memberChoices, memberSearch } from "./member-choices.ts";

/** A figure shown in a field's place: read only, left out of the tab order, so the typing starts at the change. */
const shown = { readOnly: true, tabIndex: -1, variant: "subtle" } as const;

type Props = {
  kind: LedgerKind;
  /** The member being adjusted; undefined lets the admin choose one. */
  memberId: number | undefined;
  onClose: () => void;
};

/**
 * Adjusts a member's balance or points with a remark: one row of the ledger, written with the admin's
 * name, which moves the balance in the same transaction. Shows the current balance and the result.
 */
export function LedgerDialog({ kind, memberId, onClose }: Props) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const addMoney = useMutation(trpc.user.moneyLog.add.mutationOptions());
  const addScore = useMutation(trpc.user.scoreLog.add.mutationOptions());
  const [draft, setDraft] = useState<LedgerDraft>({
    user_id: memberId ? String(memberId) : "",
    change: "",
    memo: "",
  });
  const [errors, setErrors] = useState<Partial<Record<keyof LedgerDraft, string>>>({});
  const [serverError, setServerError] = useState<string>();
  const chosen = Number(draft.user_id) || 0;
  const member = useQuery(
    trpc.user.user.index.queryOptions(
      { select: true, initValue: [chosen] },
      { enabled: chosen > 0, select: (data) => data.list[0] },
    ),
  );
  const current = member.data ? member.data[kind] : undefined;
  const after = current === undefined ? undefined : balanceAfter(kind, current, draft.change);
  const texts =
    kind === "money"
      ? {
          title: t("memberAdmin.ledger.moneyTitle"),
          current: t("memberAdmin.ledger.currentMoney"),
          change: t("memberAdmin.ledger.moneyChange"),
        }
      : {
          title: t("memberAdmin.ledger.scoreTitle"),
          current: t("memberAdmin.ledger.currentScore"),
          change: t("memberAdmin.ledger.scoreChange"),
        };

  const save = async () => {
    setServerError(undefined);
    const parsed = parseLedgerDraft(kind, draft, lang);
    setErrors(parsed.ok ? {} : parsed.errors);
    if (!parsed.ok) return;
    try {
      const { value } = parsed;
      const row =
        value.kind === "money"
          ? await addMoney.mutateAsync(value.input)
          : await addScore.mutateAsync(value.input);
      showToast({
        type: "success",
        message: t("memberAdmin.ledger.saved", {
          before: balanceText(kind, row.before),
          after: balanceText(kind, row.after),
        }),
      });
      await queryClient.invalidateQueries(trpc.user.pathFilter());
      onClose();
    } catch (error) {
      setServerError(errorText(error));
    }
  };

  const memberField = remoteSelect((text) =>
    trpc.user.user.index.queryOptions(memberSearch(text), { select: memberChoices }),
  );

  return (
    <AdminDialog
      open
      title={texts.title}
      onClose={onClose}
      actions={
        <Button
          colorPalette="brand"
          loading={addMoney.isPending || addScore.isPending}
          onClick={() => void save()}
        >
          {t("adminUi.common.save")}
        </Button>
      }
    >
      <Stack gap="4">
        <Field.Root invalid={Boolean(errors.user_id)} required>
          <Field.Label>{t("memberAdmin.ledger.member")}</Field.Label>
          {memberId ? (
            <Text>
              {member.data ? `${member.data.username} (${member.data.nickname}, ID ${member.data.id})` : "…"}
            </Text>
          ) : (
            memberField.render({
              value: draft.user_id,
              onChange: (value) => setDraft((d) => ({ ...d, user_id: String(value) })),
              label: t("memberAdmin.ledger.chooseMember"),
            })
          )}
          <Field.ErrorText>{errors.user_id}</Field.ErrorText>
        </Field.Root>
        <Field.Root readOnly>
          <Field.Label>{texts.current}</Field.Label>
          <Input {...shown} value={current === undefined ? "" : balanceText(kind, current)} />
        </Field.Root>
        <Field.Root invalid={Boolean(errors.change)} required>
          <Field.Label>{texts.change}</Field.Label>
          <Input
            inputMode="decimal"
            value={draft.change}
            onChange={(e) => setDraft((d) => ({ ...d, change: e.target.value }))}
          />
          <Field.HelperText>{t("memberAdmin.ledger.changeHelp")}</Field.HelperText>
          <Field.ErrorText>{errors.change}</Field.ErrorText>
        </Field.Root>
        <Field.Root readOnly invalid={after !== undefined && after < 0}>
          <Field.Label>{t("memberAdmin.ledger.after")}</Field.Label>
          <Input {...shown} value={after === undefined ? "" : balanceText(kind, after)} />
        </Field.Root>
        <Field.Root invalid={Boolean(errors.memo)} required>
          <Field.Label>{t("memberAdmin.ledger.memo")}</Field.Label>
          <Textarea
            rows={2}
            value={draft.memo}
            onChange={(e) => setDraft((d) => ({ ...d, memo: e.target.value }))}
          />
          <Field.ErrorText>{errors.memo}</Field.ErrorText>
        </Field.Root>
        {serverError ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{serverError}</Alert.Title>
          </Alert.Root>
        ) : null}
      </Stack>
    </AdminDialog>
  );
}
