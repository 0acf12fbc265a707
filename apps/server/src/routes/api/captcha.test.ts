import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clickAnswer, glyphsOf as glyphsOfStored } from "../../test/click-captcha.ts";
import { ADMIN_PASSWORD, createTestApp, type TestApp } from "../../test/test-app.ts";

const EN = { "think-lang": "en" };

describe("click captcha", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ loginCaptcha: "on" });
  });
  afterAll(() => t.close());

  const fetchCaptcha = async (id: string) => {
    const res = await t.app.inject({ method: "GET", url: `/api/common/clickCaptcha?id=${id}`, headers: EN });
    return res.json();
  };
  const glyphsOf = (id: string) => glyphsOfStored(t, id);
  const answer = clickAnswer;
  const check = (payload: Record<string, unknown>) =>
    t.app.inject({ method: "POST", url: "/api/common/checkClickCaptcha", payload, headers: EN });

  it("draws a PNG with the characters to click and keeps no answer in clear text", async () => {
    const body = await fetchCaptcha("cap-one");
    expect(body.code).toBe(1);
    expect(body.data.text).toHaveLength(3);
    expect(body.data.base64).toMatch(/^data:image\/png;base64,iVBOR/);
    expect(body.data).toMatchObject({ id: "cap-one", width: 350, height: 200 });
    const row = await t.services.db
      .selectFrom("captcha")
      .selectAll()
      .where("key", "=", "cap-one")
      .executeTakeFirstOrThrow();
    expect(row.code).not.toContain(body.data.text.join(""));
    expect(row.expire_time - row.create_time).toBe(600);
  });

  it("accepts the clicks in order and can then be used once more only when not unset", async () => {
    await fetchCaptcha("cap-two");
    const glyphs = await glyphsOf("cap-two");
    const ok = (await check({ id: "cap-two", info: answer(glyphs), unset: false })).json();
    expect(ok).toMatchObject({ code: 1, msg: "Verification is successful!" });
    expect((await check({ id: "cap-two", info: answer(glyphs), unset: true })).json().code).toBe(1);
    const again = (await check({ id: "cap-two", info: answer(glyphs), unset: true })).json();
    expect(again).toMatchObject({ code: 0, msg: "The correct area is not clicked, please try again!" });
  });

  it("refuses clicks in the wrong order or off the characters, and forgets the captcha", async () => {
    await fetchCaptcha("cap-three");
    const glyphs = await glyphsOf("cap-three");
    const wrong = (await check({ id: "cap-three", info: answer([...glyphs].reverse()) })).json();
    expect(wrong).toMatchObject({ code: 0, msg: "The correct area is not clicked, please try again!" });
    expect((await check({ id: "cap-three", info: answer(glyphs) })).json().code).toBe(0);

    await fetchCaptcha("cap-four");
    const far = await glyphsOf("cap-four");
    expect((await check({ id: "cap-four", info: answer(far, 60) })).json().code).toBe(0);
  });

  it("refuses an expired captcha", async () => {
    await fetchCaptcha("cap-old");
    const glyphs = await glyphsOf("cap-old");
    await t.services.db.updateTable("captcha").set({ expire_time: 1 }).where("key", "=", "cap-old").execute();
    expect((await check({ id: "cap-old", info: answer(glyphs) })).json().code).toBe(0);
  });

  it("refuses malformed ids with the parameter message", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/common/clickCaptcha?id=../x" });
    expect(res.json().code).toBe(0);
  });

  describe("admin login", () => {
    const login = (extra: Record<string, unknown>) =>
      t.app
        .inject({
          method: "POST",
          url: "/admin/index/login",
          headers: EN,
          payload: { username: "admin", password: ADMIN_PASSWORD, ...extra },
        })
        .then((r) => r.json());

    it("tells the form a captcha is needed", async () => {
      const res = await t.app.inject({ method: "GET", url: "/admin/index/login" });
      expect(res.json().data.captcha).toBe(true);
    });

    it("refuses a login without or with a wrong captcha", async () => {
      expect(await login({})).toMatchObject({ code: 0, msg: "Please complete the click captcha!" });
      await fetchCaptcha("login-bad");
      const glyphs = await glyphsOf("login-bad");
      expect(await login({ captchaId: "login-bad", captchaInfo: answer(glyphs, 80) })).toMatchObject({
        code: 0,
        msg: "The correct area is not clicked, please try again!",
      });
    });

    it("logs in with a solved captcha, which cannot be used twice", async () => {
      await fetchCaptcha("login-good");
      const glyphs = await glyphsOf("login-good");
      await check({ id: "login-good", info: answer(glyphs), unset: false });
      const ok = await login({ captchaId: "login-good", captchaInfo: answer(glyphs) });
      expect(ok.code).toBe(1);
      const replay = await login({ captchaId: "login-good", captchaInfo: answer(glyphs) });
      expect(replay.code).toBe(0);
    });

    it("follows the config switch", async () => {
      await t.services.db
        .updateTable("config")
        .set({ value: JSON.stringify(false) })
        .where("name", "=", "admin_login_captcha")
        .execute();
      const res = await t.app.inject({ method: "GET", url: "/admin/index/login" });
      expect(res.json().data.captcha).toBe(false);
      expect((await login({})).code).toBe(1);
    });
  });
});
