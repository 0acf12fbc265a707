import { Alert, Button, Checkbox, Field, Input, Stack } from "@chakra-ui/react";
import { isApiError } from "@corp/client";
import { accountSchemas } from "@corp/domain/account";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { useLanguage } from "../../i18n/use-language.ts";

export type LoginValues = { username: string; password: string; keep: boolean };

function fieldErrorsOf(data: unknown): Partial<Record<keyof LoginValues, string>> {
  if (typeof data !== "object" || data === null || !("fields" in data)) return {};
  const fields = (data as { fields: unknown }).fields;
  if (typeof fields !== "object" || fields === null) return {};
  const result: Partial<Record<keyof LoginValues, string>> = {};
  for (const key of ["username", "password"] as const) {
    const message = (fields as Record<string, unknown>)[key];
    if (typeof message === "string") result[key] = message;
  }
  return result;
}

/**
 * Username, password and "keep me logged in", checked by the domain's account rules in the current
 * language. A refusal of the server is shown under the form as well as in the toast, so it stays
 * visible after the toast has gone.
 */
export function LoginForm({ onSubmit }: { onSubmit: (values: LoginValues) => Promise<void> }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [serverError, setServerError] = useState<string>();
  const schema = useMemo(() => {
    const rules = accountSchemas(lang);
    return z.object({ username: rules.username, password: rules.password, keep: z.boolean() });
  }, [lang]);
  const form = useForm<LoginValues>({
    resolver: zodResolver(schema),
    defaultValues: { username: "", password: "", keep: false },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setServerError(undefined);
    try {
      await onSubmit(values);
    } catch (error) {
      if (!isApiError(error)) throw error;
      setServerError(error.msg);
      for (const [field, message] of Object.entries(fieldErrorsOf(error.data))) {
        form.setError(field as keyof LoginValues, { message });
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <Field.Root invalid={Boolean(errors.username)} required>
          <Field.Label>{t("auth.username")}</Field.Label>
          <Input {...form.register("username")} autoComplete="username" autoFocus />
          <Field.ErrorText>{errors.username?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.password)} required>
          <Field.Label>{t("auth.password")}</Field.Label>
          <Input {...form.register("password")} type="password" autoComplete="current-password" />
          <Field.ErrorText>{errors.password?.message}</Field.ErrorText>
        </Field.Root>
        <Controller
          control={form.control}
          name="keep"
          render={({ field }) => (
            <Checkbox.Root
              checked={field.value}
              onCheckedChange={(details) => field.onChange(details.checked === true)}
              name={field.name}
            >
              <Checkbox.HiddenInput onBlur={field.onBlur} />
              <Checkbox.Control />
              <Checkbox.Label>{t("auth.keep")}</Checkbox.Label>
            </Checkbox.Root>
          )}
        />
        {serverError ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{serverError}</Alert.Title>
          </Alert.Root>
        ) : null}
        <Button
          type="submit"
          colorPalette="brand"
          loading={isSubmitting}
          loadingText={t("auth.submitting")}
          width="100%"
        >
          {t("auth.submit")}
        </Button>
      </Stack>
    </form>
  );
}
