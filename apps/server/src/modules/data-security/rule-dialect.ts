import { t } from "@corp/domain/messages";
import { AppError } from "../../errors.ts";
import {
  type ActionKey,
  type CallProcedure,
  eachRow,
  record,
  type ShapedAnswer,
  type SpecialAction,
} from "../../http/buildadmin-dialect.ts";
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

/** Whether a table chosen in BuildAdmin's form is `table`: by its name, a designed one's without its schema. */
const sameTable = (table: string, chosen: string) =>
  chosen === table || (table.startsWith("designed.") && chosen === table.slice("designed.".length));

/**
 * A rule watches the table its controller writes (the recycle bin keeps what that controller deletes, the
 * log what it changes): BuildAdmin's form also chooses a table, and one that is not the controller's is
 * refused, naming both, rather than stored or silently replaced. A controller no rule may watch is left
 * to the procedure's own refusal.
 */
async function checkChosenTable(
  call: CallProcedure,
  controller: RuleController,
  form: Record<string, unknown>,
  name: unknown,
) {
  const chosen = typeof form.data_table === "string" ? form.data_table.trim() : "";
  if (chosen === "") return;
  const watched = (await call(`${controller}.controllers`, undefined)) as {
    controller: string;
    table: string;
  }[];
  const table = watched.find((w) => w.controller === name)?.table;
  if (table === undefined || sameTable(table, chosen)) return;
  const shown = typeof form.controller === "string" && form.controller ? form.controller : String(name);
  throw new AppError({ key: "ruleTableMismatch", params: { controller: shown, table, chosen } });
}

/** A rule as BuildAdmin's form sends it (`controller: "content/Article.php"`), saved under our name. */
const savedRule =
  (controller: RuleController, action: "add" | "edit"): SpecialAction =>
  async (input, call: CallProcedure, lang) => {
    const form = record(input);
    const stored = action === "edit" ? record(await call(`${controller}.get`, { id: form.id })) : {};
    const name = controllerOfFile(form.controller ?? stored.controller);
    await checkChosenTable(call, controller, form, name);
    const row = await call(`${controller}.${action}`, {
      ...stored,
      ...form,
      controller: name,
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
