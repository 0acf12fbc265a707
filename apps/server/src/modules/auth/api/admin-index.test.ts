import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { packageManagerInUse } from "@corp/domain/terminal-commands";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { hashToken } from "../../../auth/tokens.ts";
import { solvedCaptcha } from "../../../test/click-captcha.ts";
import { ADMIN_PASSWORD, createTestApp, loginAdmin, type TestApp } from "../../../test/test-app.ts";
import { installedPackageManagers } from "../../terminal/package-managers.ts";

describe("admin session", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const adminIndex = (token: string) =>
    t.app.inject({ method: "GET", url: "/admin/index/index", headers: { batoken: token } });

  it("tells the login form whether a captcha is needed", async () => {
    const res = await t.app.inject({ method: "GET", url: "/admin/Index/login" });
    expect(res.json()).toMatchObject({ code: 1, data: { captcha: false } });
  });

  it("logs in and the token opens the admin shell data", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/admin/Index/login",
      payload: { username: "admin", password: ADMIN_PASSWORD },
    });
    const body = res.json();
    expect(body.code).toBe(1);
    expect(body.data.routePath).toBe("/admin");
    expect(body.data.userInfo).toMatchObject({ username: "admin", super: true });
    expect(body.data.userInfo.token).toMatch(/^[\w-]{40,}$/);
    const index = (await adminIndex(body.data.userInfo.token)).json();
    expect(index.code).toBe(1);
    expect(index.data.adminInfo.username).toBe("admin");
    expect(index.data.menus.length).toBeGreaterThan(3);
    expect(index.data.siteConfig.siteName.length).toBeGreaterThan(0);
    expect(index.data.terminal.npmPackageManager).toBe(
      packageManagerInUse(undefined, await installedPackageManagers()),
    );
    // BuildAdmin's terminal warns that some commands may not run unless this is true; here they all run.
    expect(index.data.terminal.phpDevelopmentServer).toBe(true);
  });

  it("answers the terminal's package manager a super admin chose, not pnpm", async () => {
    // A PATH holding pnpm and npm: pnpm is the default until npm is chosen.
    const bin = await mkdtemp(join(tmpdir(), "admin-index-bin-"));
    for (const name of ["pnpm", "npm"]) await writeFile(join(bin, name), "#!/bin/sh\n", { mode: 0o755 });
    vi.stubEnv("PATH", bin);
    try {
      const { token } = await loginAdmin(t.app);
      const managerOf = async () => (await adminIndex(token)).json().data.terminal.npmPackageManager;
      expect(await managerOf()).toBe("pnpm");
      const changed = await t.app.inject({
        method: "POST",
        url: "/admin/ajax/changeTerminalConfig",
        headers: { batoken: token },
        payload: { manager: "npm" },
      });
      expect(changed.json()).toMatchObject({ code: 1, data: { manager: "npm", installed: ["pnpm", "npm"] } });
      expect(await managerOf()).toBe("npm");
    } finally {
      vi.unstubAllEnvs();
      await rm(bin, { recursive: true, force: true });
    }
  });

  it("records each successful login in the admin log, without the password", async () => {
    await t.app.inject({
      method: "POST",
      url: "/admin/index/login",
      headers: { "user-agent": "login-log-test" },
      payload: { username: "admin", password: ADMIN_PASSWORD },
    });
    const logs = await t.services.db
      .selectFrom("admin_log")
      .selectAll()
      .where("useragent", "=", "login-log-test")
      .execute();
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ username: "admin", title: "登录", url: "/admin/index/login" });
    expect(JSON.stringify(logs[0]?.data)).not.toContain(ADMIN_PASSWORD);
  });

  it("checks the session before the input: no token is 303 even with a malformed body or query", async () => {
    const cases = [
      { method: "POST" as const, url: "/admin/index/logout", payload: { refreshToken: 42 } },
      { method: "POST" as const, url: "/api/user/logout", payload: { refreshToken: ["x"] } },
      { method: "GET" as const, url: "/admin/ajax/getTableFieldList" },
      { method: "POST" as const, url: "/admin/ajax/clearCache", payload: { type: 7 } },
    ];
    for (const c of cases) {
      const res = await t.app.inject(c);
      expect(res.json(), c.url).toMatchObject({ code: 303 });
    }
    const { token } = await loginAdmin(t.app);
    const malformed = await t.app.inject({
      method: "GET",
      url: "/admin/ajax/getTableFieldList",
      headers: { batoken: token },
    });
    expect(malformed.statusCode).toBe(400);
  });

  it("stores tokens only as hashes", async () => {
    const { token } = await loginAdmin(t.app);
    const rows = await t.services.db.selectFrom("token").select("token_hash").execute();
    expect(rows.map((r) => r.token_hash)).toContain(hashToken(token));
    expect(rows.map((r) => r.token_hash)).not.toContain(token);
  });

  it("refuses a wrong password with a message, in the requested language", async () => {
    const zh = await t.app.inject({
      method: "POST",
      url: "/admin/index/login",
      payload: { username: "admin", password: "wrong-pass" },
    });
    expect(zh.json()).toMatchObject({ code: 0, msg: "用户名或密码错误！" });
    const en = await t.app.inject({
      method: "POST",
      url: "/admin/index/login",
      headers: { "think-lang": "en" },
      payload: { username: "admin", password: "wrong-pass" },
    });
    expect(en.json()).toMatchObject({ code: 0, msg: "Incorrect username or password!" });
    await t.services.throttle.clear(["admin-login:account:admin"]);
  });

  it("applies the account rules before looking anything up", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/admin/index/login",
      headers: { "think-lang": "en" },
      payload: { username: "9lives", password: "whatever1" },
    });
    const body = res.json();
    expect(body.code).toBe(0);
    expect(body.data.fields.username).toBe(body.msg);
  });

  it("answers a made-up token with 303 need login", async () => {
    const body = (await adminIndex("made-up-token")).json();
    expect(body).toMatchObject({ code: 303, data: { type: "need login" } });
    expect((await t.app.inject({ method: "GET", url: "/admin/index/index" })).json().code).toBe(303);
  });

  it("answers an expired token with 409, and the refresh token gets a new one", async () => {
    const session = await loginAdmin(t.app);
    await t.services.db
      .updateTable("token")
      .set({ expire_time: 1 })
      .where("token_hash", "=", hashToken(session.token))
      .execute();
    expect((await adminIndex(session.token)).json().code).toBe(409);
    const refreshed = await t.app.inject({
      method: "POST",
      url: "/api/common/refreshToken",
      payload: { refreshToken: session.refreshToken },
    });
    const body = refreshed.json();
    expect(body).toMatchObject({ code: 1, data: { type: "admin-refresh" } });
    expect((await adminIndex(body.data.token)).json().code).toBe(1);
  });

  it("refuses an unknown refresh token", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/common/refreshToken",
      payload: { refreshToken: "nope" },
    });
    expect(res.json().code).toBe(0);
  });

  it("revokes both tokens on logout", async () => {
    const session = await loginAdmin(t.app);
    const out = await t.app.inject({
      method: "POST",
      url: "/admin/index/logout",
      headers: { batoken: session.token },
      payload: { refreshToken: session.refreshToken },
    });
    expect(out.json().code).toBe(1);
    expect((await adminIndex(session.token)).json().code).toBe(303);
    const refreshed = await t.app.inject({
      method: "POST",
      url: "/api/common/refreshToken",
      payload: { refreshToken: session.refreshToken },
    });
    expect(refreshed.json().code).toBe(0);
  });

  it("asks for the captcha after repeated failures instead of refusing the right password", async () => {
    const attempt = (password: string, captcha: { captchaId?: string; captchaInfo?: string } = {}) =>
      t.app.inject({
        method: "POST",
        url: "/admin/index/login",
        headers: { "think-lang": "en" },
        payload: { username: "admin", password, ...captcha },
      });
    await t.services.throttle.clear(["admin-login:account:admin", "admin-login:ip:127.0.0.1"]);
    for (let i = 0; i < 3; i++) expect((await attempt("wrong-pass")).json().code).toBe(0);
    const asked = (await attempt(ADMIN_PASSWORD)).json();
    expect(asked).toMatchObject({
      code: 0,
      msg: "Please complete the click captcha!",
      data: { captcha: true },
    });
    const wrong = (await attempt(ADMIN_PASSWORD, { captchaId: "no-such", captchaInfo: "1,1-1,1;2" })).json();
    expect(wrong).toMatchObject({ code: 0, data: { captcha: true } });
    const solved = await solvedCaptcha(t);
    const passed = (await attempt(ADMIN_PASSWORD, solved)).json();
    expect(passed.code).toBe(1);
    const row = await t.services.db
      .selectFrom("admin")
      .select("login_failure")
      .where("username", "=", "admin")
      .executeTakeFirstOrThrow();
    expect(row.login_failure).toBe(0);
  });
});
