import type { Migration } from "kysely/migration";
import * as adminAuth from "./0001_admin_auth.ts";
import * as members from "./0002_members.ts";
import * as system from "./0003_system.ts";
import * as content from "./0004_content.ts";
import * as search from "./0005_search.ts";
import * as cacheVersion from "./0006_cache_version.ts";
import * as contentAdmin from "./0007_content_admin.ts";
import * as memberAccounts from "./0008_member_accounts.ts";
import * as dataSafety from "./0009_data_safety.ts";
import * as buildadminViews from "./0010_buildadmin_views.ts";
import * as modules from "./0011_modules.ts";
import * as crudDesigner from "./0012_crud_designer.ts";
import * as toolMenus from "./0013_tool_menus.ts";
import * as ruleEnglishTitles from "./0014_rule_english_titles.ts";
import * as marketSettings from "./0015_market_settings.ts";
import * as boundSecrets from "./0016_bound_secrets.ts";
import * as secretPasswordLogs from "./0017_secret_password_logs.ts";
import * as memberUploadQuota from "./0018_member_upload_quota.ts";
import * as modulePackages from "./0019_module_packages.ts";
import * as fileStoreSetting from "./0020_file_store_setting.ts";
import * as backups from "./0021_backups.ts";
import * as buildadminViewPaths from "./0022_buildadmin_view_paths.ts";
import * as redirects from "./0023_redirects.ts";
import * as registerModes from "./0024_register_modes.ts";
import * as leads from "./0025_leads.ts";
import * as searchPush from "./0026_search_push.ts";
import * as wordpressImport from "./0027_wordpress_import.ts";
import * as englishContent from "./0028_english_content.ts";
import * as imagePixelLimit from "./0029_image_pixel_limit.ts";
import * as leadFloods from "./0030_lead_floods.ts";
import * as mailEncryptionChoices from "./0031_mail_encryption_choices.ts";
import * as secretLogValues from "./0032_secret_log_values.ts";
import * as articleViewSeen from "./0033_article_view_seen.ts";
import * as englishSite from "./0034_english_site.ts";
import * as brandSettings from "./0035_brand_settings.ts";
import * as listIndexes from "./0036_list_indexes.ts";

/**
 * Every migration, imported statically: the server is bundled into one file by esbuild, so there is no
 * migrations folder to read at run time. Names sort in the order they run; never rename or edit one that
 * has shipped, add a new one instead.
 */
export const migrations: Record<string, Migration> = {
  "0001_admin_auth": adminAuth,
  "0002_members": members,
  "0003_system": system,
  "0004_content": content,
  "0005_search": search,
  "0006_cache_version": cacheVersion,
  "0007_content_admin": contentAdmin,
  "0008_member_accounts": memberAccounts,
  "0009_data_safety": dataSafety,
  "0010_buildadmin_views": buildadminViews,
  "0011_modules": modules,
  "0012_crud_designer": crudDesigner,
  "0013_tool_menus": toolMenus,
  "0014_rule_english_titles": ruleEnglishTitles,
  "0015_market_settings": marketSettings,
  "0016_bound_secrets": boundSecrets,
  "0017_secret_password_logs": secretPasswordLogs,
  "0018_member_upload_quota": memberUploadQuota,
  "0019_module_packages": modulePackages,
  "0020_file_store_setting": fileStoreSetting,
  "0021_backups": backups,
  "0022_buildadmin_view_paths": buildadminViewPaths,
  "0023_redirects": redirects,
  "0024_register_modes": registerModes,
  "0025_leads": leads,
  "0026_search_push": searchPush,
  "0027_wordpress_import": wordpressImport,
  "0028_english_content": englishContent,
  "0029_image_pixel_limit": imagePixelLimit,
  "0030_lead_floods": leadFloods,
  "0031_mail_encryption_choices": mailEncryptionChoices,
  "0032_secret_log_values": secretLogValues,
  "0033_article_view_seen": articleViewSeen,
  "0034_english_site": englishSite,
  "0035_brand_settings": brandSettings,
  "0036_list_indexes": listIndexes,
};
