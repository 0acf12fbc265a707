import { t } from "@corp/domain/messages";
import {
  type ActionKey,
  type CallProcedure,
  eachRow,
  record,
  type ShapedAnswer,
  type SpecialAction,
} from "../../routes/admin/buildadmin/dialect.ts";
import { fieldTitlesFromForm, notesOf, tagsOf } from "./sensitive-rule-dialect.ts";

/** "user/moneyLog" -> "user/MoneyLog.php": a controller named as BuildAdmin names its file. */
export function controllerFile(controller: string): string {
  const parts = controller.split("/");
  const last = parts.pop() ?? "";
  return `${[...parts, last.charAt(0).toUpperCase() + last.slice(1)].join("/")}.php`;
}

/** "user/MoneyLog.php" -> "user/moneyLog"; a name that is not a file name is left as it came. */
export function controllerOfFile(file: unknown): unknown {
  if (typeof file !== "string" || !file.endsWith(".php")) return file;
  const parts = file.slice(0, -".php".length).split("/");
  return parts.map((part) => part.charAt(0).toLowerCase() + part.slice(1)).join("/");
}

type RuleController = "security.dataRecycle" | "security.sensitiveData";

/** The add form's choice: every controller a rule may watch, by file name, as BuildAdmin's form lists them. */
const controllerChoice =
  (controller: RuleController): SpecialAction =>
  async (_input, call) => {
    const watched = (await call(`${controller}.controllers`, undefined)) as { controller: string }[];
    const files = watched.map((w) => controllerFile(w.controller));
    return { data: { controllers: Object.fromEntries(files.map((file) => [file, file])) } };
  };

/** A rule as BuildAdmin's form sends it (`controller: "content/Article.php"`), saved under our name. */
const savedRule =
  (controller: RuleController, action: "add" | "edit"): SpecialAction =>
  async (input, call: CallProcedure, lang) => {
    const form = record(input);
    const stored = action === "edit" ? record(await call(`${controller}.get`, { id: form.id })) : {};
    const row = await call(`${controller}.${action}`, {
      ...stored,
      ...form,
      controller: controllerOfFile(form.controller ?? stored.controller),
      ...(controller === "security.sensitiveData" ? { data_fields: fieldTitlesFromForm(form, stored) } : {}),
    });
    return { data: { row }, msg: t("ok", lang) };
  };

/** The rule an edit form opens with its controller as the file name the form's choice holds. */
const asFile = (shown: Record<string, unknown>) =>
  typeof shown.controller === "string" ? { ...shown, controller: controllerFile(shown.controller) } : shown;

/**
 * A rule's edit form: the row with its controller as a file name (and, for sensitive data, each field's
 * note by name), and the controllers to choose from, as BuildAdmin's `edit` answers both.
 */
const openedRule =
  (
    controller: RuleController,
    shape: (row: Record<string, unknown>) => Record<string, unknown>,
  ): SpecialAction =>
  async (input, call, lang, services) => {
    const row = record(await call(`${controller}.get`, { id: Number(record(input).id) }));
    const { data } = await controllerChoice(controller)(input, call, lang, services);
    return { data: { row: shape(asFile(row)), ...record(data) } };
  };

/**
 * BuildAdmin's two rule forms (recycle bin, sensitive data) name controllers by file (`auth/Admin.php`):
 * their add form asks `GET add` for the list, and they send the file name back. Here a controller is
 * its rule name (`auth/admin`); the names are turned into each other at this edge.
 */
export const ruleActions: Record<ActionKey, SpecialAction> = {
  "security.datarecycle get add": controllerChoice("security.dataRecycle"),
  "security.sensitivedata get add": controllerChoice("security.sensitiveData"),
  "security.datarecycle post add": savedRule("security.dataRecycle", "add"),
  "security.datarecycle post edit": savedRule("security.dataRecycle", "edit"),
  "security.sensitivedata post add": savedRule("security.sensitiveData", "add"),
  "security.sensitivedata post edit": savedRule("security.sensitiveData", "edit"),
  "security.datarecycle get edit": openedRule("security.dataRecycle", (row) => row),
  "security.sensitivedata get edit": openedRule("security.sensitiveData", notesOf),
};

/**
 * Both rule lists show the controller by file name, as their forms choose it; the sensitive-data list
 * shows each field's note as a tag.
 */
export const ruleAnswers: Record<ActionKey, ShapedAnswer> = {
  "security.datarecycle get index": eachRow(asFile),
  "security.sensitivedata get index": eachRow((row) => tagsOf(asFile(row))),
};
