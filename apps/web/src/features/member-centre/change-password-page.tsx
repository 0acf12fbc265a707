import { Button, Card, Field, Heading, Input, Stack } from "@chakra-ui/react";
import { accountSchemas } from "@corp/domain/account";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { useLanguage } from "../../i18n/use-language.ts";
import { showServerErrors } from "../../lib/forms/server-errors.ts";
import { memberSession } from "../auth/member-session.ts";
import { memberApi } from "./member-api.ts";

type Values = { oldPassword: string; newPassword: string; confirm: string };

/** account/changePassword: every other session of the member ends; this one carries on. */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const schema = useMemo(() => {
    const rules = accountSchemas(lang);
    return z
      .object({
        oldPassword: z.string().min(1, t("memberCentre.password.old")),
        newPassword: rules.password,
        confirm: z.string(),
      })
      .refine((v) => v.confirm === v.newPassword, {
        path: ["confirm"],
        message: t("memberCentre.password.mismatch"),
      });
  }, [lang, t]);
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { oldPassword: "", newPassword: "", confirm: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const { refreshToken } = await memberApi.changePassword(values.oldPassword, values.newPassword);
      const member = memberSession.get();
      if (member) memberSession.save({ ...member, refresh_token: refreshToken });
      form.reset();
    } catch (error) {
      showServerErrors(error, form.setError, ["oldPassword", "newPassword"]);
    }
  });

  const field = (name: keyof Values, label: string, autoComplete: string) => (
    <Field.Root invalid={Boolean(errors[name])} required>
      <Field.Label>{label}</Field.Label>
      <Input {...form.register(name)} type="password" autoComplete={autoComplete} />
      <Field.ErrorText>{errors[name]?.message}</Field.ErrorText>
    </Field.Root>
  );
  return (
    <Card.Root maxW="lg">
      <Card.Header>
        <Heading as="h1" size="lg">
          {t("memberCentre.password.title")}
        </Heading>
      </Card.Header>
      <Card.Body>
        <form onSubmit={submit} noValidate>
          <Stack gap="4">
            {field("oldPassword", t("memberCentre.password.old"), "current-password")}
            {field("newPassword", t("memberCentre.password.new"), "new-password")}
            {field("confirm", t("memberCentre.password.confirm"), "new-password")}
            <Button type="submit" colorPalette="brand" loading={isSubmitting} alignSelf="flex-start">
              {t("memberCentre.password.submit")}
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
