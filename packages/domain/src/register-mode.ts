import type { CodeChannel } from "./code-events.ts";
import type { MessageKey } from "./messages.ts";

/** What the `user_register_mode` setting may say (ADR 0028). */
export const REGISTER_MODE_SETTINGS = ["auto", "email", "mobile", "captcha", "approval"] as const;
export type RegisterModeSetting = (typeof REGISTER_MODE_SETTINGS)[number];

/**
 * What a registration asks for, `auto` resolved: a code sent to the email or the mobile number, only the
 * click captcha, or the administrator's approval of the new account (which waits as `pending`).
 */
export type RegisterMode = Exclude<RegisterModeSetting, "auto">;

/** What the site can send: mail; text messages by any driver, or by a vendor's (not the log driver). */
export type SendingChannels = { mail: boolean; sms: boolean; realSms: boolean };

const settingOf = (value: unknown): RegisterModeSetting =>
  REGISTER_MODE_SETTINGS.find((mode) => mode === value) ?? "auto";

/**
 * The mode in effect. `auto`: a verified email when mail is set up, else a verified mobile when a vendor
 * sends text messages, else approval. A verified mode whose channel is gone falls back to approval, so an
 * unverified account never gets in unseen (the settings page refuses that choice: `registerModeRefusal`).
 */
export function effectiveRegisterMode(setting: unknown, can: SendingChannels): RegisterMode {
  switch (settingOf(setting)) {
    case "auto":
      return can.mail ? "email" : can.realSms ? "mobile" : "approval";
    case "email":
      return can.mail ? "email" : "approval";
    case "mobile":
      return can.sms ? "mobile" : "approval";
    case "captcha":
      return "captcha";
    case "approval":
      return "approval";
  }
}

/** The channel a mode's code goes by; none for the captcha and approval. */
export function registerChannel(mode: RegisterMode): CodeChannel | undefined {
  return mode === "email" || mode === "mobile" ? mode : undefined;
}

/** Why a setting cannot be saved with what the site can send: a verified mode needs its channel. */
export function registerModeRefusal(setting: unknown, can: SendingChannels): MessageKey | undefined {
  const chosen = settingOf(setting);
  if (chosen === "email" && !can.mail) return "registerModeNeedsMail";
  if (chosen === "mobile" && !can.sms) return "registerModeNeedsSms";
  return undefined;
}
