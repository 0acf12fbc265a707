import { menuTypes } from "@corp/server/schemas/rule-fields";
import type { TFunction } from "i18next";
import type { Choice } from "../crud-columns.ts";
import type { FieldDef } from "../fields/field-types.ts";
import { DEFAULT_ICON } from "../fields/icon-field.tsx";

/** How a menu entry opens, as options. */
export const menuTypeChoices = (t: TFunction): Choice[] =>
  menuTypes.map((type) => ({ value: type, label: t(`adminUi.rule.menuTypes.${type}`) }));

/** The inputs the admins' and the members' rule forms share, from the title to "keep the page alive". */
export const ruleEntryFields = (t: TFunction): FieldDef[] => [
  { name: "title", label: t("adminUi.rule.ruleTitle"), type: "string" },
  { name: "title_en", label: t("adminUi.rule.titleEn"), type: "string", help: t("adminUi.rule.titleEnHelp") },
  { name: "name", label: t("adminUi.rule.name"), type: "string" },
  { name: "path", label: t("adminUi.rule.path"), type: "string" },
  { name: "icon", label: t("adminUi.rule.icon"), type: "icon" },
  { name: "menu_type", label: t("adminUi.rule.menuType"), type: "radio", options: menuTypeChoices(t) },
  { name: "url", label: t("adminUi.rule.url"), type: "string" },
  { name: "component", label: t("adminUi.rule.component"), type: "string" },
  { name: "keepalive", label: t("adminUi.rule.keepalive"), type: "switch" },
];

type RuleLike = {
  pid: number;
  title: string;
  title_en: string | null;
  name: string;
  path: string;
  icon: string;
  menu_type: (typeof menuTypes)[number] | null;
  url: string;
  component: string;
  keepalive: 0 | 1;
  remark: string;
  weigh: number;
  status: "enable" | "disable";
};

/** The form's values of the shared fields for a row, or for a new rule (the parent as an option value). */
export const ruleFormDefaults = (row: RuleLike | undefined, keepaliveWhenNew: boolean) => ({
  pid: String(row?.pid ?? 0),
  title: row?.title ?? "",
  title_en: row?.title_en ?? "",
  name: row?.name ?? "",
  path: row?.path ?? "",
  icon: row?.icon || DEFAULT_ICON,
  menu_type: row?.menu_type ?? "tab",
  url: row?.url ?? "",
  component: row?.component ?? "",
  keepalive: row ? row.keepalive === 1 : keepaliveWhenNew,
  remark: row?.remark ?? "",
  weigh: row?.weigh ?? 0,
  status: row?.status ?? "enable",
});
