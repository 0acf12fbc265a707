import { Alert, Button, Field, Flex, Input, Stack } from "@chakra-ui/react";
import type { UserInfo } from "@corp/contract/types";
import { accountSchemas, validationMessage } from "@corp/domain/account";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { corp } from "../../app/api.ts";
import { useLanguage } from "../../i18n/use-language.ts";
import { showServerErrors } from "../../lib/forms/server-errors.ts";
import { useCaptchaGate } from "../auth/use-captcha-gate.tsx";
import { ChannelChoice } from "./channel-choice.tsx";
import { useCheckInConfig } from "./check-in-config.ts";
import type { VerificationType } from "./member-api.ts";
import { SendCodeButton } from "./send-code-button.tsx";

type Values = {
  username: string;
  password: string;
  confirm: string;
  registerType: VerificationType;
  address: string;
  captcha: string;
};

const FIELDS = ["username", "password", "address", "captcha"] as const;

/**
 * Registration: a username and password, and an email or mobile number proven by the code sent to it.
 * When the site can send neither, the address is taken as given and the click captcha guards the form.
 */
export function RegisterForm({
  channels,
  onRegistered,
}: {
  channels: VerificationType[];
  onRegistered: (member: UserInfo) => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const captchaGate = useCaptchaGate();
  const asksCaptcha = useCheckInConfig().data?.sendCodeCaptchaSwitch !== false;
  const [serverError, setServerError] = useState<string>();
  const verified = channels.length > 0;
  const schema = useMemo(() => {
    const rules = accountSchemas(lang);
    return z
      .object({
        username: rules.username,
        password: rules.password,
        confirm: z.string(),
        registerType: z.enum(["email", "mobile"]),
        address: z.string().trim(),
        captcha: verified
          ? z
              .string()
              .trim()
              .regex(/^\d{6}$/, t("memberCentre.register.codeHelp"))
          : z.string(),
      })
      .refine((v) => v.confirm === v.password, {
        path: ["confirm"],
        message: t("memberCentre.password.mismatch"),
      })
      .superRefine((v, ctx) => {
        const looksLikeEmail = v.address.includes("@");
        const type = verified ? v.registerType : looksLikeEmail ? "email" : "mobile";
        const check = type === "email" ? rules.email : rules.mobile;
        if (!check.safeParse(v.address).success) {
          ctx.addIssue({ code: "custom", path: ["address"], message: validationMessage(type, lang) });
        }
      });
  }, [lang, t, verified]);
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      username: "",
      password: "",
      confirm: "",
      registerType: channels[0] ?? "email",
      address: "",
      captcha: "",
    },
  });
  const { errors, isSubmitting } = form.formState;
  const type = form.watch("registerType");

  const submit = form.handleSubmit(async (values) => {
    setServerError(undefined);
    const addressType = verified ? values.registerType : values.address.includes("@") ? "email" : "mobile";
    const proof = verified
      ? { registerType: values.registerType, captcha: values.captcha }
      : asksCaptcha
        ? await captchaGate.solve()
        : {};
    if (!proof) return;
    try {
      const data = await corp.post(
        "/api/user/checkIn",
        {
          body: {
            tab: "register",
            username: values.username,
            password: values.password,
            [addressType]: values.address,
            ...proof,
          },
        },
        { showSuccessMessage: true },
      );
      onRegistered(data.userInfo);
    } catch (error) {
      setServerError(showServerErrors(error, form.setError, FIELDS));
    }
  });

  const addressLabel = verified
    ? t(type === "email" ? "memberCentre.register.email" : "memberCentre.register.mobile")
    : t("memberCentre.register.unverifiedAddress");

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <Field.Root invalid={Boolean(errors.username)} required>
          <Field.Label>{t("auth.username")}</Field.Label>
          <Input {...form.register("username")} autoComplete="username" />
          <Field.ErrorText>{errors.username?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.password)} required>
          <Field.Label>{t("auth.password")}</Field.Label>
          <Input {...form.register("password")} type="password" autoComplete="new-password" />
          <Field.ErrorText>{errors.password?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.confirm)} required>
          <Field.Label>{t("memberCentre.register.confirmPassword")}</Field.Label>
          <Input {...form.register("confirm")} type="password" autoComplete="new-password" />
          <Field.ErrorText>{errors.confirm?.message}</Field.ErrorText>
        </Field.Root>
        {channels.length > 1 ? (
          <Controller
            control={form.control}
            name="registerType"
            render={({ field }) => (
              <ChannelChoice channels={channels} value={field.value} onChange={field.onChange} />
            )}
          />
        ) : null}
        <Field.Root invalid={Boolean(errors.address)} required>
          <Field.Label>{addressLabel}</Field.Label>
          <Input
            {...form.register("address")}
            type={verified && type === "email" ? "email" : "text"}
            inputMode={verified && type === "mobile" ? "tel" : undefined}
            autoComplete={verified && type === "mobile" ? "tel" : "email"}
          />
          {verified ? null : <Field.HelperText>{t("memberCentre.register.unverifiedHelp")}</Field.HelperText>}
          <Field.ErrorText>{errors.address?.message}</Field.ErrorText>
        </Field.Root>
        {verified ? (
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
                event="user_register"
                address={async () =>
                  (await form.trigger("address")) ? form.getValues("address").trim() : null
                }
              />
            </Flex>
            <Field.ErrorText>{errors.captcha?.message}</Field.ErrorText>
          </Field.Root>
        ) : null}
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
          loadingText={t("memberCentre.register.submitting")}
          width="100%"
        >
          {t("memberCentre.register.submit")}
        </Button>
        {captchaGate.dialog}
      </Stack>
    </form>
  );
}
