import { CODE_LIMITS } from "@corp/domain/code-events";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberCall, registerByEmail, useMailSink } from "../../../test/member.ts";
import { type SmtpSink, smtpSink } from "../../../test/smtp-sink.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

const TAKEN = "The username is already taken!";
const CODE_WRONG = "The code is incorrect or has expired!";

// Issue 24, N6: one valid registration code checked any number of usernames without being spent.
describe("probing usernames with one registration code", () => {
  let t: TestApp;
  let sink: SmtpSink;
  const taken = Array.from({ length: CODE_LIMITS.attempts + 1 }, (_, i) => `taken_${i}`);

  beforeAll(async () => {
    t = await createTestApp({ registerMode: "auto" });
    sink = await smtpSink();
    await useMailSink(t, sink);
    // Each from its own address, so the registrations per IP leave room for the probes.
    for (const [i, username] of taken.entries()) {
      await registerByEmail(t, sink, { username, email: `${username}@example.com` }, `192.0.2.${i + 1}`);
    }
  });
  afterAll(async () => {
    await sink.close();
    await t.close();
  });

  // Each test from its own address, so the registration attempts per IP of one do not reach the next.
  const sendCode = (email: string, ip: string) =>
    memberCall(t)(
      "POST",
      "/api/Ems/send",
      { email, event: "user_register", captchaId: "off", captchaInfo: "off" },
      ip,
    );
  const register = (email: string, username: string, captcha: string, ip: string) =>
    memberCall(t)(
      "POST",
      "/api/user/checkIn",
      { tab: "register", username, password: "s3cret-pass", registerType: "email", email, captcha },
      ip,
    );

  it("spends the code after a few failed registrations", async () => {
    const email = "prober@example.com";
    const ip = "198.51.100.11";
    expect((await sendCode(email, ip)).code).toBe(1);
    const code = sink.codeFor(email) ?? "";
    const answers = [];
    for (const username of taken) answers.push((await register(email, username, code, ip)).msg);
    expect(answers.slice(0, CODE_LIMITS.attempts)).toEqual(Array(CODE_LIMITS.attempts).fill(TAKEN));
    expect(answers.at(-1)).toBe(CODE_WRONG);
    // Spent for a free name too.
    expect((await register(email, "free_name", code, ip)).msg).toBe(CODE_WRONG);
  });

  it("counts concurrent probes with one code, answering the limit at most", async () => {
    const email = "racer@example.com";
    const ip = "198.51.100.12";
    expect((await sendCode(email, ip)).code).toBe(1);
    const code = sink.codeFor(email) ?? "";
    const answers = await Promise.all(
      [...taken, ...taken].map((username) => register(email, username, code, ip).then((a) => a.msg)),
    );
    expect(answers.filter((msg) => msg === TAKEN).length).toBeLessThanOrEqual(CODE_LIMITS.attempts);
  });

  it("answers a wrong code with a taken name as a wrong code", async () => {
    const email = "wrong@example.com";
    const ip = "198.51.100.13";
    expect((await sendCode(email, ip)).code).toBe(1);
    const right = sink.codeFor(email) ?? "";
    const wrong = right === "000000" ? "111111" : "000000";
    expect((await register(email, taken[0] ?? "", wrong, ip)).msg).toBe(CODE_WRONG);
    expect((await register(email, "nobody_yet", wrong, ip)).msg).toBe(CODE_WRONG);
  });
});
