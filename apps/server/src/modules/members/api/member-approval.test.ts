import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { superCaller } from "../../../test/admin-caller.ts";
import { createTestApp, loginAdmin, type TestApp } from "../../../test/test-app.ts";
import { wireClient } from "../../../test/wire-client.ts";

/** A site with neither mail nor SMS, left at its default mode (`auto`): new members await approval. */
describe("registration awaiting the administrator's approval", () => {
  let t: TestApp;
  let caller: Awaited<ReturnType<typeof superCaller>>;

  const checkIn = async (payload: object, lang = "en") =>
    (
      await t.app.inject({
        method: "POST",
        url: "/api/user/checkIn",
        headers: { "think-lang": lang },
        payload,
      })
    ).json() as {
      code: number;
      msg: string;
      data: { awaitingApproval?: boolean; userInfo: { token: string; refresh_token: string } } | null;
    };
  const register = (username: string, extra: object = {}, lang = "en") =>
    checkIn(
      { tab: "register", username, password: "s3cret-pass", email: `${username}@example.com`, ...extra },
      lang,
    );
  const login = (username: string, lang = "en", password = "s3cret-pass") =>
    checkIn({ tab: "login", username, password }, lang);
  const statusOf = async (username: string) =>
    (
      await t.services.db
        .selectFrom("user")
        .select("status")
        .where("username", "=", username)
        .executeTakeFirst()
    )?.status;

  beforeAll(async () => {
    t = await createTestApp({ registerMode: "auto" });
    caller = await superCaller(t);
  });
  afterAll(() => t.close());

  it("tells the forms that registration needs approval", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/user/checkIn" });
    expect(res.json().data).toMatchObject({ registerMode: "approval", accountVerificationType: [] });
  });

  it("opens a pending account without logging it in; its login is refused with the catalogue's words", async () => {
    const answer = await register("wait_en");
    expect(answer).toMatchObject({
      code: 1,
      msg: "Registered! Your account is awaiting the administrator's approval; you can log in once it is approved.",
      data: {
        awaitingApproval: true,
        routePath: "",
        userInfo: { username: "wait_en", token: "", refresh_token: "" },
      },
    });
    expect((await register("wait_zh", {}, "zh-cn")).msg).toBe(
      "注册成功，账号正在等待管理员审核，审核通过后即可登录！",
    );
    expect(await statusOf("wait_en")).toBe("pending");
    expect(await login("wait_en")).toMatchObject({
      code: 0,
      msg: "Your account is awaiting the administrator's approval!",
    });
    expect((await login("wait_zh", "zh-cn")).msg).toBe("账号正在等待管理员审核！");
    // Only the right password learns that the account waits.
    expect((await login("wait_en", "en", "wrong-pass")).msg).toBe("Incorrect username or password!");
    const tokens = await t.services.db
      .selectFrom("token")
      .innerJoin("user", "user.id", "token.user_id")
      .select("token.type")
      .where("user.username", "in", ["wait_en", "wait_zh"])
      .where("token.type", "in", ["user", "user-refresh"])
      .execute();
    expect(tokens).toEqual([]);
  });

  it("refuses bad input, opening no account", async () => {
    expect((await register("bad_mail", { email: "nope" })).data).toMatchObject({
      fields: { email: expect.any(String) },
    });
    expect((await register("wait_en", { email: "other@example.com" })).msg).toBe(
      "The username is already taken!",
    );
    expect(await statusOf("bad_mail")).toBeUndefined();
  });

  it("lets the admin list the pending members and approve them, logged; then they log in", async () => {
    const pending = await caller.user.user.index({
      search: [{ field: "status", operator: "eq", val: "pending" }],
    });
    expect(pending.list.map((m) => m.username).sort()).toEqual(["wait_en", "wait_zh"]);
    // BuildAdmin's member list keeps the status words: "pending" goes and comes as it is.
    const ba = wireClient(t, (await loginAdmin(t.app)).token);
    const wire = await ba.get(
      "/admin/user.User/index?search[0][field]=status&search[0][val]=pending&search[0][operator]=eq",
    );
    expect(wire.data.list?.map((r) => [r.username, r.status]).sort()).toEqual([
      ["wait_en", "pending"],
      ["wait_zh", "pending"],
    ]);

    const ids = pending.list.map((m) => m.id);
    expect(await caller.user.user.approve({ ids })).toEqual({ approved: 2 });
    // Only members still waiting are approved: a disabled one stays disabled.
    await caller.user.user.edit({
      ...pending.list[0],
      birthday: "",
      password: "",
      status: "disable",
    } as never);
    expect(await caller.user.user.approve({ ids })).toEqual({ approved: 0 });
    expect(await statusOf(pending.list[0]?.username ?? "")).toBe("disable");
    const logged = await t.services.db
      .selectFrom("admin_log")
      .select(["title", "data"])
      .where("url", "like", "%user.user.approve%")
      .execute();
    expect(logged).toHaveLength(2);
    expect(logged[0]?.data).toEqual({ ids });
    expect((await login(pending.list[1]?.username ?? "")).code).toBe(1);
  });

  it("ends the sessions of a member the admin sets back to pending", async () => {
    expect((await register("back_again")).data?.awaitingApproval).toBe(true);
    const [member] = (await caller.user.user.index({ quickSearch: "back_again" })).list;
    await caller.user.user.approve({ ids: [member?.id ?? 0] });
    const session = await login("back_again");
    expect(session.code).toBe(1);
    await caller.user.user.edit({ ...member, birthday: "", password: "", status: "pending" } as never);
    const index = await t.app.inject({
      method: "GET",
      url: "/api/index/index?requiredLogin=1",
      headers: { "ba-user-token": session.data?.userInfo.token ?? "" },
    });
    expect(index.json().code).toBe(303);
    expect((await login("back_again")).msg).toBe("Your account is awaiting the administrator's approval!");
  });
});
