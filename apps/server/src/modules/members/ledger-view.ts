import type { Database } from "@corp/db/schema";
import { fenToYuanNumber } from "@corp/domain/money";
import { type Kysely, sql } from "kysely";
import { nowSeconds } from "../../envelope.ts";

/** Fen as the API carries money: yuan, a number with at most two decimals. */
const yuan = (fen: number) => fenToYuanNumber(Number(fen));

export type LedgerKind = "money" | "score";

/** One ledger row as the member centre reads it, with the change again under BuildAdmin's key. */
export type LedgerRow<K extends LedgerKind> = {
  id: number;
  change: number;
  before: number;
  after: number;
  memo: string;
  create_time: number;
} & Record<K, number>;

/**
 * One page of a member's ledger, newest first, as the member centre shows it: balance rows in yuan,
 * points rows in points; `money` or `score` repeats the change under BuildAdmin's key.
 */
export async function ledgerPage<K extends LedgerKind>(
  db: Kysely<Database>,
  kind: K,
  userId: number,
  page: number,
  limit: number,
): Promise<{ total: number; list: LedgerRow<K>[] }> {
  const table = kind === "money" ? "user_money_log" : "user_score_log";
  const [rows, count] = await Promise.all([
    db
      .selectFrom(table)
      .select([
        "id",
        kind === "money" ? "money as change" : "score as change",
        "before",
        "after",
        "memo",
        "create_time",
      ])
      .where("user_id", "=", userId)
      .orderBy("id", "desc")
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("user_id", "=", userId)
      .executeTakeFirstOrThrow(),
  ]);
  const amount = kind === "money" ? yuan : Number;
  return {
    total: Number(count.n),
    list: rows.map((r) => {
      const change = amount(Number(r.change));
      return {
        id: Number(r.id),
        change,
        [kind]: change,
        before: amount(Number(r.before)),
        after: amount(Number(r.after)),
        memo: r.memo,
        create_time: Number(r.create_time),
      } as LedgerRow<K>;
    }),
  };
}

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
const dayIn = (timeZone: string, epochSeconds: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(epochSeconds * 1000),
  );

/** Points and yuan the member gained or spent on each of the last seven days, oldest first. */
export async function sevenDayOverview(db: Kysely<Database>, userId: number, timeZone: string) {
  const now = nowSeconds();
  const days = Array.from({ length: 7 }, (_, i) => dayIn(timeZone, now - (6 - i) * 86_400));
  const since = now - 8 * 86_400;
  const byDay = async (table: "user_money_log" | "user_score_log", column: "money" | "score") => {
    const rows = await db
      .selectFrom(table)
      .select([
        sql<string>`to_char(to_timestamp(create_time) at time zone ${timeZone}, 'YYYY-MM-DD')`.as("day"),
        sql<string>`sum(${sql.ref(column)})`.as("total"),
      ])
      .where("user_id", "=", userId)
      .where("create_time", ">=", since)
      .groupBy("day")
      .execute();
    const totals = new Map(rows.map((r) => [r.day, Number(r.total)]));
    return days.map((day) => totals.get(day) ?? 0);
  };
  const [score, money] = await Promise.all([
    byDay("user_score_log", "score"),
    byDay("user_money_log", "money"),
  ]);
  return { days, score, money: money.map(yuan) };
}
