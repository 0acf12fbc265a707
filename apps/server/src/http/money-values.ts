import { type Collection, moneyFieldsOf } from "@corp/domain/collections/collection";
import { COLLECTIONS } from "@corp/domain/collections/registry";
import { fenToYuanNumber, yuanNumberToFen } from "@corp/domain/money";

/**
 * Money travels in yuan on the REST API (a number with at most two decimals, 12.5 for ¥12.50) and is kept
 * in fen; the procedures and the database say fen. The fields a collection declares `money: "fen"` (a
 * member's balance, the balance ledger's change and balances) are converted here, at the REST edge, as
 * BuildAdmin's model does (fen / 100 out, yuan * 100 in).
 */

/** The money fields of each declared controller, by its REST name in lower case ("user.moneylog"). */
const MONEY_FIELDS = new Map<string, readonly string[]>(
  (COLLECTIONS as readonly Collection[]).flatMap((c) => {
    const fields = moneyFieldsOf(c);
    return fields.length > 0 ? [[c.node.replace("/", ".").toLowerCase(), fields] as const] : [];
  }),
);

/** The money fields of a controller ("user.user"), none when it has none. */
export const moneyFieldsOfController = (controller: string): readonly string[] =>
  MONEY_FIELDS.get(controller.toLowerCase()) ?? [];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** One row with its money fields in yuan; a value that is not a whole number of fen is left as it is. */
export function rowMoneyToWire(fields: readonly string[], row: unknown): unknown {
  if (fields.length === 0 || !isRecord(row)) return row;
  const out: Record<string, unknown> = { ...row };
  for (const name of fields) {
    const fen = out[name];
    if (typeof fen === "number" && Number.isSafeInteger(fen)) out[name] = fenToYuanNumber(fen);
  }
  return out;
}

/**
 * A controller's answer with its rows' money in yuan: a list (`list`, rows of a tree's `children` too),
 * one `row`, or the row itself (what `edit`, `add` and `info` procedures answer).
 */
export function moneyToWire(controller: string, answer: unknown): unknown {
  const fields = moneyFieldsOfController(controller);
  if (fields.length === 0 || !isRecord(answer)) return answer;
  const rows = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map((row) => {
          const converted = rowMoneyToWire(fields, row);
          return isRecord(converted) && Array.isArray(converted.children)
            ? { ...converted, children: rows(converted.children) }
            : converted;
        })
      : value;
  if (Array.isArray(answer.list)) return { ...answer, list: rows(answer.list) };
  if (isRecord(answer.row)) return { ...answer, row: rowMoneyToWire(fields, answer.row) };
  return rowMoneyToWire(fields, answer);
}

/**
 * A request's money fields (a form's, as BuildAdmin sends them: 12.5, or the text "12.5") in fen. A value
 * that is not yuan with at most two decimals is passed on as it came, for the procedure's check to refuse.
 */
export function moneyFromWire(controller: string, input: unknown): unknown {
  const fields = moneyFieldsOfController(controller);
  if (fields.length === 0 || !isRecord(input)) return input;
  const out: Record<string, unknown> = { ...input };
  for (const name of fields) {
    if (!(name in out)) continue;
    const fen = yuanNumberToFen(out[name]);
    if (fen !== undefined) out[name] = fen;
  }
  return out;
}
