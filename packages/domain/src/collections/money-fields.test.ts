import { describe, expect, it } from "vitest";
import { moneyFieldsOf } from "./collection.ts";
import { member } from "./members/member.ts";
import { moneyLog } from "./members/money-log.ts";
import { scoreLog } from "./members/score-log.ts";
import { COLLECTIONS } from "./registry.ts";

describe("money fields (fen in the database, yuan on the REST API)", () => {
  it("are a member's balance and the balance ledger's change and balances, never points", () => {
    expect(moneyFieldsOf(member)).toEqual(["money"]);
    expect(moneyFieldsOf(moneyLog)).toEqual(["before", "after", "money"]);
    expect(moneyFieldsOf(scoreLog)).toEqual([]);
  });

  it("are declared nowhere else", () => {
    const declared = COLLECTIONS.flatMap((c) => moneyFieldsOf(c).map((name) => `${c.node}.${name}`));
    expect(declared).toEqual([
      "user/user.money",
      "user/moneyLog.before",
      "user/moneyLog.after",
      "user/moneyLog.money",
    ]);
  });
});
