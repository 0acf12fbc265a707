import { validationMessage } from "@corp/domain/account";
import { addInputOf } from "@corp/domain/collections/collection";
import { moneyLog } from "@corp/domain/collections/members/money-log";
import { scoreLog } from "@corp/domain/collections/members/score-log";
import type { Lang } from "@corp/domain/lang";
import { memberAdminCatalogue } from "@corp/domain/messages/member-admin";
import { fenToYuan, pointsChangeText, yuanChangeText } from "@corp/domain/money";
import type { z } from "zod";

export type LedgerKind = "money" | "score";

/** What the adjust form holds: the member's id, the change as typed (yuan or points) and the remark. */
export type LedgerDraft = { user_id: string; change: string; memo: string };

type FieldErrors = Partial<Record<keyof LedgerDraft, string>>;

const moneyLogInput = addInputOf(moneyLog);
const scoreLogInput = addInputOf(scoreLog);

export type LedgerInput =
  | { kind: "money"; input: z.output<typeof moneyLogInput> }
  | { kind: "score"; input: z.output<typeof scoreLogInput> };

/** The server's schemas, with the change read as people type it: yuan to fen, or whole points. */
const forms = {
  money: moneyLogInput.extend({ money: yuanChangeText }),
  score: scoreLogInput.extend({ score: pointsChangeText }),
};

/** Each refused field's message in the admin's language. */
function fieldErrors(kind: LedgerKind, error: z.ZodError, lang: Lang): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (field === "user_id" || field === "memo") errors[field] = validationMessage("required", lang);
    else
      errors.change =
        memberAdminCatalogue[kind === "money" ? "yuanChangeInvalid" : "pointsChangeInvalid"][lang];
  }
  return errors;
}

type Parsed = { ok: true; value: LedgerInput } | { ok: false; errors: FieldErrors };

/** The draft as the ledger's add input, or each field's message in the admin's language. */
export function parseLedgerDraft(kind: LedgerKind, draft: LedgerDraft, lang: Lang): Parsed {
  const values = { user_id: draft.user_id, memo: draft.memo };
  if (kind === "money") {
    const parsed = forms.money.safeParse({ ...values, money: draft.change });
    return parsed.success
      ? { ok: true, value: { kind, input: parsed.data } }
      : { ok: false, errors: fieldErrors(kind, parsed.error, lang) };
  }
  const parsed = forms.score.safeParse({ ...values, score: draft.change });
  return parsed.success
    ? { ok: true, value: { kind, input: parsed.data } }
    : { ok: false, errors: fieldErrors(kind, parsed.error, lang) };
}

/** A balance as the admin reads it: yuan with two decimals, or points. */
export const balanceText = (kind: LedgerKind, value: number) =>
  kind === "money" ? fenToYuan(value) : String(value);

/** The balance after the typed change, or undefined while the change is not a valid one. */
export function balanceAfter(kind: LedgerKind, current: number, change: string): number | undefined {
  const parsed = (kind === "money" ? yuanChangeText : pointsChangeText).safeParse(change);
  return parsed.success ? current + parsed.data : undefined;
}
