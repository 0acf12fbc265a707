import { Button } from "@chakra-ui/react";
import { CODE_LIMITS } from "@corp/domain/code-events";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCaptchaGate } from "../auth/use-captcha-gate.tsx";
import { useCheckInConfig } from "./check-in-config.ts";
import { type CodeEvent, memberApi, type VerificationType } from "./member-api.ts";

type Props = {
  type: VerificationType;
  event: CodeEvent;
  /** The address to send to, checked when clicked; null when the form finds it not valid yet. */
  address: () => Promise<string | null>;
  /** The member's password, for the events that prove an account. */
  password?: () => string;
};

/**
 * "Send code": the click captcha first, then the code by mail or text message; then a minute's wait
 * (the server's resend guard) shown as a countdown.
 */
export function SendCodeButton({ type, event, address, password }: Props) {
  const { t } = useTranslation();
  const captcha = useCaptchaGate();
  const asksCaptcha = useCheckInConfig().data?.sendCodeCaptchaSwitch !== false;
  const [sending, setSending] = useState(false);
  const [wait, setWait] = useState(0);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const send = async () => {
    const to = await address();
    if (!to) return;
    const proof = asksCaptcha ? await captcha.solve() : { captchaId: "", captchaInfo: "" };
    if (!proof) return;
    setSending(true);
    try {
      await memberApi.sendCode(type, to, event, proof, password?.());
      setWait(CODE_LIMITS.resendSeconds);
    } catch {
      // The request layer has shown why.
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Button
        variant="outline"
        flexShrink={0}
        minW="8.5rem"
        loading={sending}
        loadingText={t("memberCentre.code.sending")}
        disabled={wait > 0}
        onClick={() => void send()}
        type="button"
      >
        {wait > 0 ? t("memberCentre.code.again", { seconds: wait }) : t("memberCentre.code.send")}
      </Button>
      {captcha.dialog}
    </>
  );
}
