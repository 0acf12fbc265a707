import type { Database } from "@corp/db/schema";
import { member } from "@corp/domain/collections/members/member";
import { defaultLang, type Lang, languages } from "@corp/domain/lang";
import { t } from "@corp/domain/messages";
import { isAllowed } from "@corp/domain/permission";
import { formatInZone, knownTimeZone } from "@corp/domain/time-zone";
import type { Kysely } from "kysely";
import { adminPermissions } from "../../services/admin-account.ts";
import type { AppServices } from "../../services/app-services.ts";
import { mailSettingsFrom, sendMail } from "../../services/mail.ts";
import { type ConfigValues, loadConfig } from "../../services/site-config.ts";

/** The node whose holders approve members (the approve button's, `member-approval.ts`). */
const APPROVES = "user/user/edit";

/** A member who waits, as the admins' mail tells of him. */
export type WaitingMember = {
  username: string;
  email: string;
  mobile: string;
  join_ip: string | null;
  join_time: number | null;
};

/** The addresses of the enabled admins who may approve members, each once. */
async function approverAddresses(db: Kysely<Database>): Promise<string[]> {
  const admins = await db
    .selectFrom("admin")
    .select(["id", "email"])
    .where("status", "=", "enable")
    .where("email", "<>", "")
    .execute();
  const addresses = new Set<string>();
  for (const admin of admins) {
    const held = await adminPermissions(db, admin.id);
    if (isAllowed(APPROVES, held.ruleNames, held.isSuper)) addresses.add(admin.email);
  }
  return [...addresses];
}

/** A line "label：value" under the member collection's label of `field`. */
const line = (lang: Lang, field: keyof typeof member.fields, value: string) =>
  `${member.fields[field].label[lang]}：${value}`;

/** The mail telling the approvers that `waiting` registered, in the site's own language (its staff's). */
export function waitingMail(values: ConfigValues, waiting: WaitingMember, to: string[], adminUrl: string) {
  const lang = defaultLang;
  const site = String(values.get("siteName") ?? "");
  const zone = knownTimeZone(values.get("time_zone"));
  return {
    to: to.join(", "),
    subject: t("memberWaitingMailSubject", lang, { site, username: waiting.username }),
    text: [
      t("memberWaitingMailIntro", lang),
      "",
      line(lang, "username", waiting.username),
      ...(waiting.email ? [line(lang, "email", waiting.email)] : []),
      ...(waiting.mobile ? [line(lang, "mobile", waiting.mobile)] : []),
      line(lang, "join_ip", waiting.join_ip ?? ""),
      line(lang, "join_time", formatInZone(waiting.join_time, zone)),
      ...(adminUrl ? ["", adminUrl] : []),
    ].join("\n"),
  };
}

/**
 * The mail telling a member that his account is approved. The site does not know which language he
 * reads, so it says it in each of the interface's, the site's own first.
 */
export function approvedMail(
  values: ConfigValues,
  approved: { username: string; email: string },
  loginUrl: string,
) {
  const site = String(values.get("siteName") ?? "");
  const langs = [defaultLang, ...languages.filter((l) => l !== defaultLang)];
  return {
    to: approved.email,
    subject: langs.map((lang) => t("memberApprovedMailSubject", lang, { site })).join(" / "),
    text: langs
      .map((lang) => t("memberApprovedMailBody", lang, { site, username: approved.username }))
      .concat(loginUrl ? [loginUrl] : [])
      .join("\n\n"),
  };
}

/** An address of the site (`SITE_URL`), or nothing where the server does not know its own. */
const siteAddress = (services: AppServices, path: string) =>
  services.env.SITE_URL ? new URL(path, services.env.SITE_URL).href : "";

/**
 * Tells the admins who may approve members that `waiting` registered and waits (ADR 0028), by mail after
 * the answer (the server's background queue): with no mail settings, or no such admin with an email,
 * nothing goes; a failing mail server is logged and never fails the registration.
 */
export function tellApprovers(services: AppServices, values: ConfigValues, waiting: WaitingMember): void {
  services.deliveries.push(`approval request of member ${waiting.username}`, async () => {
    const mail = mailSettingsFrom(values, services.secrets);
    if (!mail) return;
    const to = await approverAddresses(services.db);
    if (to.length === 0) return;
    const adminUrl = siteAddress(services, `${services.env.ADMIN_ENTRY}/user/user`);
    await sendMail(mail, waitingMail(values, waiting, to, adminUrl));
  });
}

/**
 * Tells the members of `ids` who are now enabled and have an email that their account is approved, by
 * mail after the answer; with no mail settings nothing goes.
 */
export function tellApproved(services: AppServices, ids: readonly number[]): void {
  if (ids.length === 0) return;
  services.deliveries.push(`approval of members ${ids.join(",")}`, async () => {
    const values = await loadConfig(services.db);
    const mail = mailSettingsFrom(values, services.secrets);
    if (!mail) return;
    const members = await services.db
      .selectFrom("user")
      .select(["username", "email"])
      .where("id", "in", [...ids])
      .where("status", "=", "enable")
      .where("email", "<>", "")
      .execute();
    const loginUrl = siteAddress(services, "/user/login");
    for (const approved of members) await sendMail(mail, approvedMail(values, approved, loginUrl));
  });
}
