import { defaultLang } from "@corp/domain/lang";
import { LEAD_FIELD_LABELS, LEAD_FIELDS, type LeadValues } from "@corp/domain/lead-fields";
import type { LeadSettings } from "@corp/domain/lead-settings";
import { t } from "@corp/domain/messages";
import { formatInZone, knownTimeZone } from "@corp/domain/time-zone";
import type { AppServices } from "../../services/app-services.ts";
import { type Mail, mailSettingsFrom, sendMail } from "../../services/mail.ts";
import type { ConfigValues } from "../../services/site-config.ts";
import { addToDigest } from "./lead-digest.ts";

/** A stored lead as its notification tells of it. */
export type NotifiedLead = Omit<LeadValues, "consent"> & {
  id: number;
  consent: 0 | 1;
  page: string;
  ip: string;
  create_time: number;
};

const LABELS = {
  page: { "zh-cn": "来源页面", en: "Sent from" },
  ip: { "zh-cn": "IP", en: "IP" },
  time: { "zh-cn": "留言时间", en: "Sent" },
  yes: { "zh-cn": "已同意", en: "Given" },
} as const;

/**
 * The notification of a lead, in the site's own language (its staff's): every field the visitor filled,
 * the page, the address and the time on the site's clock. An answer to it goes to the visitor when he
 * gave an email address (its Reply-To).
 */
export function leadMail(values: ConfigValues, lead: NotifiedLead, to: string[]): Mail {
  const lang = defaultLang;
  const site = String(values.get("siteName") ?? "");
  const line = (label: { "zh-cn": string; en: string }, value: string) => `${label[lang]}：${value}`;
  const fields = LEAD_FIELDS.flatMap((name) => {
    if (name === "consent")
      return lead.consent === 1 ? [line(LEAD_FIELD_LABELS.consent, LABELS.yes[lang])] : [];
    return lead[name] === "" ? [] : [line(LEAD_FIELD_LABELS[name], lead[name])];
  });
  const time = formatInZone(lead.create_time, knownTimeZone(values.get("time_zone")));
  const subject = lead.subject || lead.name || `#${lead.id}`;
  return {
    to: to.join(", "),
    ...(lead.email ? { replyTo: { address: lead.email, name: lead.name } } : {}),
    subject: t("leadMailSubject", lang, { site, subject: subject.replace(/\s+/g, " ").slice(0, 80) }),
    text: [
      t("leadMailIntro", lang),
      "",
      ...fields,
      "",
      line(LABELS.page, lead.page),
      line(LABELS.ip, lead.ip),
      line(LABELS.time, time),
    ].join("\n"),
  };
}

/** The shared Throttle's count of the single lead mails sent within the hour, site-wide. */
const LEAD_MAILS_KEY = "lead-mail:site";

/**
 * Tells the settings' addresses of a new lead: a mail of its own while the hour's single mails last
 * (`mailsPerHour`, counted across servers), then in this server's digest (lead-digest.ts), so a flood of
 * leads sends a few mails, not one per lead.
 */
export async function notifyOfLead(
  services: AppServices,
  values: ConfigValues,
  settings: LeadSettings,
  lead: NotifiedLead,
): Promise<void> {
  if (settings.notify.length === 0) return;
  const sent = await services.throttle.hit(LEAD_MAILS_KEY, {
    limit: settings.mailsPerHour,
    windowSeconds: 3600,
  });
  if (sent.count <= settings.mailsPerHour) queueLeadMail(services, values, settings, lead);
  else addToDigest(services, values, settings.notify, lead);
}

/**
 * Tells the addresses the settings name of a new lead, through the site's mail settings, after the
 * answer (the server's background queue): the visitor's send never waits for the mail server nor fails
 * with it. A failure, or addresses with no mail server to send through, goes to the server's log.
 */
function queueLeadMail(
  services: AppServices,
  values: ConfigValues,
  settings: LeadSettings,
  lead: NotifiedLead,
): void {
  if (settings.notify.length === 0) return;
  const what = `notification of lead ${lead.id}`;
  services.deliveries.push(what, async () => {
    // Opened here: a password no key opens fails the notification (logged), never the visitor's send.
    const mail = mailSettingsFrom(values, services.secrets);
    if (!mail) throw new Error("no mail server in the mail settings");
    await sendMail(mail, leadMail(values, lead, settings.notify));
  });
}
