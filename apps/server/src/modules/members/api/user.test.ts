import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { REGISTER_ATTEMPTS_PER_IP } from "../member-signup.ts";

describe("member check-in", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const checkIn = (payload: object, lang = "en") =>
    t.app.inject({ method: "POST", url: "/api/user/checkIn", headers: { "think-lang": lang }, payload });

  it("describes the forms", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/user/checkIn" });
    expect(res.json()).toMatchObject({ code: 1, data: { openMemberCenter: true } });
  });

  it("registers a member, who then sees the member data and can log out", async () => {
    const reg = await checkIn({
      tab: "register",
      username: "zhang_san",
      password: "s3cret-pass",
      email: "zhangsan@example.com",
    });
    const body = reg.json();
    expect(body.code).toBe(1);
    expect(body.data.userInfo).toMatchObject({ username: "zhang_san", money: 0, score: 0 });
    const token = body.data.userInfo.token as string;

    const index = await t.app.inject({
      method: "GET",
      url: "/api/index/index?requiredLogin=1",
      headers: { "ba-user-token": token },
    });
    expect(index.json().data.userInfo.username).toBe("zhang_san");
    expect(index.json().data.menus.length).toBeGreaterThan(0);

    const out = await t.app.inject({
      method: "POST",
      url: "/api/user/logout",
      headers: { "ba-user-token": token },
      payload: { refreshToken: body.data.userInfo.refresh_token },
    });
    expect(out.json().code).toBe(1);
    const after = await t.app.inject({
      method: "GET",
      url: "/api/index/index?requiredLogin=1",
      headers: { "ba-user-token": token },
    });
    expect(after.json().code).toBe(303);
  });

  it("refuses a taken username and a bad email", async () => {
    await checkIn({ tab: "register", username: "li_si", password: "s3cret-pass", email: "lisi@example.com" });
    const again = await checkIn({
      tab: "register",
      username: "li_si",
      password: "s3cret-pass",
      email: "other@example.com",
    });
    expect(again.json()).toMatchObject({ code: 0, msg: "The username is already taken!" });
    const bad = await checkIn({
      tab: "register",
      username: "wang_wu",
      password: "s3cret-pass",
      email: "nope",
    });
    expect(bad.json().code).toBe(0);
    expect(bad.json().data.fields.email).toBeTruthy();
  });

  it("counts every registration attempt of an address and refuses it beyond the hour's limit", async () => {
    const from = (remoteAddress: string, username: string, email: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/user/checkIn",
        headers: { "think-lang": "en" },
        remoteAddress,
        payload: { tab: "register", username, password: "s3cret-pass", email },
      });
    for (let i = 0; i < REGISTER_ATTEMPTS_PER_IP.limit; i += 1) {
      expect((await from("203.0.113.9", `probe_${i}`, "not-an-email")).json().code).toBe(0);
    }
    const refused = (await from("203.0.113.9", "probe_ok", "probe@example.com")).json();
    expect(refused).toMatchObject({ code: 0, msg: "Too many registrations, please try again later!" });
    const members = await t.services.db
      .selectFrom("user")
      .select("id")
      .where("username", "=", "probe_ok")
      .execute();
    expect(members).toEqual([]);
    expect((await from("203.0.113.10", "probe_ok", "probe@example.com")).json().code).toBe(1);
  });

  it("logs a member in with the password and refuses a wrong one", async () => {
    await checkIn({ tab: "register", username: "zhao_liu", password: "s3cret-pass", mobile: "13800138000" });
    expect((await checkIn({ tab: "login", username: "zhao_liu", password: "s3cret-pass" })).json().code).toBe(
      1,
    );
    expect(
      (await checkIn({ tab: "login", username: "zhao_liu", password: "bad-pass" })).json(),
    ).toMatchObject({
      code: 0,
      msg: "Incorrect username or password!",
    });
  });

  it("an admin token is not a member token", async () => {
    const admin = await t.app.inject({
      method: "POST",
      url: "/admin/index/login",
      payload: { username: "admin", password: "test-Admin_123" },
    });
    const token = admin.json().data.userInfo.token;
    const res = await t.app.inject({
      method: "GET",
      url: "/api/index/index?requiredLogin=1",
      headers: { "ba-user-token": token },
    });
    expect(res.json().code).toBe(303);
  });
});
