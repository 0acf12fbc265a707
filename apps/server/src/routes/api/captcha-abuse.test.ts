import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CAPTCHA_DRAWS_PER_IP } from "../../services/captcha/click-captcha.ts";
import { requireLoginCaptcha } from "../../services/captcha/login-captcha.ts";
import { clickAnswer, glyphsOf } from "../../test/click-captcha.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

const EN = { "think-lang": "en" };

// Issue 24, N8: one solved captcha passed several concurrent checks, and drawing was not throttled.
describe("click captcha abuse", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ loginCaptcha: "on" });
  });
  afterAll(() => t.close());

  const draw = (id: string, ip = "127.0.0.1") =>
    t.app.inject({ method: "GET", url: `/api/common/clickCaptcha?id=${id}`, headers: EN, remoteAddress: ip });
  const solved = async (id: string) => {
    await draw(id, "198.51.100.1");
    return clickAnswer(await glyphsOf(t, id));
  };

  it("accepts one solved captcha once among 20 concurrent checks", async () => {
    const info = await solved("race-check");
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({
          method: "POST",
          url: "/api/common/checkClickCaptcha",
          headers: EN,
          payload: { id: "race-check", info, unset: true },
        }),
      ),
    );
    expect(answers.filter((r) => r.json().code === 1)).toHaveLength(1);
  });

  it("lets one solved captcha guard one form among 20 concurrent uses", async () => {
    const info = await solved("race-form");
    const uses = await Promise.allSettled(
      Array.from({ length: 20 }, () => requireLoginCaptcha(t.services.db, "race-form", info)),
    );
    expect(uses.filter((u) => u.status === "fulfilled")).toHaveLength(1);
  });

  it("refuses an address drawing beyond its limit, while another address still draws", async () => {
    const ip = "203.0.113.50";
    for (let i = 0; i < CAPTCHA_DRAWS_PER_IP.limit; i++) {
      expect((await draw(`flood-${i}`, ip)).json().code).toBe(1);
    }
    const refused = await draw("flood-over", ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 0, msg: "Too many requests, please try again later!" });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    const stored = await t.services.db
      .selectFrom("captcha")
      .select("key")
      .where("key", "=", "flood-over")
      .executeTakeFirst();
    expect(stored).toBeUndefined();
    expect((await draw("other-address", "203.0.113.51")).json().code).toBe(1);
  });

  it("counts an IPv6 client's whole /64, whichever of its addresses it draws from", async () => {
    for (let i = 0; i < CAPTCHA_DRAWS_PER_IP.limit; i++) {
      expect((await draw(`rotate-${i}`, `2001:db8:7:7::${(i + 1).toString(16)}`)).json().code).toBe(1);
    }
    expect((await draw("rotate-over", "2001:db8:7:7:ffff::1")).statusCode).toBe(429);
    expect((await draw("next-network", "2001:db8:7:8::1")).json().code).toBe(1);
  });
});
