import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readEnv } from "../env.ts";
import { ADMIN_PASSWORD, createTestApp, type TestApp } from "../test/test-app.ts";

const CLIENT = "http://admin.example.com:1818";

describe("CORS for clients on another origin", () => {
  let open: TestApp;
  let closed: TestApp;
  beforeAll(async () => {
    open = await createTestApp({ corsOrigins: `${CLIENT}, https://other.example.com/` });
    closed = await createTestApp();
  });
  afterAll(async () => {
    await open.close();
    await closed.close();
  });

  const preflight = (t: TestApp, origin: string) =>
    t.app.inject({
      method: "OPTIONS",
      url: "/admin/index/login",
      headers: {
        origin,
        "access-control-request-method": "POST",
        "access-control-request-headers": "batoken,ba-user-token,think-lang,server,content-type",
      },
    });

  it("answers the preflight of a listed origin with credentials and BuildAdmin's headers", async () => {
    const res = await preflight(open, CLIENT);
    expect(res.statusCode).toBe(204);
    expect(res.headers["access-control-allow-origin"]).toBe(CLIENT);
    expect(res.headers["access-control-allow-credentials"]).toBe("true");
    const allowed = String(res.headers["access-control-allow-headers"]).split(/,\s*/);
    expect(allowed).toEqual(expect.arrayContaining(["batoken", "ba-user-token", "think-lang", "server"]));
    expect(String(res.headers["access-control-allow-methods"])).toContain("POST");
  });

  it("lets a listed origin log in and read the answer; other origins get no CORS headers", async () => {
    const login = await open.app.inject({
      method: "POST",
      url: "/admin/index/login",
      headers: { origin: CLIENT, "think-lang": "en" },
      payload: { username: "admin", password: ADMIN_PASSWORD },
    });
    expect(login.json().code).toBe(1);
    expect(login.headers["access-control-allow-origin"]).toBe(CLIENT);
    const stranger = await preflight(open, "https://evil.example.net");
    expect(stranger.headers["access-control-allow-origin"]).toBeUndefined();
    const other = await preflight(open, "https://other.example.com");
    expect(other.headers["access-control-allow-origin"]).toBe("https://other.example.com");
    // Their pages show uploaded files; the API's other answers stay same-origin resources.
    const file = await open.app.inject({ method: "GET", url: "/storage/default/none.png" });
    expect(file.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    expect(login.headers["cross-origin-resource-policy"]).toBe("same-origin");
  });

  it("is off without CORS_ORIGINS: no preflight route, no CORS headers", async () => {
    const res = await preflight(closed, CLIENT);
    expect(res.statusCode).toBe(404);
    expect(res.headers["access-control-allow-origin"]).toBeUndefined();
    const get = await closed.app.inject({
      method: "GET",
      url: "/admin/index/login",
      headers: { origin: CLIENT },
    });
    expect(get.headers["access-control-allow-origin"]).toBeUndefined();
    const file = await closed.app.inject({ method: "GET", url: "/storage/default/none.png" });
    expect(file.headers["cross-origin-resource-policy"]).toBe("same-origin");
  });

  it("refuses a setting that is not a list of origins", () => {
    expect(() => readEnv({ CORS_ORIGINS: "https://ok.example.com,admin.example.com/path" })).toThrow(
      /CORS_ORIGINS must list origins/,
    );
    expect(readEnv({}).CORS_ORIGINS).toEqual([]);
  });
});
