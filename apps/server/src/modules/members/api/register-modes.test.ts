import { t as text } from "@corp/domain/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { limitedAdmin, superCaller } from "../../../test/admin-caller.ts";
import { configValue, memberCall, setConfig, useMailSink } from "../../../test/member.ts";
import { type SmtpSink, smtpSink } from "../../../test/smtp-sink.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

describe("registration modes", () => {
  let t: TestApp;
  let sink: SmtpSink;
  let caller: Awaited<ReturnType<typeof superCaller>>;
  const call = () => memberCall(t);
  const modeNow = async () => (await call()("GET", "/api/user/checkIn")).data?.registerMode;
  const stored = async (username: string) =>
    t.services.db.selectFrom("user").selectAll().where("username", "=", username).executeTakeFirst();
  const register = (username: string, extra: object, ip?: string) =>
    call()("POST", "/api/user/checkIn", { tab: "register", username, password: "s3cret-pass", ...extra }, ip);
  const sendEmailCode = (email: string) =>
    call()("POST", "/api/Ems/send", { email, event: "user_register", captchaId: "off", captchaInfo: "off" });

  beforeAll(async () => {
    t = await createTestApp({ registerMode: "auto" });
    sink = await smtpSink();
    caller = await superCaller(t);
  });
  afterAll(async () => {
    await sink.close();
    await t.close();
  });

  it("auto: a verified email with mail, never the log driver's mobile, else approval", async () => {
    expect(await modeNow()).toBe("approval");
    await setConfig(t, "sms_driver", "log");
    expect(await modeNow()).toBe("approval");
    await useMailSink(t, sink);
    expect(await modeNow()).toBe("email");
    await setConfig(t, "sms_driver", "");
  });

  it("email: opens the account with the mailed code only; wrong input opens none", async () => {
    expect((await sendEmailCode("qian@example.com")).code).toBe(1);
    const code = sink.codeFor("qian@example.com");
    expect(
      await register("qian_ba", { registerType: "email", email: "qian@example.com", captcha: "000000" }),
    ).toMatchObject({
      code: 0,
      msg: "The code is incorrect or has expired!",
    });
    expect(
      await register("qian_ba", { registerType: "mobile", mobile: "13812345678", captcha: code }),
    ).toMatchObject({
      code: 0,
      msg: text("codeChannelOff", "en"),
    });
    expect((await register("qian_ba", { mobile: "13812345678", captcha: code })).data).toMatchObject({
      fields: { email: expect.any(String) },
    });
    expect(await stored("qian_ba")).toBeUndefined();
    // A registration code by SMS is refused while registration verifies emails, whatever SMS can do.
    await setConfig(t, "sms_driver", "log");
    expect(
      (
        await call()("POST", "/api/Sms/send", {
          mobile: "13812345678",
          template_code: "user_register",
          captchaId: "off",
          captchaInfo: "off",
        })
      ).msg,
    ).toBe(text("codeChannelOff", "en"));
    const opened = await register("qian_ba", {
      email: "qian@example.com",
      mobile: "13812345678",
      captcha: code,
    });
    expect(opened).toMatchObject({ code: 1, data: { userInfo: { email: "qian@example.com", mobile: "" } } });
    expect((opened.data as { userInfo: { token: string } }).userInfo.token).not.toBe("");
    expect(await stored("qian_ba")).toMatchObject({ status: "enable", mobile: "" });
  });

  it("mobile: chosen by the admin while SMS is set up; an email instead opens nothing", async () => {
    await caller.routine.config.edit({ user_register_mode: "mobile" });
    expect(await modeNow()).toBe("mobile");
    expect((await register("li_jiu", { email: "lijiu@example.com" })).data).toMatchObject({
      fields: { mobile: expect.any(String) },
    });
    expect(await register("li_jiu", { mobile: "13812345679", captcha: "123456" })).toMatchObject({
      code: 0,
      msg: "The code is incorrect or has expired!",
    });
    expect((await sendEmailCode("lijiu@example.com")).msg).toBe(text("codeChannelOff", "en"));
    expect(await stored("li_jiu")).toBeUndefined();
  });

  it("captcha: chosen by the admin, registers and logs in at once with the address as given", async () => {
    await caller.routine.config.edit({ user_register_mode: "captcha" });
    expect(await modeNow()).toBe("captcha");
    expect((await sendEmailCode("zhou@example.com")).msg).toBe(text("codeChannelOff", "en"));
    expect((await register("zhou_shi", { mobile: "12345" })).data).toMatchObject({
      fields: { mobile: expect.any(String) },
    });
    expect(await stored("zhou_shi")).toBeUndefined();
    // The click captcha proves no person: the address as given is how the account is found again.
    expect(await register("zhou_shi", {})).toMatchObject({
      code: 0,
      msg: text("emailOrMobileRequired", "en"),
    });
    const opened = await register("zhou_shi", { email: "zhou@example.com" });
    expect(opened).toMatchObject({ code: 1, data: { userInfo: { username: "zhou_shi" } } });
    expect(opened.data).not.toHaveProperty("awaitingApproval");
    expect(await stored("zhou_shi")).toMatchObject({ status: "enable", email: "zhou@example.com" });
  });

  it("approval: chosen by the admin even with mail set up", async () => {
    await caller.routine.config.edit({ user_register_mode: "approval" });
    expect(await modeNow()).toBe("approval");
    expect((await register("wu_shiyi", { email: "wu@example.com" })).data).toMatchObject({
      awaitingApproval: true,
    });
    expect(await stored("wu_shiyi")).toMatchObject({ status: "pending" });
    // The approval is the proof: no address is needed, and none asked for.
    expect((await register("zheng_shier", {})).data).toMatchObject({ awaitingApproval: true });
    expect(await stored("zheng_shier")).toMatchObject({ status: "pending", email: "", mobile: "" });
  });

  it("approval with mail: the admins who approve hear of a member waiting, and he of his approval", async () => {
    const db = t.services.db;
    await db
      .updateTable("admin")
      .set({ email: "boss@example.com" })
      .where("username", "=", "admin")
      .execute();
    const approver = await limitedAdmin(t, "approver", [
      "user",
      "user/user",
      "user/user/index",
      "user/user/edit",
    ]);
    const reader = await limitedAdmin(t, "reader", ["user", "user/user", "user/user/index"]);
    await db
      .updateTable("admin")
      .set({ email: "approver@example.com" })
      .where("id", "=", approver.id)
      .execute();
    await db.updateTable("admin").set({ email: "reader@example.com" }).where("id", "=", reader.id).execute();
    // An approver disabled is told nothing.
    const gone = await limitedAdmin(t, "gone", ["user", "user/user", "user/user/index", "user/user/edit"]);
    await db
      .updateTable("admin")
      .set({ email: "gone@example.com", status: "disable" })
      .where("id", "=", gone.id)
      .execute();

    let before = sink.received.length;
    expect((await register("feng_shisan", { email: "feng@example.com" }, "10.5.0.1")).data).toMatchObject({
      awaitingApproval: true,
    });
    await t.services.deliveries.idle();
    const [waiting, ...others] = sink.received.slice(before);
    expect(others).toEqual([]);
    expect(waiting?.to.sort()).toEqual(["approver@example.com", "boss@example.com"]);
    expect(waiting?.subject).toContain("新会员等待审核：feng_shisan");
    expect(waiting?.text).toContain("电子邮箱：feng@example.com");
    expect(waiting?.text).toContain("「会员管理 - 会员管理」");

    const id = (await stored("feng_shisan"))?.id ?? 0;
    before = sink.received.length;
    expect(await caller.user.user.approve({ ids: [id] })).toEqual({ approved: 1 });
    await t.services.deliveries.idle();
    const [approved, ...more] = sink.received.slice(before);
    expect(more).toEqual([]);
    expect(approved?.to).toEqual(["feng@example.com"]);
    expect(approved?.subject).toContain("您的账号已通过审核 / ");
    expect(approved?.text).toContain("feng_shisan");
    expect(approved?.text).toContain("you can now log in with your username and password");

    // Letting a waiting member in through the edit form approves him too; a member with no email hears nothing.
    expect((await register("chu_shisi", { email: "chu@example.com" }, "10.5.0.2")).data).toMatchObject({
      awaitingApproval: true,
    });
    const member = (await caller.user.user.index({ quickSearch: "chu_shisi" })).list[0];
    const quiet = (await caller.user.user.index({ quickSearch: "zheng_shier" })).list[0];
    await t.services.deliveries.idle();
    before = sink.received.length;
    await caller.user.user.edit({ ...member, birthday: "", password: "", status: "enable" } as never);
    await caller.user.user.edit({ ...quiet, birthday: "", password: "", status: "enable" } as never);
    await caller.user.user.edit({ ...member, birthday: "", password: "", nickname: "chu" } as never);
    await t.services.deliveries.idle();
    expect(sink.received.slice(before).map((m) => m.to)).toEqual([["chu@example.com"]]);
  });

  it("refuses a verified mode without its channel, and settings taking the channel away, changing nothing", async () => {
    const setting = () => configValue(t, "user_register_mode");
    await caller.routine.config.edit({ user_register_mode: "email" });
    // The mail server's address cannot go while registration verifies emails.
    await expect(caller.routine.config.edit({ smtp_server: "" })).rejects.toMatchObject({
      cause: { key: "registerModeNeedsMail" },
    });
    expect(await configValue(t, "smtp_server")).toBe("127.0.0.1");

    await caller.routine.config.edit({ user_register_mode: "auto" });
    await setConfig(t, "smtp_server", "");
    await setConfig(t, "sms_driver", "");
    await expect(caller.routine.config.edit({ user_register_mode: "email" })).rejects.toMatchObject({
      cause: { key: "registerModeNeedsMail" },
    });
    await expect(caller.routine.config.edit({ user_register_mode: "mobile" })).rejects.toMatchObject({
      cause: { key: "registerModeNeedsSms" },
    });
    expect(await setting()).toBe("auto");
    expect(text("registerModeNeedsMail", "zh-cn")).toMatch(/验证邮箱/);
    // A value the setting does not offer is a bad parameter.
    await expect(caller.routine.config.edit({ user_register_mode: "anyone" })).rejects.toThrow();
    expect(await setting()).toBe("auto");
  });
});
