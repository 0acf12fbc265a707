import { Button, Field, Flex, Input, Stack, Text } from "@chakra-ui/react";
import { isApiError } from "@corp/client";
import { accountSchemas } from "@corp/domain/account";
import { changeEventOf, verifyEventOf } from "@corp/domain/code-events";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../i18n/use-language.ts";
import { AdminDialog } from "../admin-crud/admin-dialog.tsx";
import { memberApi, type VerificationType } from "./member-api.ts";
import { SendCodeButton } from "./send-code-button.tsx";

type Props = {
  type: VerificationType | null;
  /** The address bound now ("" when none). */
  bound: string;
  available: boolean;
  onClose: () => void;
  onChanged: () => void;
};

/**
 * Changes the bound email or mobile: a bound one is proven first with a code sent to it (after the
 * password), then the new one with a code sent there; an unbound one needs the password only.
 */
export function ChangeBindDialog({ type, bound, available, onClose, onChanged }: Props) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [password, setPassword] = useState("");
  const [oldCode, setOldCode] = useState("");
  const [pass, setPass] = useState<string>();
  const [address, setAddress] = useState("");
  const [code, setCode] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  if (!type) return null;
  const channel = t(type === "email" ? "memberCentre.profile.email" : "memberCentre.profile.mobile");
  const provenOrUnbound = bound === "" || pass !== undefined;
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(undefined);
    try {
      await work();
    } catch (e) {
      if (!isApiError(e)) throw e;
      setError(e.msg);
    } finally {
      setBusy(false);
    }
  };
  const verify = () =>
    run(async () => setPass((await memberApi.verification(type, oldCode.trim())).accountVerificationToken));
  const submit = () =>
    run(async () => {
      await memberApi.changeBind({
        type,
        captcha: code.trim(),
        [type]: address.trim(),
        ...(pass ? { accountVerificationToken: pass } : { password }),
      });
      onChanged();
    });
  const newAddressValid = () => {
    const schema = type === "email" ? accountSchemas(lang).email : accountSchemas(lang).mobile;
    return Promise.resolve(schema.safeParse(address.trim()).success ? address.trim() : null);
  };
  const passwordField = (help: string) => (
    <Field.Root required>
      <Field.Label>{t("memberCentre.bind.password")}</Field.Label>
      <Input
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Field.HelperText>{help}</Field.HelperText>
    </Field.Root>
  );
  const codeField = (value: string, set: (v: string) => void, button: React.ReactNode) => (
    <Field.Root required>
      <Field.Label>{t("memberCentre.register.code")}</Field.Label>
      <Flex gap="2" w="full">
        <Input
          value={value}
          onChange={(e) => set(e.target.value)}
          inputMode="numeric"
          maxLength={6}
          autoComplete="one-time-code"
        />
        {button}
      </Flex>
    </Field.Root>
  );

  return (
    <AdminDialog
      open
      onClose={onClose}
      size="md"
      title={t(type === "email" ? "memberCentre.bind.titleEmail" : "memberCentre.bind.titleMobile")}
      actions={
        available && provenOrUnbound ? (
          <Button colorPalette="brand" loading={busy} onClick={() => void submit()}>
            {t("memberCentre.bind.submit")}
          </Button>
        ) : undefined
      }
    >
      {!available ? (
        <Text>{t("memberCentre.bind.unavailable")}</Text>
      ) : (
        <Stack gap="4">
          {bound !== "" && pass === undefined ? (
            <>
              <Text fontWeight="semibold">
                {t("memberCentre.bind.verifyStep", { channel, address: bound })}
              </Text>
              {passwordField(t("memberCentre.bind.passwordHelp"))}
              {codeField(
                oldCode,
                setOldCode,
                <SendCodeButton
                  type={type}
                  event={verifyEventOf(type)}
                  address={() => Promise.resolve(password ? bound : null)}
                  password={() => password}
                />,
              )}
              <Button alignSelf="flex-start" loading={busy} onClick={() => void verify()}>
                {t("memberCentre.bind.verify")}
              </Button>
            </>
          ) : (
            <>
              <Text fontWeight="semibold">{t("memberCentre.bind.bindStep", { channel })}</Text>
              {bound === "" ? passwordField(t("memberCentre.bind.unboundPassword")) : null}
              <Field.Root required>
                <Field.Label>
                  {t(type === "email" ? "memberCentre.bind.newEmail" : "memberCentre.bind.newMobile")}
                </Field.Label>
                <Input
                  value={address}
                  onChange={(e) => setAddress(e.target.value)}
                  type={type === "email" ? "email" : "tel"}
                />
              </Field.Root>
              {codeField(
                code,
                setCode,
                <SendCodeButton type={type} event={changeEventOf(type)} address={newAddressValid} />,
              )}
            </>
          )}
          {error ? (
            <Text color="red.fg" role="alert">
              {error}
            </Text>
          ) : null}
        </Stack>
      )}
    </AdminDialog>
  );
}
