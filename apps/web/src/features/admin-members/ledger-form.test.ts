import { describe, expect, it } from "vitest";
import { balanceAfter, balanceText, parseLedgerDraft } from "./ledger-form.ts";

describe("the balance adjust form", () => {
  it("turns typed yuan into fen for the money ledger", () => {
    expect(parseLedgerDraft("money", { user_id: "7", change: "-12.5", memo: " 退款 " }, "zh-cn")).toEqual({
      ok: true,
      value: { kind: "money", input: { user_id: 7, money: -1250, memo: "退款" } },
    });
  });

  it("takes whole points for the points ledger", () => {
    expect(parseLedgerDraft("score", { user_id: "7", change: "30", memo: "签到" }, "en")).toEqual({
      ok: true,
      value: { kind: "score", input: { user_id: 7, score: 30, memo: "签到" } },
    });
  });

  it("names each refused field in the admin's language", () => {
    expect(parseLedgerDraft("money", { user_id: "", change: "1.234", memo: "" }, "en")).toEqual({
      ok: false,
      errors: {
        user_id: "This field is required",
        change: "Enter a non-zero amount in yuan with at most two decimals",
        memo: "This field is required",
      },
    });
    expect(parseLedgerDraft("score", { user_id: "1", change: "0", memo: "x" }, "zh-cn")).toEqual({
      ok: false,
      errors: { change: "请输入不为 0 的整数积分" },
    });
  });

  it("previews the balance after the change", () => {
    expect(balanceAfter("money", 1000, "-2.50")).toBe(750);
    expect(balanceAfter("money", 1000, "abc")).toBeUndefined();
    expect(balanceAfter("score", 5, "-10")).toBe(-5);
    expect(balanceText("money", 750)).toBe("7.50");
    expect(balanceText("score", 5)).toBe("5");
  });
});
