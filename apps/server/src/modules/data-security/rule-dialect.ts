import { t } from "@corp/domain/messages";
import {
  type ActionKey,
  type CallProcedure,
  record,
  type ShapedAnswer,
  type SpecialAction,
} from "../../routes/admin/buildadmin/dialect.ts";

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
    });
    return { data: { row }, msg: t("ok", lang) };
  };

/** The rule an edit form opens with its controller as the file name the form's choice holds. */
const ruleAsFile: ShapedAnswer = async (_services, _request, row) => {
  const shown = record(row);
  return typeof shown.controller === "string"
    ? { ...shown, controller: controllerFile(shown.controller) }
    : row;
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
};

export const ruleAnswers: Record<ActionKey, ShapedAnswer> = {
  "security.datarecycle get edit": ruleAsFile,
};
