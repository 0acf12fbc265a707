import { t } from "@corp/domain/messages";
import { ledgerChange, parsePoints } from "@corp/domain/money";
import { AppError } from "../../errors.ts";
import {
  type CallProcedure,
  type Dialect,
  eachRow,
  record,
  rulesInLanguage,
  type SpecialAction,
} from "../../http/buildadmin-dialect.ts";
import { moneyFieldsOfController, rowMoneyToWire } from "../../http/money-values.ts";
import type { LedgerKind } from "./ledger-entry.ts";

/** The member a ledger's form adjusts, as BuildAdmin's form shows it: its balance in yuan, its points. */
async function memberOf(call: CallProcedure, id: unknown) {
  const answer = record(await call("user.user.index", { select: true, initValue: [Number(id) || 0] }));
  const [member] = (answer.list ?? []) as Record<string, unknown>[];
  if (!member) throw new AppError({ key: "memberNotFound" });
  return rowMoneyToWire(moneyFieldsOfController("user.user"), member);
}

const CHANGE_REFUSED = { money: "yuanChangeInvalid", score: "pointsChangeInvalid" } as const;

/**
 * A ledger's change as BuildAdmin's form sends it: text or a number, yuan for money ("12.5", already in fen
 * here: the REST adapter converts a money field's yuan, `money-values.ts`) and whole points for score
 * ("7"); undefined when it is none (more than two decimals, a fraction of a point, zero, text).
 */
function changeOf(kind: LedgerKind, typed: unknown): number | undefined {
  const change =
    kind === "score" && (typeof typed === "string" || typeof typed === "number")
      ? parsePoints(String(typed))
      : typed;
  const checked = ledgerChange.safeParse(change);
  return checked.success ? checked.data : undefined;
}

/**
 * A ledger's entry added from BuildAdmin's form; the adapter answers the row's money in yuan. A change
 * that is none goes on as it came, so that the procedure's session and rule checks answer first; its
 * refusal of the value is then the catalogue's message for that ledger, which BuildAdmin's client shows.
 */
function ledgerAdd(kind: LedgerKind): SpecialAction {
  return async (input, call, lang) => {
    const form = record(input);
    const change = changeOf(kind, form[kind]);
    const row = await call(`user.${kind}Log.add`, {
      ...form,
      user_id: Number(form.user_id) || form.user_id,
      [kind]: change ?? form[kind],
    }).catch((error: unknown) => {
      const fields = error instanceof AppError ? error.data?.fields : undefined;
      if (change !== undefined || fields?.[kind] === undefined) throw error;
      const key = CHANGE_REFUSED[kind];
      throw new AppError({ key, data: { fields: { ...fields, [kind]: t(key, lang) } } });
    });
    return { data: { row }, msg: t("ok", lang) };
  };
}

/**
 * Each member row with the label BuildAdmin's member pickers show (`nickname_text`, as its `User/select`
 * writes it: "username(ID:1)"); without it the ledger forms' member select shows the bare id.
 */
const withPickerLabels = eachRow((row) => ({
  ...row,
  nickname_text: `${String(row.username ?? "")}(ID:${String(row.id ?? "")})`,
}));

/**
 * Each ledger row with its member as BuildAdmin's ledger lists read it (`user.username`, `user.nickname`);
 * the flat names stay for this admin.
 */
const withMember = eachRow((row) => ({
  ...row,
  user: { id: row.user_id, username: row.username ?? "", nickname: row.nickname ?? "" },
}));

/**
 * BuildAdmin's member list shows and sends a member's status as the words "enable" and "disable", as here;
 * its ledger forms read the member first (`add?userId=`) and send the change as text.
 */
export const membersDialect: Dialect = {
  statusWords: ["user.user"],
  answers: {
    "user.user get index": withPickerLabels,
    "user.rule get index": rulesInLanguage,
    "user.moneylog get index": withMember,
    "user.scorelog get index": withMember,
  },
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
