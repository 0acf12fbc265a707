import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CURRENT_PASSWORD_TRIES } from "../../../auth/current-password.ts";
import { verifyPassword } from "../../../auth/password.ts";
import { memberCall, registerByEmail, useMailSink } from "../../../test/member.ts";
import { type SmtpSink, smtpSink } from "../../../test/smtp-sink.ts";
import { ADMIN_PASSWORD, createTestApp, loginAdmin, type TestApp } from "../../../test/test-app.ts";

// Issue 24, L8: a logged-in session could try current passwords without end (30 in 2.5 s).
describe("wrong current passwords", () => {
  let t: TestApp;
  let sink: SmtpSink;
  beforeAll(async () => {
    t = await createTestApp({ registerMode: "auto" });
    sink = await smtpSink();
    await useMailSink(t, sink);
  });
  afterAll(async () => {
    await sink.close();
    await t.close();
  });

  /** Moves every throttle window back past its end, as if the time had passed. */
  const windowPasses = () =>
    t.services.db
      .updateTable("rate_limit")
      .set((eb) => ({ window_start: eb("window_start", "-", CURRENT_PASSWORD_TRIES.windowSeconds) }))
      .execute();

  it("refuses a member's right password after too many wrong ones, until the window passes", async () => {
    const member = await registerByEmail(t, sink, { username: "guess_me", email: "guess@example.com" });
    const change = (oldPassword: string, newPassword = "next-pass-2") =>
      memberCall(t, member.token)("POST", "/api/account/changePassword", { oldPassword, newPassword });
    for (let i = 0; i < CURRENT_PASSWORD_TRIES.limit; i++) {
      expect((await change(`wrong-pass-${i}`)).msg).toBe("The current password is incorrect!");
    }
    const sixth = await change("wrong-pass-x");
    expect(sixth.code).toBe(0);
    expect(sixth.msg).toMatch(/^Too many wrong current passwords, please try again in \d+ minutes!$/);
    const right = await change("s3cret-pass");
    expect(right.msg).toMatch(/^Too many wrong current passwords/);
    const user = await t.services.db
      .selectFrom("user")
      .select("password")
      .where("id", "=", member.id)
      .executeTakeFirstOrThrow();
    expect(await verifyPassword(user.password, "s3cret-pass")).toBe(true);

    await windowPasses();
    expect((await change("s3cret-pass")).code).toBe(1);
  });

  it("forgets a member's wrong tries after the right password", async () => {
    const member = await registerByEmail(t, sink, { username: "forget_me", email: "forget@example.com" });
    const change = (oldPassword: string, newPassword: string) =>
      memberCall(t, member.token)("POST", "/api/account/changePassword", { oldPassword, newPassword });
    for (let i = 1; i < CURRENT_PASSWORD_TRIES.limit; i++) await change(`wrong-pass-${i}`, "next-pass-2");
    const changed = await change("s3cret-pass", "next-pass-2");
    expect(changed.code).toBe(1);
    // The session that changed the password stays; its tries start again from none.
    for (let i = 1; i < CURRENT_PASSWORD_TRIES.limit; i++) {
      const wrong = await memberCall(t, member.token)("POST", "/api/account/changePassword", {
        oldPassword: `wrong-pass-${i}`,
        newPassword: "third-pass-3",
      });
      expect(wrong.msg).toBe("The current password is incorrect!");
    }
  });

  it("counts concurrent wrong tries: no more than the limit are compared", async () => {
    const member = await registerByEmail(t, sink, { username: "burst_me", email: "burst@example.com" });
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        memberCall(t, member.token)("POST", "/api/account/changePassword", {
          oldPassword: `wrong-pass-${i}`,
          newPassword: "next-pass-2",
        }),
      ),
    );
    const compared = answers.filter((a) => a.msg === "The current password is incorrect!");
    expect(compared).toHaveLength(CURRENT_PASSWORD_TRIES.limit);
  });

  it("refuses an admin's right password after too many wrong ones", async () => {
    const { token } = await loginAdmin(t.app);
    const change = (oldPassword: string) =>
      t.app
        .inject({
          method: "POST",
          url: "/admin/trpc/account.changePassword",
          headers: { batoken: token, "think-lang": "en" },
          payload: { oldPassword, newPassword: "new-Pass_1" },
        })
        .then((r) => r.json());
    for (let i = 0; i < CURRENT_PASSWORD_TRIES.limit; i++) {
      expect((await change(`not-it-${i}`)).error.message).toBe("The current password is incorrect!");
    }
    expect((await change("not-it-x")).error.message).toMatch(/^Too many wrong current passwords/);
    expect((await change(ADMIN_PASSWORD)).error.message).toMatch(/^Too many wrong current passwords/);
    await windowPasses();
    expect((await change(ADMIN_PASSWORD)).result.data).toEqual({ changed: true });
  });
});
