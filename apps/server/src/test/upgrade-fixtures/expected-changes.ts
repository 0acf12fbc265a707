import { COMPANY_SETTING_COLUMNS } from "@corp/db/company-settings";
import { MARKET_CONFIG_GROUP, MARKET_SETTINGS } from "@corp/db/market-settings";
import { sanitizeRichHtml } from "@corp/db/rich-html";
import { SMS_CONFIG_GROUP, SMS_SETTINGS } from "@corp/db/sms-settings";
import { UPLOAD_QUOTA_SETTINGS } from "@corp/db/upload-quota-settings";
import { seededEnglishTitle } from "@corp/domain/rule-titles";
import { SECRET_DESTINATIONS, secretDestination } from "@corp/domain/secret-settings";
import {
  ANY,
  addsSettings,
  appendTab,
  type Change,
  configRow,
  newColumns,
  nonEmptyText,
  removeRows,
  rowsOf,
  updateRows,
} from "./change-helpers.ts";
import { LATER_CHANGES } from "./later-changes.ts";
import { type Expected, Matcher } from "./site-snapshot.ts";

/**
 * What each migration does to the rows of a site it upgrades, as the test of the upgrade fixtures expects
 * it: every other row of every table must come through unchanged. A migration that changes or removes
 * rows, or adds any, says so here (and why) — or the upgrade test fails.
 */
const TOOL_PAGES = ["crud/crud", "moduleStore/moduleStore"];

export const CHANGES: readonly Change[] = [
  {
    migration: "0005_search",
    apply: (site) => newColumns(site, "article", { search_vector: nonEmptyText }),
  },
  {
    migration: "0007_content_admin",
    apply: (site) => {
      const corp = [...rowsOf(site, "corp").values()].sort(
        (a, b) => Number(b.weigh) - Number(a.weigh) || Number(a.id) - Number(b.id),
      )[0];
      newColumns(site, "corp", { zipcode: "", record_number: "", qr: "", culture: "" });
      for (const [name, column] of Object.entries(COMPANY_SETTING_COLUMNS)) {
        const value = configRow(site, name)?.value;
        const text = value === null || value === undefined ? "" : String(value);
        if (corp && text !== "" && corp[column] === "") corp[column] = text;
      }
      removeRows(site, "config", (row) => String(row.name) in COMPANY_SETTING_COLUMNS);
      newColumns(site, "article", { seo_title: "", tags: [] });
      for (const table of ["article", "page", "page_article", "corp"])
        updateRows(site, table, (row) => {
          row.content = sanitizeRichHtml(String(row.content));
        });
    },
  },
  {
    migration: "0008_member_accounts",
    apply: (site) => {
      newColumns(site, "user_money_log", { admin_id: null });
      newColumns(site, "user_score_log", { admin_id: null });
      appendTab(site, SMS_CONFIG_GROUP);
      addsSettings(site, "0008", SMS_SETTINGS);
    },
  },
  {
    migration: "0009_data_safety",
    apply: (site) => {
      newColumns(site, "token", { family: null, used_time: null });
      newColumns(site, "security_sensitive_data_log", { secret: 0 });
      newColumns(site, "security_data_recycle_log", { dependents: [] });
    },
  },
  {
    migration: "0010_buildadmin_views",
    apply: (site) => {
      updateRows(site, "admin_rule", (row) => {
        if (row.type !== "menu" || row.component !== row.name) return;
        const name = String(row.name);
        if (name === "dashboard") row.component = "/src/views/backend/dashboard.vue";
        else if (name === "routine/adminInfo") row.component = "/src/views/backend/routine/adminInfo.vue";
        else row.component = `/src/views/backend/${name}/index.vue`;
      });
      const rules = [...rowsOf(site, "admin_rule").values()];
      const pages = rules.filter((r) => TOOL_PAGES.includes(String(r.name))).map((r) => r.id);
      const gone = new Set(
        rules.filter((r) => pages.includes(r.id) || pages.includes(r.pid)).map((r) => r.id),
      );
      removeRows(site, "admin_rule", (row) => gone.has(row.id));
      removeRows(site, "admin_group_rule", (row) => gone.has(row.rule_id));
    },
  },
  {
    migration: "0012_crud_designer",
    apply: (site) => newColumns(site, "crud_log", { table_id: null, archive_table: "" }),
  },
  {
    migration: "0013_tool_menus",
    apply: (site) => {
      if (rowsOf(site, "admin_rule").size === 0) return;
      site.additions.push({
        table: "admin_rule",
        why: "0013 adds back the designer's and the market's pages with their buttons",
        matches: (row) =>
          TOOL_PAGES.some((page) => row.name === page || String(row.name).startsWith(`${page}/`)),
      });
    },
  },
  {
    migration: "0014_rule_english_titles",
    apply: (site) => {
      for (const table of ["admin_rule", "user_rule"])
        updateRows(site, table, (row) => {
          row.title_en = seededEnglishTitle(String(row.name));
        });
    },
  },
  {
    migration: "0015_market_settings",
    apply: (site) => {
      appendTab(site, MARKET_CONFIG_GROUP);
      addsSettings(site, "0015", MARKET_SETTINGS);
    },
  },
  {
    migration: "0016_bound_secrets",
    apply: (site) => {
      const settingOf = (name: string) => configRow(site, name)?.value;
      for (const name of Object.keys(SECRET_DESTINATIONS)) {
        const row = configRow(site, name);
        if (row && typeof row.value === "string" && row.value !== "")
          row.value = { secret: row.value, to: secretDestination(name, settingOf) };
      }
    },
  },
  {
    migration: "0017_secret_password_logs",
    apply: (site) =>
      updateRows(site, "security_sensitive_data_log", (row) => {
        if (["admin", "user"].includes(String(row.data_table)) && row.data_field === "password")
          row.secret = 1;
      }),
  },
  {
    migration: "0018_member_upload_quota",
    apply: (site) => addsSettings(site, "0018", UPLOAD_QUOTA_SETTINGS),
  },
  {
    migration: "0020_file_store_setting",
    apply: (site) => removeRows(site, "config", (row) => row.name === "upload_mode"),
  },
  ...LATER_CHANGES,
];

/** Content versions: every migration that writes a public table bumps one; the counters only go up. */
function contentVersions(site: Expected) {
  updateRows(site, "cache_version", (row) => {
    const was = Number(row.version);
    row.version = new Matcher(`at least ${was}`, (v) => Number(v) >= was);
    row.update_time = ANY;
  });
  site.additions.push({
    table: "cache_version",
    why: "the content-version triggers (0006) count the migrations' writes",
    matches: (row) => ["site", "page", "article"].includes(String(row.scope)),
  });
}

/** The site a fixture at `level` should be once every migration after it has run. */
export function expectUpgrade(site: Expected, level: string): Expected {
  for (const change of CHANGES) if (change.migration > level) change.apply(site);
  contentVersions(site);
  return site;
}
