import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { memberCall, registerByEmail, setConfig, useMailSink } from "../../../test/member.ts";
import { type SmtpSink, smtpSink } from "../../../test/smtp-sink.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

describe("codes by mail, registration and password recovery", () => {
  let t: TestApp;
  let sink: SmtpSink;
  const call = () => memberCall(t);
  const send = (email: string, event: string, ip = "127.0.0.1") =>
    call()("POST", "/api/Ems/send", { email, event, captchaId: "off", captchaInfo: "off" }, ip);

  beforeAll(async () => {
    t = await createTestApp({ registerMode: "auto" });
    sink = await smtpSink();
    await useMailSink(t, sink);
  });
  afterAll(async () => {
    await sink.close();
    await t.close();
  });
  beforeEach(async () => {
    // Each test starts with no codes sent, so the limits of one do not reach the next.
    await t.services.db.deleteFrom("verification_code").execute();
  });

  it("offers email once the mail settings are complete", async () => {
    const form = await call()("GET", "/api/user/checkIn");
    expect(form.data).toMatchObject({ accountVerificationType: ["email"], userLoginCaptchaSwitch: false });
  });

  it("registers with the code that arrived, once, after refusing a wrong one", async () => {
    expect((await send("Wang.Wu@Example.com", "user_register")).code).toBe(1);
    const mail = sink.received.at(-1);
    expect(mail?.to).toEqual(["wang.wu@example.com"]);
    const code = sink.codeFor("wang.wu@example.com");
    expect(code).toMatch(/^\d{6}$/);
    const register = (captcha: string, username = "wang_wu") =>
      call()("POST", "/api/user/checkIn", {
        tab: "register",
        username,
        password: "s3cret-pass",
        registerType: "email",
        email: "wang.wu@example.com",
        captcha,
      });
    const wrong = await register(code === "000000" ? "111111" : "000000");
    expect(wrong).toMatchObject({ code: 0, msg: "The code is incorrect or has expired!" });
    const ok = await register(code ?? "");
    expect(ok.code).toBe(1);
    expect(ok.data).toMatchObject({ userInfo: { username: "wang_wu", email: "wang.wu@example.com" } });
    expect((await register(code ?? "", "wang_wu2")).msg).toBe("The code is incorrect or has expired!");
  });

  it("waits a minute between two codes for one address, and caps an address and an IP per hour", async () => {
    expect((await send("zhao@example.com", "user_register")).code).toBe(1);
    expect((await send("zhao@example.com", "user_register")).msg).toMatch(
      /^Sent too often, please try again in \d+ seconds!$/,
    );
    // Older codes, as if sent earlier this hour: the address has had its ten.
    const old = Math.floor(Date.now() / 1000) - 600;
    await t.services.db
      .updateTable("verification_code")
      .set({ create_time: old })
      .where("address", "=", "zhao@example.com")
      .execute();
    for (let i = 0; i < 9; i++) {
      await t.services.db
        .insertInto("verification_code")
        .values({
          channel: "email",
          address: "zhao@example.com",
          event: "user_retrieve_pwd",
          code_hash: "x",
          create_time: old,
          expire_time: old,
          ip: "10.0.0.9",
          used_time: null,
        })
        .execute();
    }
    expect((await send("zhao@example.com", "user_register")).msg).toBe(
      "Too many codes requested, please try again later!",
    );
    for (let i = 0; i < 30; i++) {
      await t.services.db
        .insertInto("verification_code")
        .values({
          channel: "email",
          address: `x${i}@example.com`,
          event: "user_register",
          code_hash: "x",
          create_time: old,
          expire_time: old,
          ip: "10.0.0.7",
          used_time: null,
        })
        .execute();
    }
    expect((await send("fresh@example.com", "user_register", "10.0.0.7")).msg).toBe(
      "Too many codes requested, please try again later!",
    );
    expect((await send("fresh@example.com", "user_register", "10.0.0.8")).code).toBe(1);
  });

  it("answers a taken address as a free one, and tells its owner by mail instead of sending a code", async () => {
    await registerByEmail(t, sink, { username: "owner_a", email: "owner@example.com" });
    await t.services.db.deleteFrom("verification_code").execute();
    const before = sink.received.length;
    const answer = await send("owner@example.com", "user_register");
    expect(answer).toMatchObject({ code: 1, msg: "The code has been sent, please check it!" });
    const notice = sink.received.at(-1);
    expect(sink.received.length).toBe(before + 1);
    expect(notice?.text).toContain("already has an account");
    expect(notice?.text).not.toMatch(/\b\d{6}\b/);
  });

  it("recovers a password with the mailed code, ending every session; an unknown address gets no mail", async () => {
    const member = await registerByEmail(t, sink, { username: "li_si", email: "lisi@example.com" });
    await t.services.db.deleteFrom("verification_code").execute();
    const before = sink.received.length;
    expect((await send("nobody@example.com", "user_retrieve_pwd")).msg).toBe(
      "The code has been sent, please check it!",
    );
    expect(sink.received.length).toBe(before);
    const guess = await call()("POST", "/api/account/retrievePassword", {
      type: "email",
      account: "nobody@example.com",
      captcha: "123456",
      password: "new-pass-1",
    });
    expect(guess.msg).toBe("The code is incorrect or has expired!");

    expect((await send("lisi@example.com", "user_retrieve_pwd")).code).toBe(1);
    const reset = await call()("POST", "/api/account/retrievePassword", {
      type: "email",
      account: "LiSi@example.com",
      captcha: sink.codeFor("lisi@example.com"),
      password: "new-pass-1",
    });
    expect(reset).toMatchObject({ code: 1, msg: "Password reset, please log in with the new password!" });
    expect((await memberCall(t, member.token)("GET", "/api/account/overview")).code).toBe(303);
    const login = await call()("POST", "/api/user/checkIn", {
      tab: "login",
      username: "li_si",
      password: "new-pass-1",
    });
    expect(login.code).toBe(1);
  });

  it("limits the accounts one IP opens in an hour", async () => {
    for (let i = 0; i < 5; i++) {
      await registerByEmail(t, sink, { username: `bulk_${i}`, email: `bulk${i}@example.com` }, "10.1.1.1");
    }
    await send("bulk5@example.com", "user_register", "10.1.1.1");
    const sixth = await call()(
      "POST",
      "/api/user/checkIn",
      {
        tab: "register",
        username: "bulk_5",
        password: "s3cret-pass",
        registerType: "email",
        email: "bulk5@example.com",
        captcha: sink.codeFor("bulk5@example.com"),
      },
      "10.1.1.1",
    );
    expect(sixth.msg).toBe("Too many registrations, please try again later!");
  });

  it("refuses everything while the member centre is switched off", async () => {
    await setConfig(t, "open_member_center", false);
    try {
      expect((await send("off@example.com", "user_register")).msg).toBe("The member centre is closed!");
      const login = await call()("POST", "/api/user/checkIn", {
        tab: "login",
        username: "li_si",
        password: "new-pass-1",
      });
      expect(login.msg).toBe("The member centre is closed!");
    } finally {
      await setConfig(t, "open_member_center", true);
    }
  });

  it("answers a recovery request before its mail goes, alike for a member's address and an unknown one (N5)", async () => {
    await registerByEmail(t, sink, { username: "slow_mail", email: "slow@example.com" });
    const held = await smtpSink({ hold: true });
    await useMailSink(t, held);
    try {
      const ask = (email: string) =>
        t.app.inject({
          method: "POST",
          url: "/api/Ems/send",
          headers: { "think-lang": "en" },
          payload: { email, event: "user_retrieve_pwd", captchaId: "off", captchaInfo: "off" },
        });
      const known = (await ask("slow@example.com")).json();
      const unknown = (await ask("nobody@example.com")).json();
      // Both answered while the member's mail is still on its way: the answer does not wait for it.
      expect(known).toEqual({ ...unknown, time: known.time });
      expect(known).toMatchObject({ code: 1 });
      expect(held.received).toEqual([]);
      held.release();
      await t.services.deliveries.idle();
      expect(held.received.map((m) => m.to)).toEqual([["slow@example.com"]]);
    } finally {
      await useMailSink(t, sink);
      await held.close();
    }
  });
});
