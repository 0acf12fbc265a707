import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberCall, registerByEmail, useMailSink } from "../../../test/member.ts";
import { multipartFile } from "../../../test/multipart.ts";
import { type SmtpSink, smtpSink } from "../../../test/smtp-sink.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

describe("the member centre's account calls", () => {
  let t: TestApp;
  let sink: SmtpSink;
  let member: { token: string; refreshToken: string; id: number };

  beforeAll(async () => {
    t = await createTestApp({ registerMode: "auto" });
    sink = await smtpSink();
    await useMailSink(t, sink);
    member = await registerByEmail(t, sink, { username: "chen_mo", email: "chenmo@example.com" });
  });
  afterAll(async () => {
    await sink.close();
    await t.close();
  });
  const as = (token = member.token) => memberCall(t, token);

  it("saves the profile, refusing a bad nickname and a username another member has", async () => {
    expect((await as()("GET", "/api/account/profile")).data).toEqual({ accountVerificationType: ["email"] });
    const saved = await as()("POST", "/api/account/profile", {
      username: "chen_mo",
      nickname: "陈默",
      gender: 1,
      birthday: "1992-03-04",
      motto: "慢慢来",
      avatar: `/storage/20261125/${"a".repeat(40)}.png`,
    });
    expect(saved).toMatchObject({
      code: 1,
      data: { userInfo: { nickname: "陈默", gender: 1, birthday: "1992-03-04" } },
    });
    const bad = await as()("POST", "/api/account/profile", { username: "chen_mo", nickname: "<script>" });
    expect(bad.msg).toMatch(/nickname/);
    await registerByEmail(t, sink, { username: "other_one", email: "other@example.com" });
    const taken = await as()("POST", "/api/account/profile", { username: "other_one", nickname: "陈默" });
    expect(taken.msg).toBe("The username is already taken!");
  });

  it("changes the password: this session stays with a new refresh token, every other one ends", async () => {
    const other = await as("")("POST", "/api/user/checkIn", {
      tab: "login",
      username: "chen_mo",
      password: "s3cret-pass",
    });
    const otherToken = (other.data as { userInfo: { token: string } }).userInfo.token;
    expect((await as(otherToken)("GET", "/api/account/overview")).code).toBe(1);
    const wrong = await as()("POST", "/api/account/changePassword", {
      oldPassword: "nope-nope",
      newPassword: "next-pass-2",
    });
    expect(wrong.msg).toBe("The current password is incorrect!");
    const weak = await as()("POST", "/api/account/changePassword", {
      oldPassword: "s3cret-pass",
      newPassword: "<12345>",
    });
    expect(weak.code).toBe(0);
    const changed = await as()("POST", "/api/account/changePassword", {
      oldPassword: "s3cret-pass",
      newPassword: "next-pass-2",
    });
    expect(changed.code).toBe(1);
    expect((await as(otherToken)("GET", "/api/account/overview")).code).toBe(303);
    expect((await as()("GET", "/api/account/overview")).code).toBe(1);
    const refreshed = await as("")("POST", "/api/common/refreshToken", {
      refreshToken: (changed.data as { refreshToken: string }).refreshToken,
    });
    expect(refreshed.code).toBe(1);
    const oldRefresh = await as("")("POST", "/api/common/refreshToken", {
      refreshToken: member.refreshToken,
    });
    expect(oldRefresh.code).not.toBe(1);
  });

  it("moves a bound email only after the account is proven with a code to it", async () => {
    const sendCode = (email: string, event: string, password?: string) =>
      as()("POST", "/api/Ems/send", { email, event, captchaId: "off", captchaInfo: "off", password });
    const bind = (token?: string) =>
      as()("POST", "/api/account/changeBind", {
        type: "email",
        email: "chen.new@example.com",
        captcha: sink.codeFor("chen.new@example.com") ?? "",
        accountVerificationToken: token,
      });
    expect((await sendCode("chenmo@example.com", "user_email_verify", "wrong-pass")).msg).toBe(
      "The current password is incorrect!",
    );
    expect((await sendCode("other@example.com", "user_email_verify", "next-pass-2")).msg).toBe(
      "Please use the email or mobile number bound to your account!",
    );
    expect((await sendCode("chenmo@example.com", "user_email_verify", "next-pass-2")).code).toBe(1);
    const proven = await as()("POST", "/api/account/verification", {
      type: "email",
      captcha: sink.codeFor("chenmo@example.com"),
    });
    expect(proven.code).toBe(1);
    const pass = (proven.data as { accountVerificationToken: string }).accountVerificationToken;
    expect((await sendCode("chen.new@example.com", "user_change_email")).code).toBe(1);
    expect((await bind()).msg).toBe("Please verify your account before changing the binding!");
    expect((await bind(pass)).code).toBe(1);
    const index = await as()("GET", "/api/index/index?requiredLogin=1");
    expect(index.data).toMatchObject({ userInfo: { email: "chen.new@example.com" } });
  });

  it("pages the ledgers newest first and sums the last seven days", async () => {
    const db = t.services.db;
    for (const [money, memo] of [
      [1050, "充值"],
      [-250, "消费"],
      [300, "退款"],
    ] as const) {
      await db.insertInto("user_money_log").values({ user_id: member.id, money, memo }).execute();
    }
    await db
      .insertInto("user_score_log")
      .values({ user_id: member.id, score: 20, memo: "签到", admin_id: 1 })
      .execute();
    const balance = await as()("GET", "/api/account/balance?page=1&limit=2");
    expect(balance.data).toMatchObject({
      total: 3,
      list: [
        { change: 3, money: 3, before: 8, after: 11, memo: "退款" },
        { change: -2.5, before: 10.5, after: 8, memo: "消费" },
      ],
    });
    const integral = await as()("GET", "/api/account/integral");
    expect(integral.data).toMatchObject({ total: 1, list: [{ score: 20, before: 0, after: 20 }] });
    const overview = (await as()("GET", "/api/account/overview")).data as {
      days: string[];
      score: number[];
      money: number[];
    };
    expect(overview.days).toHaveLength(7);
    expect(overview.score.at(-1)).toBe(20);
    expect(overview.money.at(-1)).toBe(11);
    expect(overview.score.slice(0, 6)).toEqual([0, 0, 0, 0, 0, 0]);
    expect((await as()("GET", "/api/account/balance?limit=101")).code).not.toBe(1);
  });

  it("uploads a member's picture, for members only", async () => {
    const file = multipartFile("avatar.png", PNG, "image/png");
    const anonymous = await t.app.inject({ method: "POST", url: "/api/ajax/upload", ...file });
    expect(anonymous.json().code).toBe(303);
    const uploaded = await t.app.inject({
      method: "POST",
      url: "/api/ajax/upload",
      payload: file.payload,
      headers: { ...file.headers, "ba-user-token": member.token },
    });
    const url = uploaded.json().data.file.url as string;
    expect(url).toMatch(/^\/storage\//);
    const row = await t.services.db
      .selectFrom("attachment")
      .select(["user_id", "admin_id"])
      .where("url", "=", url)
      .executeTakeFirst();
    expect(row).toEqual({ user_id: member.id, admin_id: null });
    const area = await as("")("GET", "/api/ajax/area");
    expect((area.data as unknown as unknown[]).length).toBeGreaterThan(30);
  });

  it("refuses a page the member's group does not grant, and a disabled member at the next call", async () => {
    await t.services.db
      .deleteFrom("user_group_rule")
      .where("rule_id", "in", (eb) =>
        eb.selectFrom("user_rule").select("id").where("name", "=", "account/balance"),
      )
      .execute();
    expect((await as()("GET", "/api/account/balance")).code).toBe(401);
    await t.services.db.updateTable("user").set({ status: "disable" }).where("id", "=", member.id).execute();
    expect((await as()("GET", "/api/account/overview")).code).toBe(303);
  });
});
