import { Alert, Button, Field, Flex, Input, Stack, Text } from "@chakra-ui/react";
import type { UserInfo } from "@corp/contract/types";
import { accountSchemas } from "@corp/domain/account";
import { addressField, addressProblem, registerAddress } from "@corp/domain/register-address";
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
 * Registration: a username and password, and what the site's registration mode asks for (ADR 0028,
 * `registerAddress`): an email or mobile number proven by the code sent to it, or one of them taken as
 * given with the click captcha; on a site that approves new members an email only if the member wants to
 * be told of the approval, and the account then waits, as the form says. Required fields are marked.
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
  const config = useCheckInConfig().data;
  const asksCaptcha = config?.sendCodeCaptchaSwitch !== false;
  const mails = config?.accountVerificationType.includes("email") === true;
  const [serverError, setServerError] = useState<string>();
  const [awaiting, setAwaiting] = useState(false);
  const channel = registerChannel(mode);
  const ask = registerAddress(mode);
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
        const problem = addressProblem(ask, v.address);
        if (problem) ctx.addIssue({ code: "custom", path: ["address"], message: problem[lang] });
      });
  }, [lang, t, channel, ask]);
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
    const address = values.address.trim();
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
            ...(address ? { [addressField(ask, address)]: address } : {}),
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
  const addressLabel =
    ask.kind === "emailOrMobile"
      ? t("memberCentre.register.unverifiedAddress")
      : t(ask.kind === "email" ? "memberCentre.register.email" : "memberCentre.register.mobile");
  const required = <Field.RequiredIndicator />;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <RegisterNotice mode={mode} />
        <Field.Root invalid={Boolean(errors.username)} required>
          <Field.Label>
            {t("auth.username")}
            {required}
          </Field.Label>
          <Input {...form.register("username")} autoComplete="username" />
          <Field.ErrorText>{errors.username?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.password)} required>
          <Field.Label>
            {t("auth.password")}
            {required}
          </Field.Label>
          <Input {...form.register("password")} type="password" autoComplete="new-password" />
          <Field.ErrorText>{errors.password?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.confirm)} required>
          <Field.Label>
            {t("memberCentre.register.confirmPassword")}
            {required}
          </Field.Label>
          <Input {...form.register("confirm")} type="password" autoComplete="new-password" />
          <Field.ErrorText>{errors.confirm?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.address)} required={ask.required}>
          <Field.Label>
            {addressLabel}
            <Field.RequiredIndicator
              fallback={
                <Text as="span" color="fg.muted" fontWeight="normal">
                  {t("memberCentre.register.optional")}
                </Text>
              }
            />
          </Field.Label>
          <Input
            {...form.register("address")}
            type={ask.kind === "email" ? "email" : "text"}
            inputMode={ask.kind === "mobile" ? "tel" : undefined}
            autoComplete={ask.kind === "mobile" ? "tel" : "email"}
          />
          {!ask.required && mails ? (
            <Field.HelperText>{t("memberCentre.register.approvalMail")}</Field.HelperText>
          ) : null}
          <Field.ErrorText>{errors.address?.message}</Field.ErrorText>
        </Field.Root>
        {channel ? (
          <Field.Root invalid={Boolean(errors.captcha)} required>
            <Field.Label>
              {t("memberCentre.register.code")}
              {required}
            </Field.Label>
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
