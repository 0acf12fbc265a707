import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashToken } from "../../auth/tokens.ts";
import { ADMIN_PASSWORD, createTestApp, loginAdmin, type TestApp } from "../../test/test-app.ts";

describe("admin profile (account router)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const call = (token: string, path: string, input?: Record<string, unknown>) =>
    input === undefined
      ? t.app.inject({
          method: "GET",
          url: `/admin/trpc/${path}`,
          headers: { batoken: token, "think-lang": "en" },
        })
      : t.app.inject({
          method: "POST",
          url: `/admin/trpc/${path}`,
          headers: { batoken: token, "think-lang": "en" },
          payload: input,
        });

  it("answers and saves the admin's own profile, refusing bad values", async () => {
    const { token } = await loginAdmin(t.app);
    const profile = (await call(token, "account.profile")).json().result.data;
    expect(profile.username).toBe("admin");
    const saved = await call(token, "account.saveProfile", {
      nickname: "Boss",
      avatar: "/storage/a.png",
      email: "boss@example.com",
      mobile: "13800000000",
      motto: "hi",
    });
    expect(saved.json().result.data).toMatchObject({ nickname: "Boss", email: "boss@example.com" });
    const bad = await call(token, "account.saveProfile", { nickname: "", email: "nope" });
    expect(bad.statusCode).toBe(400);
    const again = (await call(token, "account.profile")).json().result.data;
    expect(again.nickname).toBe("Boss");
  });

  it("changes the password only with the current one and ends the other sessions", async () => {
    const first = await loginAdmin(t.app);
    const other = await loginAdmin(t.app);
    const wrong = await call(first.token, "account.changePassword", {
      oldPassword: "not-it-1",
      newPassword: "new-Pass_1",
    });
    expect(wrong.json().error.message).toBe("The current password is incorrect!");
    const ok = await call(first.token, "account.changePassword", {
      oldPassword: ADMIN_PASSWORD,
      newPassword: "new-Pass_1",
    });
    expect(ok.json().result.data).toEqual({ changed: true });
    const tokens = await t.services.db.selectFrom("token").select(["token_hash"]).execute();
    const hashes = tokens.map((r) => r.token_hash);
    expect(hashes).toContain(hashToken(first.token));
    expect(hashes).not.toContain(hashToken(other.token));
    await expect(loginAdmin(t.app)).rejects.toThrow();
    await expect(loginAdmin(t.app, "admin", "new-Pass_1")).resolves.toBeTruthy();
  });
});
