import type { TFunction } from "i18next";
import type { Choice } from "../crud-columns.ts";
import type { FieldDef } from "./field-types.ts";

/** The choices of a row's status: in use or not. */
export const statusChoices = (t: TFunction): Choice[] => [
  { value: "enable", label: t("adminUi.common.enable") },
  { value: "disable", label: t("adminUi.common.disable") },
];

/** The status radio of a CRUD form. */
export const statusField = (t: TFunction): FieldDef => ({
  name: "status",
  label: t("adminUi.common.status"),
  type: "radio",
  options: statusChoices(t),
});
