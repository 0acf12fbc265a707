import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberCall, setConfig, solveCaptcha, useMailSink } from "../../../test/member.ts";
import { type SmtpSink, smtpSink } from "../../../test/smtp-sink.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

describe("the click captcha guarding codes, registration and the member login", () => {
  let t: TestApp;
  let sink: SmtpSink;
  beforeAll(async () => {
    t = await createTestApp({ loginCaptcha: "on", registerMode: "auto" });
    sink = await smtpSink();
    await useMailSink(t, sink);
  });
  afterAll(async () => {
    await sink.close();
    await t.close();
  });

  it("sends a code only with a solved captcha, which is then used up", async () => {
    const call = memberCall(t);
    const send = (captcha: object) =>
      call("POST", "/api/Ems/send", { email: "he@example.com", event: "user_register", ...captcha });
    expect((await send({ captchaId: "none", captchaInfo: "1,1;175;100" })).msg).toBe(
      "The correct area is not clicked, please try again!",
    );
    const solved = await solveCaptcha(t, "ems-1");
    expect((await send(solved)).code).toBe(1);
    await t.services.db.deleteFrom("verification_code").execute();
    expect((await send(solved)).code).toBe(0);
  });

  it("asks for the captcha at member login when the site says so", async () => {
    const call = memberCall(t);
    await t.services.db.deleteFrom("verification_code").execute();
    await call("POST", "/api/Ems/send", {
      email: "lu@example.com",
      event: "user_register",
      ...(await solveCaptcha(t, "ems-2")),
    });
    const registered = await call("POST", "/api/user/checkIn", {
      tab: "register",
      username: "lu_xun",
      password: "s3cret-pass",
      registerType: "email",
      email: "lu@example.com",
      captcha: sink.codeFor("lu@example.com"),
    });
    expect(registered.code).toBe(1);
    await setConfig(t, "user_login_captcha", true);
    expect((await call("GET", "/api/user/checkIn")).data).toMatchObject({ userLoginCaptchaSwitch: true });
    const login = { tab: "login", username: "lu_xun", password: "s3cret-pass" };
    expect((await call("POST", "/api/user/checkIn", login)).msg).toBe("Please complete the click captcha!");
    expect(
      (await call("POST", "/api/user/checkIn", { ...login, ...(await solveCaptcha(t, "login-1")) })).code,
    ).toBe(1);
    await setConfig(t, "user_login_captcha", false);
    expect((await call("POST", "/api/user/checkIn", login)).code).toBe(1);
  });
});
