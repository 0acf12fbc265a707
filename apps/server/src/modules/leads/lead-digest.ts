import { defaultLang } from "@corp/domain/lang";
import { t } from "@corp/domain/messages";
import { formatInZone, knownTimeZone } from "@corp/domain/time-zone";
import type { AppServices } from "../../services/app-services.ts";
import { type Mail, mailSettingsFrom, sendMail } from "../../services/mail.ts";
import type { ConfigValues } from "../../services/site-config.ts";
import type { NotifiedLead } from "./lead-mail.ts";

/** How long a digest gathers leads after its first before it is sent. */
export const LEAD_DIGEST_MINUTES = 10;
/** The leads a digest lists; it counts the others. */
const LISTED_MAX = 100;
/** How much of a lead's message a digest quotes. */
const QUOTED_CHARS = 120;

type Digest = { values: ConfigValues; to: string[]; leads: NotifiedLead[]; more: number };

/** Each server's digest being gathered, by its services (every test app has its own). */
const gathering = new WeakMap<AppServices, Digest>();

/** One line of a digest: the lead's number, time, who sent it and the start of what they wrote. */
function digestLine(lead: NotifiedLead, zone: string): string {
  const who = [lead.name, lead.company, lead.mobile, lead.email].filter(Boolean).join(" ");
  const said = [lead.subject, lead.message].filter(Boolean).join("：").replace(/\s+/g, " ");
  const quoted = said.length > QUOTED_CHARS ? `${said.slice(0, QUOTED_CHARS)}…` : said;
  return `#${lead.id} ${formatInZone(lead.create_time, zone)} ${who}${quoted ? ` — ${quoted}` : ""}`;
}

/** The digest mail of several leads, in the site's own language (its staff's). */
export function leadDigestMail(
  values: ConfigValues,
  leads: NotifiedLead[],
  more: number,
  to: string[],
): Mail {
  const lang = defaultLang;
  const site = String(values.get("siteName") ?? "");
  const zone = knownTimeZone(values.get("time_zone"));
  return {
    to: to.join(", "),
    subject: t("leadDigestSubject", lang, { site, count: leads.length + more }),
    text: [
      t("leadDigestIntro", lang, { minutes: LEAD_DIGEST_MINUTES }),
      "",
      ...leads.map((lead) => digestLine(lead, zone)),
      ...(more > 0 ? ["", t("leadDigestMore", lang, { count: more })] : []),
    ].join("\n"),
  };
}

/**
 * Adds a lead to this server's digest (issue 44, P7): the first starts one, sent LEAD_DIGEST_MINUTES
 * later through the background queue, which sends it at once when the server closes. Each server sends
 * the leads it took; the settings and addresses are the latest lead's.
 */
export function addToDigest(
  services: AppServices,
  values: ConfigValues,
  to: string[],
  lead: NotifiedLead,
): void {
  const digest = gathering.get(services);
  if (digest) {
    digest.values = values;
    digest.to = to;
    if (digest.leads.length < LISTED_MAX) digest.leads.push(lead);
    else digest.more += 1;
    return;
  }
  const started: Digest = { values, to, leads: [lead], more: 0 };
  gathering.set(services, started);
  services.deliveries.pushAfter("lead digest", LEAD_DIGEST_MINUTES * 60_000, async () => {
    gathering.delete(services);
    const mail = mailSettingsFrom(started.values, services.secrets);
    if (!mail) throw new Error("no mail server in the mail settings");
    await sendMail(mail, leadDigestMail(started.values, started.leads, started.more, started.to));
  });
}
