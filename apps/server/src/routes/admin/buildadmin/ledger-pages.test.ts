import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberBalances } from "../../../test/admin-caller.ts";
import { createTestApp, loginAdmin, type TestApp } from "../../../test/test-app.ts";
import { wireClient } from "../../../test/wire-client.ts";

describe("BuildAdmin's client: the ledger forms", () => {
  let t: TestApp;
  let ba: ReturnType<typeof wireClient>;
  let memberId: number;

  beforeAll(async () => {
    t = await createTestApp();
    ba = wireClient(t, (await loginAdmin(t.app)).token);
    const group = await t.services.db.selectFrom("user_group").select("id").executeTakeFirstOrThrow();
    const added = await ba.post("/admin/user.User/add", {
      username: "ledger_member",
      nickname: "账本会员",
      group_id: group.id,
      password: "member-Pass1",
      status: "enable",
    });
    memberId = Number(added.data.row?.id);
  });
  afterAll(() => t.close());

  const balances = () => memberBalances(t, memberId);

  it("reads the member first: his name, his balance in yuan and his points", async () => {
    const form = await ba.get(`/admin/user.MoneyLog/add?userId=${memberId}`);
    expect(form.code, form.msg).toBe(1);
    expect(form.data.user).toMatchObject({
      id: memberId,
      username: "ledger_member",
      money: 0,
      score: 0,
    });
    const points = await ba.get(`/admin/user.ScoreLog/add?userId=${memberId}`);
    expect(points.data.user).toMatchObject({ id: memberId, nickname: "账本会员" });
    const missing = await ba.get("/admin/user.MoneyLog/add?userId=999999");
    expect(missing).toMatchObject({ code: 0, msg: "会员不存在！" });
  });

  it("offers the member in the forms' picker by the label BuildAdmin's select shows", async () => {
    // The remote select of the ledger forms: pk user.id, field nickname_text, remoteUrl user.User/index.
    const picker = await ba.get(
      `/admin/user.User/index?select=true&quickSearch=ledger&page=1&initKey=id&initValue=${memberId}`,
    );
    expect(picker.code, picker.msg).toBe(1);
    expect(picker.data.list).toContainEqual(
      expect.objectContaining({ id: memberId, nickname_text: `ledger_member(ID:${memberId})` }),
    );
    // Opened from the member's form ("调整余额"), the select asks for its preset member by its pk `user.id`.
    const preset = await ba.get(
      `/admin/user.User/index?select=true&quickSearch=&page=1&initKey=user.id&initValue=${memberId}&uuid=x1`,
    );
    expect(preset.code, preset.msg).toBe(1);
    expect(preset.data.list?.[0]).toMatchObject({
      id: memberId,
      nickname_text: `ledger_member(ID:${memberId})`,
    });
  });

  it("adds entries with the change as text: yuan stored as fen and answered in yuan, whole points", async () => {
    const money = await ba.post("/admin/user.MoneyLog/add", {
      user_id: String(memberId),
      memo: "充值",
      money: "12.5",
    });
    expect(money.code, money.msg).toBe(1);
    expect(money.data.row).toMatchObject({ user_id: memberId, money: 12.5, before: 0, after: 12.5 });
    const score = await ba.post("/admin/user.ScoreLog/add", {
      user_id: String(memberId),
      memo: "签到",
      score: "7",
    });
    expect(score.code, score.msg).toBe(1);
    expect(score.data.row).toMatchObject({ user_id: memberId, score: 7, before: 0, after: 7 });
    expect(await balances()).toEqual({ money: 1250, score: 7 });
    const form = await ba.get(`/admin/user.MoneyLog/add?userId=${memberId}`);
    expect(form.data.user).toMatchObject({ money: 12.5, score: 7 });
  });

  it("refuses a change that is not one with the catalogue's message, and changes nothing", async () => {
    for (const money of ["12.345", "0.001", "abc", "0", "", "1e3", 12.345]) {
      const refused = await ba.post("/admin/user.MoneyLog/add", {
        user_id: String(memberId),
        memo: "x",
        money,
      });
      expect(refused, String(money)).toMatchObject({
        code: 0,
        msg: "请输入不为 0 的金额（元），最多两位小数",
        data: { fields: { money: "请输入不为 0 的金额（元），最多两位小数" } },
      });
    }
    for (const score of ["7.5", "0", "abc", 7.5]) {
      const refused = await ba.post("/admin/user.ScoreLog/add", {
        user_id: String(memberId),
        memo: "x",
        score,
      });
      expect(refused, String(score)).toMatchObject({ code: 0, msg: "请输入不为 0 的整数积分" });
    }
    const spend = await ba.post("/admin/user.MoneyLog/add", {
      user_id: String(memberId),
      memo: "x",
      money: "-20",
    });
    expect(spend).toMatchObject({ code: 0, msg: "会员余额不足，变更后不能小于 0！" });
    expect(await balances()).toEqual({ money: 1250, score: 7 });
  });

  it("answers JSON, not the admin's page, for a form helper no controller has", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/admin/content.Banner/add",
      headers: { server: "true" },
    });
    expect(res.headers["content-type"]).toMatch(/json/);
  });

  it("lists each entry with its member as the ledger lists read it", async () => {
    await ba.post("/admin/user.MoneyLog/add", { user_id: String(memberId), memo: "列表", money: "1" });
    await ba.post("/admin/user.ScoreLog/add", { user_id: String(memberId), memo: "列表", score: "1" });
    for (const controller of ["user.MoneyLog", "user.ScoreLog"]) {
      const list = await ba.get(`/admin/${controller}/index?page=1&limit=10`);
      expect(list.data.list?.[0], controller).toMatchObject({
        user_id: memberId,
        user: { id: memberId, username: "ledger_member", nickname: "账本会员" },
      });
    }
  });
});
