import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appRouter } from "../../admin/router.ts";
import { addTestMember, memberBalances, superCaller } from "../../test/admin-caller.ts";
import { createTestApp, loginAdmin, type TestApp } from "../../test/test-app.ts";

describe("user.moneyLog and user.scoreLog", () => {
  let t: TestApp;
  let caller: Awaited<ReturnType<typeof superCaller>>;
  let memberId: number;
  const balances = () => memberBalances(t, memberId);

  beforeAll(async () => {
    t = await createTestApp();
    caller = await superCaller(t);
    memberId = (await addTestMember(t, caller, "li_lei", "李雷")).id;
  });
  afterAll(() => t.close());

  it("adds money in fen through the ledger, naming the admin; the row shows before and after", async () => {
    const row = await caller.user.moneyLog.add({ user_id: memberId, money: 1050, memo: "充值" });
    expect(row).toMatchObject({
      user_id: memberId,
      money: 1050,
      before: 0,
      after: 1050,
      memo: "充值",
      username: "li_lei",
      nickname: "李雷",
      admin_name: "Admin",
    });
    expect(row.admin_id).toBeGreaterThan(0);
    const spent = await caller.user.moneyLog.add({ user_id: memberId, money: -50, memo: "消费" });
    expect(spent).toMatchObject({ before: 1050, after: 1000 });
    expect(await balances()).toMatchObject({ money: 1000, score: 0 });
  });

  it("refuses a spend below zero and changes nothing", async () => {
    const rows = (await caller.user.moneyLog.index({})).total;
    await expect(
      caller.user.moneyLog.add({ user_id: memberId, money: -1001, memo: "超额" }),
    ).rejects.toMatchObject({
      cause: { key: "moneyNotEnough" },
    });
    await expect(
      caller.user.scoreLog.add({ user_id: memberId, score: -1, memo: "超额" }),
    ).rejects.toMatchObject({
      cause: { key: "scoreNotEnough" },
    });
    expect(await balances()).toMatchObject({ money: 1000, score: 0 });
    expect((await caller.user.moneyLog.index({})).total).toBe(rows);
  });

  it("refuses an unknown member, a zero change, a missing remark and a change past the limit", async () => {
    await expect(caller.user.scoreLog.add({ user_id: 99999, score: 5, memo: "x" })).rejects.toMatchObject({
      cause: { key: "memberNotFound" },
    });
    await expect(caller.user.scoreLog.add({ user_id: memberId, score: 0, memo: "x" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    await expect(caller.user.scoreLog.add({ user_id: memberId, score: 5, memo: "  " })).rejects.toMatchObject(
      {
        code: "BAD_REQUEST",
      },
    );
    await expect(
      caller.user.scoreLog.add({ user_id: memberId, score: 1.5, memo: "x" }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    await caller.user.scoreLog.add({ user_id: memberId, score: 10_000_000_000_000, memo: "上限" });
    await expect(
      caller.user.scoreLog.add({ user_id: memberId, score: 1, memo: "过限" }),
    ).rejects.toMatchObject({
      cause: { key: "balanceTooLarge" },
    });
    expect((await balances()).score).toBe(10_000_000_000_000);
    await caller.user.scoreLog.add({ user_id: memberId, score: -10_000_000_000_000, memo: "清零" });
  });

  it("finds rows by the member's name and filters by member and time", async () => {
    const other = await caller.user.user.add({
      username: "han_meimei",
      nickname: "韩梅梅",
      password: "member-Pass1",
      group_id: (await caller.user.group.index({})).list[0]?.id ?? 0,
    });
    await caller.user.moneyLog.add({ user_id: other.id, money: 20, memo: "红包" });
    expect((await caller.user.moneyLog.index({ quickSearch: "梅梅" })).list.map((r) => r.memo)).toEqual([
      "红包",
    ]);
    expect((await caller.user.moneyLog.index({ quickSearch: "li_lei" })).total).toBe(2);
    const byMember = await caller.user.moneyLog.index({
      search: [{ field: "user_id", operator: "eq", val: String(memberId) }],
    });
    expect(byMember.list.map((r) => r.money)).toEqual([-50, 1050]);
    const future = await caller.user.moneyLog.index({
      search: [{ field: "create_time", operator: "RANGE", val: "2999-01-01 00:00:00," }],
    });
    expect(future.total).toBe(0);
  });

  it("exports the money ledger in yuan", async () => {
    const { csv } = await caller.user.moneyLog.exportCsv({ quickSearch: "li_lei" });
    const lines = csv.replace(/^\uFEFF/, "").split("\r\n");
    const header = lines[0]?.split(",") ?? [];
    const first = lines[1]?.split(",") ?? [];
    expect([
      first[header.indexOf("Change (yuan)")],
      first[header.indexOf("Before")],
      first[header.indexOf("After")],
    ]).toEqual(["-0.50", "10.50", "10.00"]);
  });

  it("offers no way to edit or delete a ledger row", () => {
    const procedures = Object.keys(appRouter._def.procedures).filter((p) =>
      /^user\.(money|score)Log\./.test(p),
    );
    expect(procedures.sort()).toEqual([
      "user.moneyLog.add",
      "user.moneyLog.exportCsv",
      "user.moneyLog.index",
      "user.scoreLog.add",
      "user.scoreLog.exportCsv",
      "user.scoreLog.index",
    ]);
  });

  it("takes BuildAdmin's REST add and logs it", async () => {
    const { token } = await loginAdmin(t.app);
    const res = await t.app.inject({
      method: "POST",
      url: "/admin/user.ScoreLog/add",
      headers: { batoken: token, "think-lang": "en" },
      payload: { user_id: memberId, score: 30, memo: "签到" },
    });
    expect(res.json()).toMatchObject({ code: 1, data: { row: { score: 30, before: 0, after: 30 } } });
    const refused = await t.app.inject({
      method: "POST",
      url: "/admin/user.ScoreLog/add",
      headers: { batoken: token, "think-lang": "en" },
      payload: { user_id: memberId, score: -31, memo: "超额" },
    });
    expect(refused.json()).toMatchObject({ code: 0, msg: "The member's points cannot go below 0!" });
    const log = await t.services.db
      .selectFrom("admin_log")
      .select(["title", "url"])
      .where("url", "=", "/admin/user.ScoreLog/add")
      .execute();
    expect(log).toEqual([{ title: "会员积分管理-添加", url: "/admin/user.ScoreLog/add" }]);
  });
});
