import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { superCaller } from "../../test/admin-caller.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

describe("user.user", () => {
  let t: TestApp;
  let caller: Awaited<ReturnType<typeof superCaller>>;
  let groupId: number;

  const memberLogin = async (username: string, password: string) => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/user/checkIn",
      headers: { "think-lang": "en" },
      payload: { tab: "login", username, password },
    });
    return res.json() as { code: number; msg: string; data: { userInfo: { token: string } } };
  };
  const memberIndex = async (token: string) =>
    (
      await t.app.inject({
        method: "GET",
        url: "/api/index/index?requiredLogin=1",
        headers: { "ba-user-token": token },
      })
    ).json() as { code: number };
  const tokensOf = (id: number) =>
    t.services.db
      .selectFrom("token")
      .select("type")
      .where("user_id", "=", id)
      .where("type", "in", ["user", "user-refresh"])
      .execute();

  const member = (username: string, extra: Record<string, unknown> = {}) => ({
    username,
    nickname: `${username} nick`,
    password: "member-Pass1",
    group_id: groupId,
    email: `${username}@example.com`,
    ...extra,
  });

  beforeAll(async () => {
    t = await createTestApp();
    caller = await superCaller(t);
    groupId = (await t.services.db.selectFrom("user_group").select("id").executeTakeFirstOrThrow()).id;
  });
  afterAll(() => t.close());

  it("adds a member with a hashed password and lists it with its group, money in fen", async () => {
    const added = await caller.user.user.add(
      member("wang_wu", { mobile: "13800138000", gender: 1, birthday: "1990-05-01", motto: "hi" }),
    );
    expect(added).toMatchObject({
      username: "wang_wu",
      gender: 1,
      birthday: "1990-05-01",
      money: 0,
      score: 0,
      status: "enable",
      group_name: "默认分组",
    });
    expect(added).not.toHaveProperty("password");
    expect(added.join_time).toBeGreaterThan(0);
    const stored = await t.services.db
      .selectFrom("user")
      .select("password")
      .where("id", "=", added.id)
      .executeTakeFirstOrThrow();
    expect(stored.password).toMatch(/^\$argon2id\$/);
    expect((await memberLogin("wang_wu", "member-Pass1")).code).toBe(1);

    const { list, total } = await caller.user.user.index({ quickSearch: "13800138000" });
    expect(total).toBe(1);
    expect(list[0]?.username).toBe("wang_wu");
    const log = await t.services.db
      .selectFrom("admin_log")
      .select(["url", "data"])
      .where("url", "like", "%user.user.add%")
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(log.data)).not.toContain("member-Pass1");
  });

  it("refuses a taken username, email or mobile and an unknown group, adding nothing", async () => {
    const before = await t.services.db.selectFrom("user").select("id").execute();
    await expect(caller.user.user.add(member("wang_wu", { email: "" }))).rejects.toMatchObject({
      cause: { key: "usernameTaken" },
    });
    await expect(
      caller.user.user.add(member("zhao_liu", { email: "wang_wu@example.com" })),
    ).rejects.toMatchObject({ cause: { key: "emailTaken" } });
    await expect(caller.user.user.add(member("zhao_liu", { mobile: "13800138000" }))).rejects.toMatchObject({
      cause: { key: "mobileTaken" },
    });
    await expect(caller.user.user.add(member("zhao_liu", { group_id: 999 }))).rejects.toMatchObject({
      cause: { key: "incorrectParameter" },
    });
    await expect(caller.user.user.add(member("9bad"))).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(caller.user.user.add(member("zhao_liu", { birthday: "1990-02-30" }))).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    expect(await t.services.db.selectFrom("user").select("id").execute()).toEqual(before);
  });

  it("edits a member; an empty password keeps it, a new one resets it and ends the sessions", async () => {
    const added = await caller.user.user.add(member("sun_qi"));
    const session = await memberLogin("sun_qi", "member-Pass1");
    const { id: _id, ...row } = await caller.user.user.get({ id: added.id });
    const edited = await caller.user.user.edit({
      ...row,
      id: added.id,
      birthday: "",
      nickname: "七",
      password: "",
    });
    expect(edited).toMatchObject({ nickname: "七", birthday: null });
    expect((await memberIndex(session.data.userInfo.token)).code).toBe(1);
    expect((await memberLogin("sun_qi", "member-Pass1")).code).toBe(1);

    await caller.user.user.edit({ ...row, id: added.id, birthday: "", password: "new-Pass2" });
    expect(await tokensOf(added.id)).toEqual([]);
    expect((await memberIndex(session.data.userInfo.token)).code).toBe(303);
    expect((await memberLogin("sun_qi", "member-Pass1")).code).toBe(0);
    expect((await memberLogin("sun_qi", "new-Pass2")).code).toBe(1);
  });

  it("disables a member: the open session is refused at once and login too; enabling lets him in again", async () => {
    const added = await caller.user.user.add(member("zhou_ba"));
    const session = await memberLogin("zhou_ba", "member-Pass1");
    expect((await memberIndex(session.data.userInfo.token)).code).toBe(1);
    const { id: _id, ...row } = await caller.user.user.get({ id: added.id });
    await caller.user.user.edit({ ...row, birthday: "", id: added.id, status: "disable" });
    expect(await tokensOf(added.id)).toEqual([]);
    expect((await memberIndex(session.data.userInfo.token)).code).toBe(303);
    expect((await memberLogin("zhou_ba", "member-Pass1")).code).toBe(0);

    await caller.user.user.edit({ ...row, birthday: "", id: added.id, status: "enable" });
    expect((await memberLogin("zhou_ba", "member-Pass1")).code).toBe(1);
  });

  it("keeps the sessions when a refused edit rolls back", async () => {
    const added = await caller.user.user.add(member("wu_jiu"));
    const session = await memberLogin("wu_jiu", "member-Pass1");
    const { id: _id, ...row } = await caller.user.user.get({ id: added.id });
    await expect(
      caller.user.user.edit({ ...row, birthday: "", id: added.id, status: "disable", username: "wang_wu" }),
    ).rejects.toMatchObject({ cause: { key: "usernameTaken" } });
    expect((await caller.user.user.get({ id: added.id })).status).toBe("enable");
    expect((await memberIndex(session.data.userInfo.token)).code).toBe(1);
  });

  it("deletes members in a batch with their ledgers and sessions", async () => {
    const a = await caller.user.user.add(member("del_a"));
    const b = await caller.user.user.add(member("del_b"));
    await memberLogin("del_a", "member-Pass1");
    await caller.user.scoreLog.add({ user_id: a.id, score: 10, memo: "gift" });
    expect(await caller.user.user.del({ ids: [a.id, b.id] })).toEqual({ count: 2 });
    expect(await tokensOf(a.id)).toEqual([]);
    const ledger = await t.services.db
      .selectFrom("user_score_log")
      .select("id")
      .where("user_id", "=", a.id)
      .execute();
    expect(ledger).toEqual([]);
  });

  it("exports the filtered members with money in yuan", async () => {
    const added = await caller.user.user.add(member("rich_man"));
    await caller.user.moneyLog.add({ user_id: added.id, money: 123456, memo: "top up" });
    const { csv } = await caller.user.user.exportCsv({ quickSearch: "rich_man" });
    const [header, line] = csv.replace(/^\uFEFF/, "").split("\r\n");
    const money = header?.split(",").indexOf("Balance (yuan)") ?? -1;
    expect(line?.split(",")[money]).toBe("1234.56");
  });

  it("reaches the list through BuildAdmin's REST shape", async () => {
    const { token } = await (async () => {
      const res = await t.app.inject({
        method: "POST",
        url: "/admin/index/login",
        payload: { username: "admin", password: "test-Admin_123" },
      });
      return res.json().data.userInfo as { token: string };
    })();
    const res = await t.app.inject({
      method: "GET",
      url: "/admin/user.User/index?quickSearch=wang_wu",
      headers: { batoken: token },
    });
    expect(res.json()).toMatchObject({ code: 1, data: { total: 1, list: [{ username: "wang_wu" }] } });
  });
});
