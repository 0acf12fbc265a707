import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addTestMember, callerFor, limitedAdmin, superCaller } from "../../test/admin-caller.ts";
import { createTestApp, loginAdmin, type TestApp } from "../../test/test-app.ts";

type Caller = Awaited<ReturnType<typeof superCaller>>;

describe("recycle bin: deleted rows kept in the same transaction, restored whole", () => {
  let t: TestApp;
  let caller: Caller;
  beforeAll(async () => {
    t = await createTestApp();
    caller = await superCaller(t);
  });
  afterAll(() => t.close());

  const logsOf = (table: string) =>
    t.services.db
      .selectFrom("security_data_recycle_log")
      .selectAll()
      .where("data_table", "=", table)
      .orderBy("id", "desc")
      .execute();

  it("keeps a deleted friendly link with who, when and what, and restores it under its own id", async () => {
    const link = await caller.content.friendLink.add({ title: "回收测试", link: "https://example.com/r" });
    await caller.content.friendLink.del({ ids: [link.id] });
    const [log] = await logsOf("friend_link");
    expect(log).toMatchObject({ admin_id: 1, ip: "127.0.0.1", useragent: "vitest", is_restore: 0 });
    expect(log?.data).toMatchObject({ id: link.id, title: "回收测试", link: "https://example.com/r" });
    const listed = await caller.security.dataRecycleLog.index({ quickSearch: "friend_link" });
    expect(listed.list[0]).toMatchObject({ id: log?.id, admin_name: "admin", rule_name: "友情链接" });

    expect(await caller.security.dataRecycleLog.restore({ ids: [log?.id ?? 0] })).toEqual({ count: 1 });
    const back = await caller.content.friendLink.get({ id: link.id });
    expect(back).toMatchObject({
      title: "回收测试",
      link: "https://example.com/r",
      create_time: link.create_time,
    });
    expect((await logsOf("friend_link"))[0]?.is_restore).toBe(1);
    await expect(caller.security.dataRecycleLog.restore({ ids: [log?.id ?? 0] })).rejects.toMatchObject({
      cause: { key: "alreadyRestored" },
    });
  });

  it("reports a unique conflict and overwrites nothing", async () => {
    const page = await caller.content.page.add({ slug: "recycled-page", title: "旧页面" });
    await caller.content.page.del({ ids: [page.id] });
    const taken = await caller.content.page.add({ slug: "recycled-page", title: "新页面" });
    const [log] = await logsOf("page");
    await expect(caller.security.dataRecycleLog.restore({ ids: [log?.id ?? 0] })).rejects.toMatchObject({
      cause: { key: "restoreConflict" },
    });
    expect((await caller.content.page.get({ id: taken.id })).title).toBe("新页面");
    expect((await logsOf("page"))[0]?.is_restore).toBe(0);
  });

  it("brings back what the database deleted or emptied along with the row", async () => {
    const page = await caller.content.page.add({ slug: "with-entries", title: "有条目的页面" });
    const entry = await caller.content.pageArticle.add({ page_id: page.id, title: "条目一" });
    const topic = await caller.content.topic.add({ title: "回收专题" });
    await t.services.db
      .updateTable("article")
      .set({ topic_id: topic.id })
      .where("id", "in", [1, 2])
      .execute();

    await caller.content.page.del({ ids: [page.id] });
    await caller.content.topic.del({ ids: [topic.id] });
    const entries = await t.services.db
      .selectFrom("page_article")
      .select("id")
      .where("id", "=", entry.id)
      .execute();
    expect(entries).toEqual([]);
    const [pageLog] = await logsOf("page");
    const [topicLog] = await logsOf("topic");
    await caller.security.dataRecycleLog.restore({ ids: [pageLog?.id ?? 0, topicLog?.id ?? 0] });

    expect((await caller.content.pageArticle.get({ id: entry.id })).title).toBe("条目一");
    const linked = await t.services.db
      .selectFrom("article")
      .select("topic_id")
      .where("id", "in", [1, 2])
      .execute();
    expect(linked.map((r) => r.topic_id)).toEqual([topic.id, topic.id]);
  });

  it("keeps nothing when the delete is refused, and nothing for a controller without an enabled rule", async () => {
    const before = (await logsOf("admin")).length;
    await expect(caller.auth.admin.del({ ids: [1] })).rejects.toMatchObject({
      cause: { key: "cannotDeleteSelf" },
    });
    expect(await logsOf("admin")).toHaveLength(before);
    await t.services.db
      .updateTable("security_data_recycle")
      .set({ status: "disable" })
      .where("controller", "=", "content/banner")
      .execute();
    const banner = await caller.content.banner.add({ title: "不回收", image: "/static/a.png" });
    await caller.content.banner.del({ ids: [banner.id] });
    expect(await logsOf("banner")).toEqual([]);
  });

  it("restores a deleted admin with his groups; his password hash never shows, nor can be searched", async () => {
    const created = await caller.auth.admin.add({
      username: "recycled_admin",
      nickname: "R",
      password: "recycled-Pass1",
      group_arr: [1],
    });
    await caller.auth.admin.del({ ids: [created.id] });
    const [log] = await logsOf("admin");
    expect(String((log?.data as { password?: string } | undefined)?.password)).toMatch(/^\$argon2id\$/);
    const listed = await caller.security.dataRecycleLog.info({ id: log?.id ?? 0 });
    expect(listed.data).toMatchObject({ username: "recycled_admin", password: "***" });
    await expect(
      caller.security.dataRecycleLog.index({
        search: [{ field: "data", operator: "LIKE", val: "argon2" }],
      }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    const csv = await caller.security.dataRecycleLog.exportCsv({});
    expect(csv.csv).not.toContain("argon2");

    await caller.security.dataRecycleLog.restore({ ids: [log?.id ?? 0] });
    const groups = await t.services.db
      .selectFrom("admin_group_access")
      .select("group_id")
      .where("admin_id", "=", created.id)
      .execute();
    expect(groups).toEqual([{ group_id: 1 }]);
    expect((await loginAdmin(t.app, "recycled_admin", "recycled-Pass1")).token).toBeTruthy();
  });

  it("restores a deleted member with the ledger rows the database deleted with him", async () => {
    const member = await addTestMember(t, caller, "recycled_member", "回收会员");
    await caller.user.moneyLog.add({ user_id: member.id, money: 1000, memo: "充值" });
    await caller.user.moneyLog.add({ user_id: member.id, money: -120, memo: "消费" });
    await caller.user.scoreLog.add({ user_id: member.id, score: 12, memo: "签到" });
    await caller.user.user.del({ ids: [member.id] });
    const ledgerRows = () =>
      t.services.db
        .selectFrom("user_money_log")
        .select(["money", "before", "after", "memo"])
        .where("user_id", "=", member.id)
        .orderBy("id")
        .execute();
    expect(await ledgerRows()).toEqual([]);
    const [log] = await logsOf("user");
    expect(log?.data).toMatchObject({ id: member.id, username: "recycled_member", money: 880, score: 12 });

    await caller.security.dataRecycleLog.restore({ ids: [log?.id ?? 0] });
    expect(await caller.user.user.get({ id: member.id })).toMatchObject({ money: 880, score: 12 });
    // Balances equal to the ledgers again: restored, not counted twice.
    expect(await ledgerRows()).toEqual([
      { money: 1000, before: 0, after: 1000, memo: "充值" },
      { money: -120, before: 1000, after: 880, memo: "消费" },
    ]);
    const points = await t.services.db
      .selectFrom("user_score_log")
      .select("score")
      .where("user_id", "=", member.id)
      .execute();
    expect(points).toEqual([{ score: 12 }]);
  });

  it("restores over BuildAdmin's REST shape, and refuses an admin without the restore rule", async () => {
    const link = await caller.content.friendLink.add({ title: "REST", link: "https://example.com/rest" });
    await caller.content.friendLink.del({ ids: [link.id] });
    const [log] = await logsOf("friend_link");
    const viewer = await limitedAdmin(t, "recycle_viewer", [
      "security",
      "security/dataRecycleLog",
      "security/dataRecycleLog/index",
    ]);
    await expect(
      callerFor(t, viewer.token).security.dataRecycleLog.restore({ ids: [log?.id ?? 0] }),
    ).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    const { token } = await loginAdmin(t.app);
    const res = await t.app.inject({
      method: "POST",
      url: "/admin/security.DataRecycleLog/restore",
      headers: { batoken: token, "think-lang": "en" },
      payload: { ids: [log?.id] },
    });
    expect(res.json()).toMatchObject({ code: 1, msg: "Restored 1 rows", data: { count: 1 } });
    const info = await t.app.inject({
      method: "GET",
      url: `/admin/security/dataRecycleLog/info?id=${log?.id}`,
      headers: { batoken: token },
    });
    expect(info.json().data.row.data).toMatchObject({ title: "REST" });
  });
});
