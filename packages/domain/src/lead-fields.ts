import type { Texts } from "./collections/texts.ts";

/**
 * The lead form (在线留言): the fields a visitor may be asked for, in the order shown. Which of them a
 * site shows and which it requires are settings (lead-settings.ts); the server checks a send against them
 * with `leadInputSchema`, the one check of a lead.
 */
export const LEAD_FIELDS = ["name", "mobile", "email", "company", "subject", "message", "consent"] as const;
export type LeadField = (typeof LEAD_FIELDS)[number];
export type LeadTextField = Exclude<LeadField, "consent">;

export const isLeadField = (name: unknown): name is LeadField =>
  typeof name === "string" && (LEAD_FIELDS as readonly string[]).includes(name);

/** The most characters each text may have: the columns of the `lead` table are this long. */
export const LEAD_LENGTHS = {
  name: 50,
  mobile: 30,
  email: 100,
  company: 100,
  subject: 200,
  message: 2000,
} as const satisfies Record<LeadTextField, number>;

/** Each field's name, in the form, the inbox, the notification mail and the messages about it. */
export const LEAD_FIELD_LABELS = {
  name: { "zh-cn": "姓名", en: "Name" },
  mobile: { "zh-cn": "电话", en: "Phone" },
  email: { "zh-cn": "电子邮箱", en: "Email" },
  company: { "zh-cn": "公司名称", en: "Company" },
  subject: { "zh-cn": "主题", en: "Subject" },
  message: { "zh-cn": "留言内容", en: "Message" },
  consent: { "zh-cn": "同意隐私声明", en: "Privacy consent" },
} as const satisfies Record<LeadField, Texts>;

/** The name of the hidden field people never fill and form-filling robots do (the honeypot). */
export const LEAD_HONEYPOT = "website";

/** What a site's form shows: its fields with whether each is required, and its privacy notice. */
export type LeadForm = {
  fields: { name: LeadField; required: boolean }[];
  /** Where the privacy notice is read ('' for nowhere: the consent names it without a link). */
  privacyLink: string;
  /** The consent's own words ('' for the built-in text in the visitor's language). */
  privacyText: string;
};

/** What a lead holds once checked: every text ('' for a field not shown or left empty) and the consent. */
export type LeadValues = Record<LeadTextField, string> & { consent: boolean };

/** A lead with nothing in it: a new fill of the form, and what a field the form does not show holds. */
export const LEAD_EMPTY: Readonly<LeadValues> = {
  name: "",
  mobile: "",
  email: "",
  company: "",
  subject: "",
  message: "",
  consent: false,
};
