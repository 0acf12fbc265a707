import { BACKUP_CONFIG_GROUP, BACKUP_SETTINGS } from "@corp/db/backup-settings";
import { BRAND_CONFIG_GROUP, BRAND_SETTINGS } from "@corp/db/brand-settings";
import { ENGLISH_LOGO_SETTINGS, ENGLISH_SITE_NAME_SETTING } from "@corp/db/english-site-settings";
import { IMAGE_PIXEL_SETTING } from "@corp/db/image-settings";
import { ENGLISH_UNTRANSLATED_SETTING } from "@corp/db/language-settings";
import { LEAD_CONFIG_GROUP, LEAD_FLOOD_SETTINGS, LEAD_SETTINGS } from "@corp/db/lead-settings";
import { MAIL_ENCRYPTION_CHOICES, MAIL_ENCRYPTION_TIP } from "@corp/db/mail-settings";
import { REGISTER_MODE_SETTING } from "@corp/db/register-settings";
import { SEARCH_PUSH_CONFIG_GROUP, SEARCH_PUSH_SETTINGS } from "@corp/db/search-push-settings";
import { SMS_DRIVER_CHOICES, TENCENT_SMS_SETTINGS } from "@corp/db/sms-settings";

import { addsSettings, appendTab, type Change, newColumns, rowsOf, updateRows } from "./change-helpers.ts";

/** What the migrations from 0021 on do to the rows of a site they upgrade (see expected-changes.ts). */
export const LATER_CHANGES: readonly Change[] = [
  {
    migration: "0021_backups",
    apply: (site) => {
      appendTab(site, BACKUP_CONFIG_GROUP);
      addsSettings(site, "0021", BACKUP_SETTINGS);
      if (rowsOf(site, "admin_rule").size === 0) return;
      site.additions.push({
        table: "admin_rule",
        why: "0021 adds the backups page with its buttons",
        matches: (row) => row.name === "routine/backup" || String(row.name).startsWith("routine/backup/"),
      });
    },
  },
  {
    migration: "0022_buildadmin_view_paths",
    apply: (site) =>
      updateRows(site, "admin_rule", (row) => {
        if (row.name === "crud/crud" && row.component === "/src/views/backend/crud/crud/index.vue")
          row.component = "/src/views/backend/crud/index.vue";
        if (
          row.name === "moduleStore/moduleStore" &&
          row.component === "/src/views/backend/moduleStore/moduleStore/index.vue"
        )
          row.component = "/src/views/backend/module/index.vue";
      }),
  },
  {
    migration: "0023_redirects",
    apply: (site) => {
      if (rowsOf(site, "admin_rule").size === 0) return;
      site.additions.push({
        table: "admin_rule",
        why: "0023 adds the redirects page with its buttons",
        matches: (row) => row.name === "content/redirect" || String(row.name).startsWith("content/redirect/"),
      });
    },
  },
  {
    migration: "0024_register_modes",
    apply: (site) => {
      addsSettings(site, "0024", [REGISTER_MODE_SETTING, ...TENCENT_SMS_SETTINGS]);
      updateRows(site, "config", (row) => {
        if (row.name === "sms_driver") row.content = { ...SMS_DRIVER_CHOICES };
      });
    },
  },
  {
    migration: "0025_leads",
    apply: (site) => {
      appendTab(site, LEAD_CONFIG_GROUP);
      addsSettings(site, "0025", LEAD_SETTINGS);
      if (rowsOf(site, "admin_rule").size === 0) return;
      site.additions.push({
        table: "admin_rule",
        why: "0025 adds the leads page with its buttons",
        matches: (row) => row.name === "content/lead" || String(row.name).startsWith("content/lead/"),
      });
    },
  },
  {
    migration: "0026_search_push",
    apply: (site) => {
      appendTab(site, SEARCH_PUSH_CONFIG_GROUP);
      addsSettings(site, "0026", SEARCH_PUSH_SETTINGS);
      if (rowsOf(site, "admin_rule").size === 0) return;
      site.additions.push({
        table: "admin_rule",
        why: "0026 adds the search-push page with its buttons, and the articles' push button",
        matches: (row) =>
          row.name === "content/searchPush" ||
          String(row.name).startsWith("content/searchPush/") ||
          row.name === "content/article/push",
      });
    },
  },
  {
    migration: "0027_wordpress_import",
    apply: (site) => {
      if (rowsOf(site, "admin_rule").size === 0) return;
      site.additions.push({
        table: "admin_rule",
        why: "0027 adds the WordPress import page with its buttons and the imported items' page",
        matches: (row) =>
          ["content/wordpressImport", "content/importRecord"].some(
            (node) => row.name === node || String(row.name).startsWith(`${node}/`),
          ),
      });
    },
  },
  {
    migration: "0028_english_content",
    apply: (site) => {
      const empty = (columns: string[]) => Object.fromEntries(columns.map((c) => [c, ""]));
      // The English search vector is empty like the English it indexes.
      newColumns(site, "article", {
        ...empty(["title_en", "summary_en", "content_en", "seo_title_en", "keywords_en", "description_en"]),
        search_vector_en: "",
      });
      newColumns(site, "banner", empty(["title_en", "summary_en"]));
      newColumns(site, "corp", empty(["slogan_en", "summary_en", "content_en", "culture_en", "address_en"]));
      newColumns(site, "friend_link", empty(["title_en"]));
      newColumns(site, "page", empty(["content_en", "keywords_en", "description_en"]));
      newColumns(site, "page_article", empty(["title_en", "content_en"]));
      newColumns(site, "page_meta", empty(["title_en", "keywords_en", "description_en"]));
      newColumns(site, "topic", empty(["summary_en"]));
      addsSettings(site, "0028", [ENGLISH_UNTRANSLATED_SETTING]);
    },
  },
  {
    migration: "0029_image_pixel_limit",
    apply: (site) => addsSettings(site, "0029", [IMAGE_PIXEL_SETTING]),
  },
  {
    migration: "0030_lead_floods",
    apply: (site) => addsSettings(site, "0030", LEAD_FLOOD_SETTINGS),
  },
  {
    migration: "0031_mail_encryption_choices",
    apply: (site) =>
      updateRows(site, "config", (row) => {
        if (row.name !== "smtp_verification") return;
        row.content = { ...MAIL_ENCRYPTION_CHOICES };
        row.tip = MAIL_ENCRYPTION_TIP;
      }),
  },
  {
    migration: "0032_secret_log_values",
    apply: (site) => {
      const secrets = new Set(
        [...rowsOf(site, "config").values()].filter((r) => r.type === "password").map((r) => r.id),
      );
      updateRows(site, "security_sensitive_data_log", (row) => {
        if (row.data_table !== "config" || row.data_field !== "value" || !secrets.has(row.id_value)) return;
        Object.assign(row, { before: null, after: null, secret: 1 });
      });
    },
  },
  {
    migration: "0034_english_site",
    apply: (site) => {
      newColumns(site, "article", { source_en: "", author_en: "" });
      addsSettings(site, "0034", [ENGLISH_SITE_NAME_SETTING, ...ENGLISH_LOGO_SETTINGS]);
    },
  },
  {
    migration: "0035_brand_settings",
    apply: (site) => {
      appendTab(site, BRAND_CONFIG_GROUP);
      addsSettings(site, "0035", BRAND_SETTINGS);
    },
  },
];
