import type { MenuRule, SiteConfig } from "@corp/contract/types";
import { COMPANY_SETTING_COLUMNS } from "@corp/db/company-settings";
import type { Database } from "@corp/db/schema";
import type { Lang } from "@corp/domain/lang";
import { localiseRules } from "@corp/domain/rule-titles";
import { secretDestination, secretFor } from "@corp/domain/secret-settings";
import { knownTimeZone } from "@corp/domain/time-zone";
import { parseSizeLimit } from "@corp/domain/upload";
import type { Kysely } from "kysely";
import { buildRuleTree, MENU_RULE_COLUMNS } from "./rule-tree.ts";
import type { SecretOpener } from "./setting-secrets.ts";

export type ConfigValues = Map<string, unknown>;

/**
 * A secret setting, when it was saved for the destination its settings name now (issue 24, M2), opened
 * by `secrets` (it is stored encrypted, issue 44 P8); else empty.
 */
export function secretSetting(values: ConfigValues, name: string, secrets: SecretOpener): string {
  const to = secretDestination(name, (setting) => values.get(setting));
  const stored = secretFor(values.get(name), to);
  return stored && secrets.open(name, to, stored);
}

/** Where `loadConfig` puts the header's links among the values. */
const HEAD_NAV = "headNav";
const headNavOf = (values: ConfigValues): MenuRule[] => {
  const nav = values.get(HEAD_NAV);
  return Array.isArray(nav) ? (nav as MenuRule[]) : [];
};

/**
 * The settings by name: the config rows, the company's contact details from its profile (the first
 * enabled `corp` row) under the names the API has always given them (`addr`, `fwrx`, ...), and the
 * header's links (`headNav`).
 */
export async function loadConfig(db: Kysely<Database>): Promise<ConfigValues> {
  const [rows, company, nav] = await Promise.all([
    db.selectFrom("config").select(["name", "value"]).execute(),
    db
      .selectFrom("corp")
      .select(["address", "address_en", "phone", "email", "zipcode", "record_number", "qr"])
      .where("status", "=", "enable")
      .orderBy("weigh", "desc")
      .orderBy("id")
      .executeTakeFirst(),
    // The header's own links (`headNav`): member rules of type nav that guests may use.
    db
      .selectFrom("user_rule")
      .select(MENU_RULE_COLUMNS)
      .where("type", "=", "nav")
      .where("status", "=", "enable")
      .where("no_login_valid", "=", 1)
      .execute(),
  ]);
  const values: ConfigValues = new Map(rows.map((r) => [r.name, r.value]));
  values.set(HEAD_NAV, buildRuleTree(nav));
  for (const [name, column] of Object.entries(COMPANY_SETTING_COLUMNS))
    values.set(name, company?.[column] ?? "");
  // The address on English pages (issue 29); the others are the same in both languages.
  values.set("addr_en", company?.address_en ?? "");
  return values;
}

/** The site's time zone (`time_zone`), read alone. */
export async function siteTimeZone(db: Kysely<Database>): Promise<string> {
  const row = await db
    .selectFrom("config")
    .select("value")
    .where("name", "=", "time_zone")
    .executeTakeFirst();
  return knownTimeZone(row?.value);
}

const str = (values: ConfigValues, name: string): string => {
  const v = values.get(name);
  return v === null || v === undefined ? "" : String(v);
};

export const configFlag = (values: ConfigValues, name: string, fallback = false): boolean => {
  const v = values.get(name);
  if (v === undefined || v === null || v === "") return fallback;
  return v === true || v === 1 || v === "1" || v === "true";
};

const list = (values: ConfigValues, name: string): string[] => {
  const v = values.get(name);
  const items = Array.isArray(v) ? v.map(String) : str(values, name).split(",");
  return items.map((s) => s.trim().toLowerCase()).filter(Boolean);
};

/** The site settings every client reads (public footer, upload limits, admin shell). */
export function siteConfigFrom(values: ConfigValues): SiteConfig {
  return {
    siteName: str(values, "siteName"),
    siteName_en: str(values, "siteName_en"),
    recordNumber: str(values, "recordNumber"),
    version: str(values, "version"),
    cdnUrl: str(values, "cdnUrl"),
    apiUrl: str(values, "apiUrl"),
    addr: str(values, "addr"),
    addr_en: str(values, "addr_en"),
    email: str(values, "email"),
    fwrx: str(values, "fwrx"),
    zipcode: str(values, "zipcode"),
    logo: str(values, "logo"),
    logo2: str(values, "logo2"),
    logo_footer: str(values, "logo_footer"),
    logo_en: str(values, "logo_en"),
    logo2_en: str(values, "logo2_en"),
    logo_footer_en: str(values, "logo_footer_en"),
    wx_qr: str(values, "wx_qr"),
    search_bg: str(values, "search_bg"),
    timeZone: knownTimeZone(values.get("time_zone")),
    upload: {
      // Clients upload to this server whichever store keeps the files (FILE_STORE, ADR 0027): never
      // straight to a bucket, as BuildAdmin's client would for another mode.
      mode: "local",
      maxSize: parseSizeLimit(str(values, "upload_max_size") || "10mb"),
      allowedSuffixes: list(values, "upload_allowed_suffixes"),
      allowedMimeTypes: list(values, "upload_allowed_mime_types"),
    },
    headNav: headNavOf(values),
    initialize: true,
    userInitialize: true,
  };
}

/**
 * The site settings as a page or answer in `lang` shows them (issue 50, item 1): in English, the name,
 * address and logos are the English ones (`siteName_en`, `addr_en`, `logo_en`, ...), or the Chinese where
 * no English was entered; the English fields stay beside them for clients that read those.
 */
export function siteConfigIn(site: SiteConfig, lang: Lang): SiteConfig {
  if (lang !== "en") return site;
  return {
    ...site,
    siteName: site.siteName_en || site.siteName,
    addr: site.addr_en || site.addr,
    logo: site.logo_en || site.logo,
    logo2: site.logo2_en || site.logo2,
    logo_footer: site.logo_footer_en || site.logo_footer,
    headNav: localiseRules(site.headNav, lang),
  };
}
