import type { CodeChannel, CodeEvent } from "@corp/domain/code-events";
import { CODE_EVENT_RULES, CODE_LIMITS } from "@corp/domain/code-events";
import type { Lang } from "@corp/domain/lang";
import { t } from "@corp/domain/messages";
import { AppError } from "../../errors.ts";
import { mailSettingsFrom, sendMail } from "../../services/mail.ts";
import { type SecretOpener, secretsLeftSealed } from "../../services/setting-secrets.ts";
import type { ConfigValues } from "../../services/site-config.ts";
import { type SmsLog, smsDriverFrom } from "./sms.ts";

/** The ways a code can reach a member with the current settings (SPEC's accountVerificationType). */
export function availableChannels(values: ConfigValues, log: SmsLog): CodeChannel[] {
  const channels: CodeChannel[] = [];
  if (mailSettingsFrom(values, secretsLeftSealed)) channels.push("email");
  if (smsDriverFrom(values, log, secretsLeftSealed)) channels.push("mobile");
  return channels;
}

/** Where delivery reports: the log driver's messages and the failures of mail and SMS servers. */
export type CodeLog = { sms: SmsLog; error: (error: unknown, text: string) => void };

/** What goes out: the code, or (`code: null`) a notice that the address already has an account. */
export type Delivery = {
  channel: CodeChannel;
  address: string;
  event: CodeEvent;
  code: string | null;
  lang: Lang;
};

/**
 * Settings read with their secrets opened; a secret no key of the server opens (docs/security.md,
 * "Secrets") is a failure of the sending, logged, and answered with the catalogue's `failed`.
 */
function opened<T>(read: () => T, log: CodeLog, failed: "mailFailed" | "smsFailed"): T {
  try {
    return read();
  } catch (error) {
    log.error(error, "a secret of the settings could not be opened");
    throw new AppError({ key: failed });
  }
}

/**
 * Sends a code by mail or SMS with the site's settings (their secrets opened by `secrets`); a refusal
 * of the server becomes a catalogue error.
 */
export async function deliverCode(
  values: ConfigValues,
  secrets: SecretOpener,
  log: CodeLog,
  delivery: Delivery,
): Promise<void> {
  const { lang, code } = delivery;
  const site = String(values.get("siteName") ?? "");
  const minutes = CODE_LIMITS.ttlSeconds / 60;
  if (delivery.channel === "email") {
    const settings = opened(() => mailSettingsFrom(values, secrets), log, "mailFailed");
    if (!settings) throw new AppError({ key: "codeChannelOff" });
    const event = t(CODE_EVENT_RULES[delivery.event].title, lang);
    const text =
      code === null ? t("takenAddressMailBody", lang, { site }) : t("codeMailBody", lang, { code, minutes });
    try {
      await sendMail(settings, {
        to: delivery.address,
        subject: t("codeMailSubject", lang, { event, site }),
        text,
      });
    } catch (error) {
      log.error(error, "verification mail not sent");
      throw new AppError({ key: "mailFailed" });
    }
    return;
  }
  const sms = opened(() => smsDriverFrom(values, log.sms, secrets), log, "smsFailed");
  if (!sms) throw new AppError({ key: "codeChannelOff" });
  // A text message costs money and says nothing the member needs: a notice goes by mail only.
  if (code === null) return;
  try {
    await sms.send({ mobile: delivery.address, code, text: t("codeSms", lang, { site, code, minutes }) });
  } catch (error) {
    log.error(error, "verification text message not sent");
    throw new AppError({ key: "smsFailed" });
  }
}
