import { Writable } from "node:stream";
import { createTestDatabase } from "@corp/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { readEnv } from "../env.ts";
import { nowSeconds } from "../envelope.ts";
import { logOptions, redactUrl } from "../plugins/log-options.ts";
import { createServices } from "../services/app-services.ts";
import { ADMIN_PASSWORD, createTestApp, loginAdmin, type TestApp } from "../test/test-app.ts";
import { hashPassword } from "./password.ts";
import { hashToken, TOKEN_TTL } from "./tokens.ts";

describe("sessions: rotated refresh tokens, logout of the whole session, answers never stored", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const refresh = (refreshToken: string) =>
    t.app.inject({ method: "POST", url: "/api/common/refreshToken", payload: { refreshToken } });
  const adminIndex = (token: string) =>
    t.app.inject({ method: "GET", url: "/admin/index/index", headers: { batoken: token } });

  it("rotates the refresh token: each one works once and the new one works next", async () => {
    const session = await loginAdmin(t.app);
    const first = (await refresh(session.refreshToken)).json();
    expect(first).toMatchObject({ code: 1, data: { type: "admin-refresh" } });
    expect(first.data.refreshToken).toEqual(expect.any(String));
    expect(first.data.refreshToken).not.toBe(session.refreshToken);
    const second = (await refresh(first.data.refreshToken)).json();
    expect(second.code).toBe(1);
    expect((await adminIndex(second.data.token)).json().code).toBe(1);
  });

  it("revokes the whole family when an old refresh token is replayed", async () => {
    const session = await loginAdmin(t.app);
    const rotated = (await refresh(session.refreshToken)).json().data;
    expect((await adminIndex(rotated.token)).json().code).toBe(1);
    // Someone else holds the first refresh token and sends it again.
    const replay = (await refresh(session.refreshToken)).json();
    expect(replay.code).toBe(0);
    expect((await adminIndex(rotated.token)).json().code).toBe(303);
    expect((await adminIndex(session.token)).json().code).toBe(303);
    expect((await refresh(rotated.refreshToken)).json().code).toBe(0);
  });

  it("logout without a body revokes the access token and every refresh token of the session", async () => {
    const session = await loginAdmin(t.app);
    const minted = (await refresh(session.refreshToken)).json().data;
    const out = await t.app.inject({
      method: "POST",
      url: "/admin/index/logout",
      headers: { batoken: minted.token, "content-type": "application/json" },
      payload: "",
    });
    expect(out.statusCode).toBe(200);
    expect(out.json().code).toBe(1);
    expect((await adminIndex(minted.token)).json().code).toBe(303);
    expect((await refresh(minted.refreshToken)).json().code).toBe(0);
    expect((await refresh(session.refreshToken)).json().code).toBe(0);
  });

  it("logout with the original token also ends the tokens its refreshes minted", async () => {
    const session = await loginAdmin(t.app);
    const minted = (await refresh(session.refreshToken)).json().data;
    const out = await t.app.inject({
      method: "POST",
      url: "/admin/index/logout",
      headers: { batoken: minted.token },
      payload: { refreshToken: session.refreshToken },
    });
    expect(out.json().code).toBe(1);
    expect((await adminIndex(minted.token)).json().code).toBe(303);
    expect((await refresh(minted.refreshToken)).json().code).toBe(0);
  });

  it("member logout ends the member's session the same way", async () => {
    const reg = await t.app.inject({
      method: "POST",
      url: "/api/user/checkIn",
      payload: {
        tab: "register",
        username: "session_m",
        password: "s3cret-pass",
        email: "sm@example.com",
        keep: true,
      },
    });
    const info = reg.json().data.userInfo;
    const minted = (await refresh(info.refresh_token)).json().data;
    expect(minted.type).toBe("user-refresh");
    const out = await t.app.inject({
      method: "POST",
      url: "/api/user/logout",
      headers: { "ba-user-token": minted.token },
    });
    expect(out.json().code).toBe(1);
    expect((await refresh(minted.refreshToken)).json().code).toBe(0);
  });

  it("a login without keep gets a three-day token and no refresh token; logout ends it", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/admin/index/login",
      payload: { username: "admin", password: ADMIN_PASSWORD, keep: false },
    });
    const info = res.json().data.userInfo;
    expect(info.refresh_token).toBe("");
    const rows = await t.services.db
      .selectFrom("token")
      .select(["type", "expire_time"])
      .where("token_hash", "=", hashToken(info.token))
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.type).toBe("admin");
    expect(rows[0]?.expire_time).toBeGreaterThan(nowSeconds() + TOKEN_TTL.session - 60);
    expect((await refresh("")).json().code).toBe(0);
    expect((await adminIndex(info.token)).json().code).toBe(1);
    await t.app.inject({ method: "POST", url: "/admin/index/logout", headers: { batoken: info.token } });
    expect((await adminIndex(info.token)).json().code).toBe(303);
  });

  it("answers no-store to anything asked with a login, and to every write", async () => {
    const session = await loginAdmin(t.app);
    for (const res of [
      await adminIndex(session.token),
      await t.app.inject({
        method: "GET",
        url: "/admin/auth.Admin/index",
        headers: { batoken: session.token },
      }),
      await t.app.inject({
        method: "POST",
        url: "/admin/index/login",
        payload: { username: "admin", password: ADMIN_PASSWORD },
      }),
      await refresh(session.refreshToken),
    ]) {
      expect(res.headers["cache-control"]).toBe("no-store");
    }
    const visitor = await t.app.inject({ method: "GET", url: "/api/Index/common" });
    expect(visitor.headers["cache-control"]).toBe("public, no-cache");
  });
});

describe("tokens never reach the log", () => {
  it("masks tokens in logged URLs and headers", async () => {
    expect(redactUrl("/admin/ajax/buildSuffixSvg?suffix=png&batoken=abc.def&x=1")).toBe(
      "/admin/ajax/buildSuffixSvg?suffix=png&batoken=***&x=1",
    );
    expect(redactUrl("/x?refreshToken=r1&ba-user-token=u1")).toBe("/x?refreshToken=***&ba-user-token=***");
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const database = await createTestDatabase({ adminPassword: ADMIN_PASSWORD, hashPassword });
    const app = await buildApp({
      services: createServices(database.db, readEnv({ NODE_ENV: "test", LOGIN_CAPTCHA: "off" })),
      serveWeb: false,
      logger: { ...(logOptions("info") as object), stream },
    });
    try {
      const { token } = await loginAdmin(app);
      await app.inject({ method: "GET", url: `/admin/ajax/buildSuffixSvg?suffix=png&batoken=${token}` });
      await app.inject({ method: "GET", url: "/admin/index/index", headers: { batoken: token } });
      await app.inject({
        method: "GET",
        url: `/admin/ajax/terminal?command=version.node&uuid=u1&extend=&batoken=${token}&server=1`,
      });
      const log = lines.join("");
      // The request's line names its path; its query, where tokens travel, is never written.
      expect(log).toContain('"path":"/admin/ajax/buildSuffixSvg"');
      expect(log).toContain('"path":"/admin/ajax/terminal"');
      expect(log).not.toContain(token);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
