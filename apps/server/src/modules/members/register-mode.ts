import type { MessageKey } from "@corp/domain/messages";
import {
  effectiveRegisterMode,
  type RegisterMode,
  registerModeRefusal,
  type SendingChannels,
} from "@corp/domain/register-mode";
import { mailSettingsFrom } from "../../services/mail.ts";
import { secretsLeftSealed } from "../../services/setting-secrets.ts";
import type { ConfigValues } from "../../services/site-config.ts";
import { LogSms, type SmsLog, smsDriverFrom } from "./sms.ts";

/** Where the log driver would write while only asked whether it exists: nowhere. */
const unused: SmsLog = () => undefined;

/** What the settings can send: mail, text messages, and whether those go by a vendor rather than the log. */
export function sendingChannels(values: ConfigValues): SendingChannels {
  const sms = smsDriverFrom(values, unused, secretsLeftSealed);
  return {
    mail: mailSettingsFrom(values, secretsLeftSealed) !== undefined,
    sms: sms !== undefined,
    realSms: sms !== undefined && !(sms instanceof LogSms),
  };
}

/** What a registration asks for with these settings (`user_register_mode`, `auto` resolved). */
export function registerModeOf(values: ConfigValues): RegisterMode {
  return effectiveRegisterMode(values.get("user_register_mode"), sendingChannels(values));
}

/**
 * Why settings cannot be saved: they ask registrations for a code the site cannot send (a verified email
 * without the mail settings). The settings page's save asks it of the values it would leave.
 */
export function registerModeSettingRefusal(values: ConfigValues): MessageKey | undefined {
  return registerModeRefusal(values.get("user_register_mode"), sendingChannels(values));
}
