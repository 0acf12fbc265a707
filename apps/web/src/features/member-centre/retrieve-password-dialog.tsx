import { Button, Field, Flex, Input, Stack, Text } from "@chakra-ui/react";
import { accountSchemas, validationMessage } from "@corp/domain/account";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { useLanguage } from "../../i18n/use-language.ts";
import { showServerErrors } from "../../lib/forms/server-errors.ts";
import { AdminDialog } from "../admin-crud/admin-dialog.tsx";
import { ChannelChoice } from "./channel-choice.tsx";
import { memberApi, type VerificationType } from "./member-api.ts";
import { SendCodeButton } from "./send-code-button.tsx";

type Values = { type: VerificationType; account: string; captcha: string; password: string };

/** "Forgot password": a code to the account's email or mobile, then a new password (every session ends). */
export function RetrievePasswordDialog({
  open,
  channels,
  onClose,
}: {
  open: boolean;
  channels: VerificationType[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const schema = useMemo(() => {
    const rules = accountSchemas(lang);
    return z
      .object({
        type: z.enum(["email", "mobile"]),
        account: z.string().trim(),
        captcha: z
          .string()
          .trim()
          .regex(/^\d{6}$/, t("memberCentre.register.codeHelp")),
        password: rules.password,
      })
      .superRefine((v, ctx) => {
        if (!(v.type === "email" ? rules.email : rules.mobile).safeParse(v.account).success) {
          ctx.addIssue({ code: "custom", path: ["account"], message: validationMessage(v.type, lang) });
        }
      });
  }, [lang, t]);
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { type: channels[0] ?? "email", account: "", captcha: "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const type = form.watch("type");

  const submit = form.handleSubmit(async (values) => {
    try {
      await memberApi.retrievePassword(values);
      form.reset();
      onClose();
    } catch (error) {
      showServerErrors(error, form.setError, ["account", "captcha", "password"]);
    }
  });

  return (
    <AdminDialog
      open={open}
      onClose={onClose}
      size="md"
      title={t("memberCentre.retrieve.title")}
      actions={
        channels.length > 0 ? (
          <Button colorPalette="brand" loading={isSubmitting} onClick={() => void submit()}>
            {t("memberCentre.retrieve.submit")}
          </Button>
        ) : undefined
      }
    >
      {channels.length === 0 ? (
        <Text>{t("memberCentre.retrieve.unavailable")}</Text>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="4">
            {channels.length > 1 ? (
              <Controller
                control={form.control}
                name="type"
                render={({ field }) => (
                  <ChannelChoice channels={channels} value={field.value} onChange={field.onChange} />
                )}
              />
            ) : null}
            <Field.Root invalid={Boolean(errors.account)} required>
              <Field.Label>{t("memberCentre.retrieve.account")}</Field.Label>
              <Input {...form.register("account")} autoComplete={type === "email" ? "email" : "tel"} />
              <Field.ErrorText>{errors.account?.message}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={Boolean(errors.captcha)} required>
              <Field.Label>{t("memberCentre.register.code")}</Field.Label>
              <Flex gap="2" w="full">
                <Input
                  {...form.register("captcha")}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                />
                <SendCodeButton
                  type={type}
                  event="user_retrieve_pwd"
                  address={async () =>
                    (await form.trigger("account")) ? form.getValues("account").trim() : null
                  }
                />
              </Flex>
              <Field.ErrorText>{errors.captcha?.message}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={Boolean(errors.password)} required>
              <Field.Label>{t("memberCentre.retrieve.newPassword")}</Field.Label>
              <Input {...form.register("password")} type="password" autoComplete="new-password" />
              <Field.ErrorText>{errors.password?.message}</Field.ErrorText>
            </Field.Root>
          </Stack>
        </form>
      )}
    </AdminDialog>
  );
}
