import type { SmtpSink } from "./smtp-sink.ts";
import type { TestApp } from "./test-app.ts";

/** Points the site's mail settings at a local SMTP server. */
export async function useMailSink(t: TestApp, sink: SmtpSink): Promise<void> {
  const values: Record<string, string> = {
    smtp_server: "127.0.0.1",
    smtp_port: String(sink.port),
    smtp_verification: "",
    smtp_sender_mail: "site@example.com",
  };
  for (const [name, value] of Object.entries(values)) {
    await t.services.db
      .updateTable("config")
      .set({ value: JSON.stringify(value) })
      .where("name", "=", name)
      .execute();
  }
}

/** Sets one site setting. */
export async function setConfig(t: TestApp, name: string, value: unknown): Promise<void> {
  await t.services.db
    .updateTable("config")
    .set({ value: JSON.stringify(value) })
    .where("name", "=", name)
    .execute();
}

/** One site setting as stored. */
export async function configValue(t: TestApp, name: string): Promise<unknown> {
  const row = await t.services.db
    .selectFrom("config")
    .select("value")
    .where("name", "=", name)
    .executeTakeFirstOrThrow();
  return row.value;
}

/**
 * A member API call as the member centre makes it. It resolves once the work queued after the answer
 * (a code's mail) is done too, so a test reads the mail the call sent.
 */
export function memberCall(t: TestApp, token = "") {
  return async (method: "GET" | "POST", url: string, payload?: object, ip = "127.0.0.1") => {
    const res = await t.app.inject({
      method,
      url,
      remoteAddress: ip,
      headers: { "think-lang": "en", ...(token ? { "ba-user-token": token } : {}) },
      ...(payload ? { payload } : {}),
    });
    await t.services.deliveries.idle();
    return res.json() as { code: number; msg: string; data: Record<string, unknown> | null };
  };
}

/** Registers a member by the email code, as the member centre does; answers the member's tokens. */
export async function registerByEmail(
  t: TestApp,
  sink: SmtpSink,
  member: { username: string; email: string; password?: string },
  ip = "127.0.0.1",
): Promise<{ token: string; refreshToken: string; id: number }> {
  const call = memberCall(t);
  const sent = await call(
    "POST",
    "/api/Ems/send",
    { email: member.email, event: "user_register", captchaId: "off", captchaInfo: "off" },
    ip,
  );
  if (sent.code !== 1) throw new Error(`code not sent: ${sent.msg}`);
  const answer = await call(
    "POST",
    "/api/user/checkIn",
    {
      tab: "register",
      username: member.username,
      password: member.password ?? "s3cret-pass",
      registerType: "email",
      email: member.email,
      captcha: sink.codeFor(member.email),
      keep: true,
    },
    ip,
  );
  if (answer.code !== 1) throw new Error(`not registered: ${answer.msg}`);
  const info = (answer.data as { userInfo: { token: string; refresh_token: string; id: number } }).userInfo;
  return { token: info.token, refreshToken: info.refresh_token, id: info.id };
}

/** Fetches click captcha `id` and answers it as a person would, from the glyphs the server stored. */
export async function solveCaptcha(
  t: TestApp,
  id: string,
): Promise<{ captchaId: string; captchaInfo: string }> {
  await t.app.inject({ method: "GET", url: `/api/common/clickCaptcha?id=${id}` });
  const row = await t.services.db
    .selectFrom("captcha")
    .select("captcha")
    .where("key", "=", id)
    .executeTakeFirstOrThrow();
  const stored = (typeof row.captcha === "string" ? JSON.parse(row.captcha) : row.captcha) as {
    glyphs: { x: number; y: number }[];
  };
  // The picture is shown at half its size (175 x 100).
  const clicks = stored.glyphs.map((g) => `${g.x / 2},${g.y / 2}`).join("-");
  return { captchaId: id, captchaInfo: `${clicks};175;100` };
}
