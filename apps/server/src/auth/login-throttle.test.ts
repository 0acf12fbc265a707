import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { readEnv } from "../env.ts";
import { createServices } from "../services/app-services.ts";
import { solvedCaptcha } from "../test/click-captcha.ts";
import { ADMIN_PASSWORD, createTestApp, type TestApp } from "../test/test-app.ts";

describe("brute force without lock-out abuse", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const login = (password: string, ip: string, extra: Record<string, string> = {}, username = "admin") =>
    t.app.inject({
      method: "POST",
      url: "/admin/index/login",
      remoteAddress: ip,
      headers: { "think-lang": "en" },
      payload: { username, password, ...extra },
    });

  it("a stranger failing on purpose cannot keep the super admin out: the owner passes with the captcha", async () => {
    // Three guesses from one address, then that address is asked for the captcha (and guesses no more).
    for (let i = 0; i < 4; i++) await login("wrong-pass", "203.0.113.7");
    expect((await login(ADMIN_PASSWORD, "203.0.113.7")).json().data).toEqual({ captcha: true });
    // A guesser with many addresses: after ten failures on the account, every address is asked.
    for (const ip of ["203.0.113.70", "203.0.113.71", "203.0.113.72"]) {
      for (let i = 0; i < 3; i++) await login("wrong-pass", ip);
    }
    // The account has seen too many failures: the owner's right password is asked for the captcha, not refused.
    const owner = await login(ADMIN_PASSWORD, "198.51.100.20");
    expect(owner.json()).toMatchObject({ code: 0, data: { captcha: true } });
    const passed = await login(ADMIN_PASSWORD, "198.51.100.20", await solvedCaptcha(t));
    expect(passed.json().code).toBe(1);
  });

  it("guessing many accounts from one address asks that address for the captcha", async () => {
    for (let i = 0; i < 10; i++) await login("wrong-pass", "203.0.113.8", {}, `nobody_${i}`);
    expect((await login("wrong-pass", "203.0.113.8", {}, "someone_else")).json().data).toEqual({
      captcha: true,
    });
    // Another address is not affected.
    expect((await login("wrong-pass", "198.51.100.30", {}, "someone_else")).json().data).toBeNull();
  });

  it("keeps its counts in the database, so a second server process sees them", async () => {
    for (let i = 0; i < 3; i++) await login("wrong-pass", "203.0.113.9", {}, "second_process");
    const second = await buildApp({
      services: createServices(t.services.db, readEnv({ NODE_ENV: "test", LOGIN_CAPTCHA: "off" })),
      serveWeb: false,
    });
    try {
      const res = await second.inject({
        method: "POST",
        url: "/admin/index/login",
        remoteAddress: "203.0.113.9",
        payload: { username: "second_process", password: "wrong-pass" },
      });
      expect(res.json().data).toEqual({ captcha: true });
    } finally {
      await second.close();
    }
  });
});

describe("TRUST_PROXY: the client address from the proxies the site runs, never from what the client wrote", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const clientIp = async (trust: string, forwarded: string, peer: string) => {
    const app = await buildApp({
      services: createServices(
        t.services.db,
        readEnv({ NODE_ENV: "test", LOGIN_CAPTCHA: "off", TRUST_PROXY: trust }),
      ),
      serveWeb: false,
    });
    try {
      await app.inject({
        method: "POST",
        url: "/admin/index/login",
        remoteAddress: peer,
        headers: { "x-forwarded-for": forwarded },
        payload: { username: "admin", password: ADMIN_PASSWORD },
      });
      const row = await t.services.db
        .selectFrom("admin")
        .select("last_login_ip")
        .where("id", "=", 1)
        .executeTakeFirstOrThrow();
      return row.last_login_ip;
    } finally {
      await app.close();
    }
  };

  it("takes the address the nearest proxies saw, not the left-most entry a client can forge", async () => {
    // The client wrote 6.6.6.6; the site's one proxy (10.0.0.2) appended the real address 1.2.3.4.
    expect(await clientIp("true", "6.6.6.6, 1.2.3.4", "10.0.0.2")).toBe("1.2.3.4");
    expect(await clientIp("1", "6.6.6.6, 1.2.3.4", "10.0.0.2")).toBe("1.2.3.4");
    expect(await clientIp("2", "6.6.6.6, 1.2.3.4, 10.0.0.9", "10.0.0.2")).toBe("1.2.3.4");
    expect(await clientIp("10.0.0.0/8", "6.6.6.6, 1.2.3.4, 10.0.0.9", "10.0.0.2")).toBe("1.2.3.4");
    expect(await clientIp("false", "6.6.6.6, 1.2.3.4", "10.0.0.2")).toBe("10.0.0.2");
  });

  it("refuses a setting it cannot read", () => {
    for (const bad of ["yes", "99", "10.0.0.0/99", "not-an-ip"]) {
      expect(() => readEnv({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });
});
