import { describe, expect, it } from "vitest";
import { moneyFieldsOfController, moneyFromWire, moneyToWire } from "./money-values.ts";

describe("money at the REST edge", () => {
  it("knows the declared money fields by controller, in any letter case", () => {
    expect(moneyFieldsOfController("user.user")).toEqual(["money"]);
    expect(moneyFieldsOfController("user.MoneyLog")).toEqual(["before", "after", "money"]);
    expect(moneyFieldsOfController("user.scorelog")).toEqual([]);
    expect(moneyFieldsOfController("content.article")).toEqual([]);
  });

  it("answers a list, a row or a `row` in yuan, and leaves points and other controllers alone", () => {
    expect(moneyToWire("user.user", { list: [{ id: 1, money: 1234, score: 7 }], total: 1 })).toEqual({
      list: [{ id: 1, money: 12.34, score: 7 }],
      total: 1,
    });
    expect(moneyToWire("user.moneylog", { id: 2, money: -29, before: 1234, after: 1205 })).toEqual({
      id: 2,
      money: -0.29,
      before: 12.34,
      after: 12.05,
    });
    expect(moneyToWire("user.moneylog", { row: { money: 50 } })).toEqual({ row: { money: 0.5 } });
    expect(moneyToWire("user.scorelog", { row: { score: 5, before: 10, after: 15 } })).toEqual({
      row: { score: 5, before: 10, after: 15 },
    });
    expect(moneyToWire("content.article", { list: [{ money: 5 }] })).toEqual({ list: [{ money: 5 }] });
    // What is not a whole number of fen is left as it is.
    expect(moneyToWire("user.user", { money: "12.00" })).toEqual({ money: "12.00" });
  });

  it("takes a form's yuan, a number or text, as fen; passes anything else on for the check to refuse", () => {
    expect(moneyFromWire("user.moneylog", { user_id: 1, money: 12.34, memo: "x" })).toEqual({
      user_id: 1,
      money: 1234,
      memo: "x",
    });
    expect(moneyFromWire("user.moneylog", { money: "-0.5" })).toEqual({ money: -50 });
    expect(moneyFromWire("user.moneylog", { money: 12.345 })).toEqual({ money: 12.345 });
    expect(moneyFromWire("user.moneylog", { money: "abc" })).toEqual({ money: "abc" });
    expect(moneyFromWire("user.moneylog", { memo: "x" })).toEqual({ memo: "x" });
    expect(moneyFromWire("user.scorelog", { score: "7" })).toEqual({ score: "7" });
  });
});
