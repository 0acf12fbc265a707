import type { Schemas } from "@corp/contract/types";
import type { Lang } from "@corp/domain/lang";
import { LEAD_HONEYPOT, type LeadValues } from "@corp/domain/lead-fields";
import { leadFieldErrors, leadInputSchema } from "@corp/domain/lead-form";
import type { LeadSettings } from "@corp/domain/lead-settings";
import { nowSeconds } from "../../envelope.ts";
import { AppError } from "../../errors.ts";
import type { AppServices } from "../../services/app-services.ts";
import { requireLoginCaptcha } from "../../services/captcha/login-captcha.ts";
import { clientNetwork } from "../../services/client-network.ts";
import { loadConfig } from "../../services/site-config.ts";
import type { ThrottleLimit } from "../../services/throttle.ts";
import { leadSettingsFrom } from "./lead-config.ts";
import { notifyOfLead } from "./lead-mail.ts";

/** The shared Throttle's count of every send to the site, from any address, for the site-wide captcha. */
const LEAD_SITE_KEY = "lead-captcha:site";

/** Leads one address may send in an hour, captcha or not, counted by the shared Throttle. */
export const LEAD_SENDS_PER_IP: ThrottleLimit = { limit: 60, windowSeconds: 3600 };

export type LeadSubmission = {
  body: Schemas["LeadSubmitRequest"];
  ip: string;
  userAgent: string;
  lang: Lang;
};

/** What became of a send: stored as a new lead, stored as spam (the honeypot), or stored before (its key). */
export type LeadOutcome = "stored" | "spam" | "repeated";

/** The path the form was sent from, as a page of the site ('' when it is not one). */
const pagePath = (page: string | undefined) => (page && /^\/(?!\/)\S*$/.test(page) ? page.slice(0, 255) : "");

function checked(settings: LeadSettings, submission: LeadSubmission): LeadValues {
  const parsed = leadInputSchema(settings.form, submission.lang).safeParse(submission.body);
  if (parsed.success) return parsed.data;
  const fields = leadFieldErrors(parsed.error);
  const text = Object.values(fields)[0] ?? "";
  throw new AppError({ text, data: { fields } });
}

/**
 * Past the settings' number of sends from one address within their minutes, a send needs the click
 * captcha, which it uses up; so does every send once the whole site has had the settings' number within
 * a minute (a flood from many addresses, each under its own limit). Every checked send counts, the
 * refused ones too, so the captcha stays until the window ends; one address (an IPv6 client's /64)
 * sends LEAD_SENDS_PER_IP at most, captcha or not.
 */
async function guard(services: AppServices, settings: LeadSettings, submission: LeadSubmission) {
  const ip = clientNetwork(submission.ip);
  const sends = await services.throttle.hit(`lead:ip:${ip}`, LEAD_SENDS_PER_IP);
  if (sends.count > LEAD_SENDS_PER_IP.limit) throw new AppError({ key: "leadTooOften" });
  const { after, minutes, sitePerMinute } = settings.captcha;
  const recent = await services.throttle.hit(`lead-captcha:ip:${ip}`, {
    limit: after,
    windowSeconds: minutes * 60,
  });
  const site = await services.throttle.hit(LEAD_SITE_KEY, { limit: sitePerMinute, windowSeconds: 60 });
  if (recent.count > after || site.count > sitePerMinute)
    await requireLoginCaptcha(services.db, submission.body.captchaId, submission.body.captchaInfo);
}

/**
 * A visitor's send of the lead form (POST /api/lead/submit): checked against the site's form, guarded by
 * the shared throttle and the click captcha, stored once per fill of the form (its key, unique in the
 * table: a retried send finds its lead and stores nothing), and told by mail after the answer. A send
 * that fills the honeypot is stored as spam and tells nobody: a robot sees the same answer as anyone,
 * and a person whose browser filled the hidden field by itself is found in the inbox's spam.
 */
export async function submitLead(services: AppServices, submission: LeadSubmission): Promise<LeadOutcome> {
  const { db } = services;
  const { body } = submission;
  const known = await db
    .selectFrom("lead")
    .select("id")
    .where("submit_key", "=", body.key)
    .executeTakeFirst();
  if (known) return "repeated";
  const config = await loadConfig(db);
  const settings = leadSettingsFrom(config);
  const values = checked(settings, submission);
  await guard(services, settings, submission);
  const spam = (body[LEAD_HONEYPOT] ?? "").trim() !== "";
  const now = nowSeconds();
  const row = {
    ...values,
    consent: values.consent ? (1 as const) : (0 as const),
    status: spam ? ("spam" as const) : ("new" as const),
    page: pagePath(body.page),
    ip: submission.ip.slice(0, 50),
    useragent: submission.userAgent.slice(0, 255),
    submit_key: body.key,
    create_time: now,
    update_time: now,
  };
  const stored = await db
    .insertInto("lead")
    .values(row)
    .onConflict((oc) => oc.column("submit_key").doNothing())
    .returning("id")
    .executeTakeFirst();
  // The same fill sent twice at once: the other send stored it.
  if (!stored) return "repeated";
  if (spam) return "spam";
  await notifyOfLead(services, config, settings, { id: stored.id, ...row });
  return "stored";
}
