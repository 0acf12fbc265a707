import { z } from "zod";
import { isLeadField, LEAD_FIELD_LABELS, LEAD_FIELDS, type LeadField, type LeadForm } from "./lead-fields.ts";
import type { MessageKey, MessageParams } from "./messages.ts";

/** The settings of the "lead" group (系统配置 → 在线留言), by what they say. */
export const LEAD_SETTING = {
  fields: "lead_fields",
  required: "lead_required",
  privacyLink: "lead_privacy_link",
  privacyText: "lead_privacy_text",
  notify: "lead_notify_emails",
  retentionDays: "lead_retention_days",
  captchaAfter: "lead_captcha_after",
  captchaMinutes: "lead_captcha_minutes",
  siteCaptchaPerMinute: "lead_site_captcha_per_minute",
  mailsPerHour: "lead_mails_per_hour",
} as const;

/** The whole-number settings: their bounds and their title in a refusal. */
export const LEAD_NUMBERS = {
  retentionDays: { min: 0, max: 3650, title: "留言保留天数" },
  captchaAfter: { min: 0, max: 100, title: "验证码触发次数" },
  captchaMinutes: { min: 1, max: 1440, title: "验证码计数时长（分钟）" },
  siteCaptchaPerMinute: { min: 0, max: 10000, title: "全站每分钟留言数" },
  mailsPerHour: { min: 1, max: 1000, title: "每小时逐条通知数" },
} as const;

/** The settings of a new site, which the migration and the seed write: every field shown, four required. */
export const LEAD_INITIAL = {
  fields: [...LEAD_FIELDS] as string[],
  required: ["name", "mobile", "message", "consent"] satisfies LeadField[] as string[],
  privacyLink: "",
  privacyText: "",
  notify: "",
  retentionDays: 0,
  captchaAfter: 3,
  captchaMinutes: 10,
  siteCaptchaPerMinute: 20,
  mailsPerHour: 10,
} satisfies Record<keyof typeof LEAD_SETTING, string | number | string[]>;

/** At most this many addresses are told of each lead; the consent's own words are at most this long. */
export const LEAD_NOTIFY_MAX = 10;
export const LEAD_PRIVACY_TEXT_MAX = 200;

/** What the server does with the settings: the form, who is told, how long leads are kept, the captcha. */
export type LeadSettings = {
  form: LeadForm;
  notify: string[];
  /** Leads older than this many days are deleted; 0 keeps them. */
  retentionDays: number;
  /**
   * After `after` sends from one address within `minutes`, each further send needs the click captcha; so
   * does every send once the whole site has had `sitePerMinute` within a minute (sends from many
   * addresses at once).
   */
  captcha: { after: number; minutes: number; sitePerMinute: number };
  /** Leads told one mail each within an hour; the hour's further leads are told in a digest. */
  mailsPerHour: number;
};

export type LeadSettingsRefusal = { key: MessageKey; params?: MessageParams };

type Read = (name: string) => unknown;

/** A checkbox setting's values: a list, or text separated by commas ('' for none). */
const listOf = (value: unknown): string[] =>
  (Array.isArray(value) ? value.map(String) : typeof value === "string" ? value.split(",") : [])
    .map((v) => v.trim())
    .filter(Boolean);

const text = (value: unknown) => (value === null || value === undefined ? "" : String(value).trim());

const addresses = (value: unknown) =>
  text(value)
    .split(/[,，;；\s]+/)
    .filter(Boolean);

/** A link the consent may lead to: a path of this site or an http(s) address; '' for none. */
const isPrivacyLink = (v: string) =>
  v === "" || /^\/(?!\/)\S*$/.test(v) || /^https?:\/\/[^\s/]+\S*$/i.test(v);

type Checked<T> = { value: T } | { refusal: LeadSettingsRefusal };

/** The form: the fields shown, those required among them, the privacy notice's link and words. */
function formOf(read: Read): Checked<LeadForm> {
  const shown = listOf(read(LEAD_SETTING.fields));
  const required = listOf(read(LEAD_SETTING.required));
  const unknown = [...shown, ...required].find((name) => !isLeadField(name));
  if (unknown !== undefined)
    return { refusal: { key: "leadSettingFieldUnknown", params: { field: unknown } } };
  if (shown.length === 0) return { refusal: { key: "leadSettingNoFields" } };
  const hidden = required.filter((name) => !shown.includes(name));
  if (hidden.length > 0) {
    const fields = hidden.map((name) => LEAD_FIELD_LABELS[name as LeadField]["zh-cn"]).join("、");
    return { refusal: { key: "leadSettingRequiredHidden", params: { fields } } };
  }
  const privacyLink = text(read(LEAD_SETTING.privacyLink));
  if (!isPrivacyLink(privacyLink) || privacyLink.length > 255)
    return { refusal: { key: "leadSettingPrivacyLink" } };
  const privacyText = text(read(LEAD_SETTING.privacyText));
  if (privacyText.length > LEAD_PRIVACY_TEXT_MAX)
    return { refusal: { key: "leadSettingPrivacyText", params: { max: LEAD_PRIVACY_TEXT_MAX } } };
  const fields = LEAD_FIELDS.filter((f) => shown.includes(f)).map((name) => ({
    name,
    required: required.includes(name),
  }));
  return { value: { fields, privacyLink, privacyText } };
}

/** The addresses told of each lead. */
function notifyOf(read: Read): Checked<string[]> {
  const notify = addresses(read(LEAD_SETTING.notify));
  const bad = notify.find((address) => !z.email().safeParse(address).success);
  if (bad === undefined && notify.length <= LEAD_NOTIFY_MAX) return { value: notify };
  const address = bad ?? notify[LEAD_NOTIFY_MAX] ?? "";
  return { refusal: { key: "leadSettingNotify", params: { max: LEAD_NOTIFY_MAX, address } } };
}

/** One whole-number setting within its bounds. */
function numberOf(read: Read, name: keyof typeof LEAD_NUMBERS): Checked<number> {
  const bounds = LEAD_NUMBERS[name];
  const raw = read(LEAD_SETTING[name]);
  const n = typeof raw === "string" && raw.trim() !== "" ? Number(raw) : raw;
  if (typeof n === "number" && Number.isInteger(n) && n >= bounds.min && n <= bounds.max) return { value: n };
  return {
    refusal: {
      key: "leadSettingNumber",
      params: { setting: bounds.title, min: bounds.min, max: bounds.max },
    },
  };
}

/** A new site's settings by their names. */
const initialValues = new Map<string, unknown>(
  (Object.keys(LEAD_SETTING) as (keyof typeof LEAD_SETTING)[]).map((key) => [
    LEAD_SETTING[key],
    LEAD_INITIAL[key],
  ]),
);
const initialRead: Read = (name) => initialValues.get(name);

function parts(read: Read) {
  return {
    form: formOf(read),
    notify: notifyOf(read),
    retentionDays: numberOf(read, "retentionDays"),
    captchaAfter: numberOf(read, "captchaAfter"),
    captchaMinutes: numberOf(read, "captchaMinutes"),
    siteCaptchaPerMinute: numberOf(read, "siteCaptchaPerMinute"),
    mailsPerHour: numberOf(read, "mailsPerHour"),
  };
}

/**
 * The refusal of lead settings as a save would leave them (the settings page's save, config.ts), in the
 * catalogue's words, or undefined when every value is right: a save leaving any wrong changes nothing.
 */
export function leadSettingsRefusal(read: Read): LeadSettingsRefusal | undefined {
  for (const part of Object.values(parts(read))) if ("refusal" in part) return part.refusal;
  return undefined;
}

/**
 * The lead settings the server works with: the saved ones, each part (the form, the addresses, each
 * number) that fails the save's check (a row written by other means) taken from a new site's settings.
 */
export function leadSettingsOf(read: Read): LeadSettings {
  const saved = parts(read);
  const initial = parts(initialRead);
  const pick = <K extends keyof typeof saved>(key: K) => {
    const part = "value" in saved[key] ? saved[key] : initial[key];
    if (!("value" in part)) throw new Error(`the initial lead setting ${key} fails its own check`);
    return part.value as Extract<(typeof saved)[K], { value: unknown }>["value"];
  };
  return {
    form: pick("form"),
    notify: pick("notify"),
    retentionDays: pick("retentionDays"),
    captcha: {
      after: pick("captchaAfter"),
      minutes: pick("captchaMinutes"),
      sitePerMinute: pick("siteCaptchaPerMinute"),
    },
    mailsPerHour: pick("mailsPerHour"),
  };
}
