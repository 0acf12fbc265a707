import { t } from "@corp/domain/messages";
import { parsePoints } from "@corp/domain/money";
import { AppError } from "../../errors.ts";
import {
  type CallProcedure,
  type Dialect,
  record,
  type ShapedAnswer,
  type SpecialAction,
} from "../../routes/admin/buildadmin/dialect.ts";
import { moneyFieldsOfController, rowMoneyToWire } from "../../routes/admin/money-values.ts";
import type { LedgerKind } from "./ledger-entry.ts";

/** The member a ledger's form adjusts, as BuildAdmin's form shows it: its balance in yuan, its points. */
async function memberOf(call: CallProcedure, id: unknown) {
  const answer = record(await call("user.user.index", { select: true, initValue: [Number(id) || 0] }));
  const [member] = (answer.list ?? []) as Record<string, unknown>[];
  if (!member) throw new AppError({ key: "memberNotFound" });
  return rowMoneyToWire(moneyFieldsOfController("user.user"), member);
}

/**
 * A ledger's form as BuildAdmin's client sends it: the change as text or a number, yuan for money ("12.5",
 * already in fen here: the REST adapter converts a money field's yuan, `money-values.ts`) and whole points
 * for score ("7"). A change that is not one is sent on as it came, for the ledger's own check to refuse;
 * the adapter answers the row's money in yuan.
 */
function ledgerAdd(kind: LedgerKind): SpecialAction {
  return async (input, call, lang) => {
    const form = record(input);
    const typed = form[kind];
    const change =
      kind === "score" && (typeof typed === "string" || typeof typed === "number")
        ? parsePoints(String(typed))
        : undefined;
    const row = await call(`user.${kind}Log.add`, {
      ...form,
      user_id: Number(form.user_id) || form.user_id,
      [kind]: change ?? typed,
    });
    return { data: { row }, msg: t("ok", lang) };
  };
}

/**
 * Each member row with the label BuildAdmin's member pickers show (`nickname_text`, as its `User/select`
 * writes it: "username(ID:1)"); without it the ledger forms' member select shows the bare id.
 */
const withPickerLabels: ShapedAnswer = async (_services, _request, answer) => {
  const listed = record(answer);
  if (!Array.isArray(listed.list)) return answer;
  return {
    ...listed,
    list: (listed.list as Record<string, unknown>[]).map((row) => ({
      ...row,
      nickname_text: `${String(row.username ?? "")}(ID:${String(row.id ?? "")})`,
    })),
  };
};

/**
 * BuildAdmin's member list shows and sends a member's status as the words "enable" and "disable", as here;
 * its ledger forms read the member first (`add?userId=`) and send the change as text.
 */
export const membersDialect: Dialect = {
  statusWords: ["user.user"],
  answers: { "user.user get index": withPickerLabels },
  actions: {
    "user.moneylog get add": async (input, call) => ({
      data: { user: await memberOf(call, record(input).userId) },
    }),
    "user.scorelog get add": async (input, call) => ({
      data: { user: await memberOf(call, record(input).userId) },
    }),
    "user.moneylog post add": ledgerAdd("money"),
    "user.scorelog post add": ledgerAdd("score"),
  },
};
