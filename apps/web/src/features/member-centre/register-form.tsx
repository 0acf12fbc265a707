import { Alert, Button, Field, Flex, Input, Stack } from "@chakra-ui/react";
import type { UserInfo } from "@corp/contract/types";
import { accountSchemas, validationMessage } from "@corp/domain/account";
import { type RegisterMode, registerChannel } from "@corp/domain/register-mode";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { corp } from "../../app/api.ts";
import { useLanguage } from "../../i18n/use-language.ts";
import { showServerErrors } from "../../lib/forms/server-errors.ts";
import { useCaptchaGate } from "../auth/use-captcha-gate.tsx";
import { useCheckInConfig } from "./check-in-config.ts";
import { RegisteredAwaitingApproval, RegisterNotice } from "./register-notice.tsx";
import { SendCodeButton } from "./send-code-button.tsx";

type Values = {
  username: string;
  password: string;
  confirm: string;
  address: string;
  captcha: string;
};

const FIELDS = ["username", "password", "address", "captcha"] as const;

/**
 * Registration: a username and password, and what the site's registration mode asks for (ADR 0028): an
 * email or mobile number proven by the code sent to it, or an address taken as given with the click
 * captcha; on a site that approves new members the account then waits, and the form says so.
 */
export function RegisterForm({
  mode,
  onRegistered,
}: {
  mode: RegisterMode;
  onRegistered: (member: UserInfo) => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const captchaGate = useCaptchaGate();
  const asksCaptcha = useCheckInConfig().data?.sendCodeCaptchaSwitch !== false;
  const [serverError, setServerError] = useState<string>();
  const [awaiting, setAwaiting] = useState(false);
  const channel = registerChannel(mode);
  const schema = useMemo(() => {
    const rules = accountSchemas(lang);
    return z
      .object({
        username: rules.username,
        password: rules.password,
        confirm: z.string(),
        address: z.string().trim(),
        captcha: channel
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
        const type = channel ?? (v.address.includes("@") ? "email" : "mobile");
        const check = type === "email" ? rules.email : rules.mobile;
        if (!check.safeParse(v.address).success) {
          ctx.addIssue({ code: "custom", path: ["address"], message: validationMessage(type, lang) });
        }
      });
  }, [lang, t, channel]);
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      username: "",
      password: "",
      confirm: "",
      address: "",
      captcha: "",
    },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setServerError(undefined);
    const addressType = channel ?? (values.address.includes("@") ? "email" : "mobile");
    const proof = channel
      ? { registerType: channel, captcha: values.captcha }
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
      if (data.awaitingApproval) setAwaiting(true);
      else onRegistered(data.userInfo);
    } catch (error) {
      setServerError(showServerErrors(error, form.setError, FIELDS));
    }
  });

  if (awaiting) return <RegisteredAwaitingApproval />;
  const addressLabel = channel
    ? t(channel === "email" ? "memberCentre.register.email" : "memberCentre.register.mobile")
    : t("memberCentre.register.unverifiedAddress");

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <RegisterNotice mode={mode} />
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
        <Field.Root invalid={Boolean(errors.address)} required>
          <Field.Label>{addressLabel}</Field.Label>
          <Input
            {...form.register("address")}
            type={channel === "email" ? "email" : "text"}
            inputMode={channel === "mobile" ? "tel" : undefined}
            autoComplete={channel === "mobile" ? "tel" : "email"}
          />
          <Field.ErrorText>{errors.address?.message}</Field.ErrorText>
        </Field.Root>
        {channel ? (
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
                type={channel}
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
