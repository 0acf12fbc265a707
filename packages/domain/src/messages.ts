import type { Lang, Messages } from "./lang.ts";
import { accountCatalogue } from "./messages/account.ts";
import { adminCatalogue } from "./messages/admin.ts";
import { backupCatalogue } from "./messages/backup.ts";
import { brandCatalogue } from "./messages/brand.ts";
import { captchaCatalogue } from "./messages/captcha.ts";
import { commonCatalogue } from "./messages/common.ts";
import { contentCatalogue } from "./messages/content.ts";
import { crudCatalogue } from "./messages/crud.ts";
import { fill, type MessageParams } from "./messages/fill.ts";
import { httpCatalogue } from "./messages/http.ts";
import { leadCatalogue } from "./messages/lead.ts";
import { memberCatalogue } from "./messages/member.ts";
import { memberAdminCatalogue } from "./messages/member-admin.ts";
import { moduleCatalogue } from "./messages/module.ts";
import { portalCatalogue } from "./messages/portal.ts";
import { securityCatalogue } from "./messages/security.ts";
import { terminalCatalogue } from "./messages/terminal.ts";
import { uploadCatalogue } from "./messages/upload.ts";
import { validationCatalogue } from "./messages/validation.ts";
import { wordpressImportCatalogue } from "./messages/wordpress-import.ts";
import { wordpressImportReportCatalogue } from "./messages/wordpress-import-report.ts";

/**
 * Every text the server writes into the envelope's `msg` and every catalogue text the web shows,
 * keyed by message key, in each supported language. Each text stands here once.
 */
export const messages = {
  ...commonCatalogue,
  ...httpCatalogue,
  ...accountCatalogue,
  ...validationCatalogue,
  ...captchaCatalogue,
  ...adminCatalogue,
  ...uploadCatalogue,
  ...portalCatalogue,
  ...contentCatalogue,
  ...crudCatalogue,
  ...memberCatalogue,
  ...securityCatalogue,
  ...memberAdminCatalogue,
  ...terminalCatalogue,
  ...moduleCatalogue,
  ...backupCatalogue,
  ...brandCatalogue,
  ...leadCatalogue,
  ...wordpressImportCatalogue,
  ...wordpressImportReportCatalogue,
} satisfies Record<string, Messages>;

export type MessageKey = keyof typeof messages;

export type { MessageParams };

/** The text of `key` in `lang`, each `{name}` replaced by `params[name]` (an absent one by ""). */
export function t(key: MessageKey, lang: Lang, params: MessageParams = {}): string {
  return fill(messages[key], lang, params);
}
