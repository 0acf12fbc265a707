import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "@playwright/test";
import { type SmtpSink, smtpSink } from "../../apps/server/src/test/smtp-sink.ts";
import { ADMIN_PASSWORD } from "./helpers.ts";

export { type SmtpSink, smtpSink };

/** The admin's REST calls a test needs, with a token from a real login (the captcha is off in tests). */
export async function adminApi(request: APIRequestContext) {
  const login = await (
    await request.post("/admin/index/login", { data: { username: "admin", password: ADMIN_PASSWORD } })
  ).json();
  const token = login.data.userInfo.token as string;
  return {
    /** Saves site settings by name (BuildAdmin's routine.Config/edit). */
    saveConfig: async (values: Record<string, unknown>) => {
      const answer = await (
        await request.post("/admin/routine.Config/edit", { data: values, headers: { batoken: token } })
      ).json();
      expect(answer.code).toBe(1);
    },
    /**
     * Deletes members by username (BuildAdmin's user.User/del): a test's own accounts, so the accounts one
     * address may open in an hour stay free for the tests after it.
     */
    removeMembers: async (usernames: string[]) => {
      const headers = { batoken: token };
      for (const username of usernames) {
        const found = await (
          await request.get(`/admin/user.User/index?quickSearch=${encodeURIComponent(username)}`, { headers })
        ).json();
        for (const member of found.data.list as { id: number; username: string }[]) {
          if (member.username !== username) continue;
          const answer = await (
            await request.delete(`/admin/user.User/del?ids[]=${member.id}`, { headers })
          ).json();
          expect(answer.code, answer.msg).toBe(1);
        }
      }
    },
    /** Adds a change of a member's balance in yuan, as the REST API takes money (BuildAdmin's user.MoneyLog/add). */
    addMoney: async (username: string, yuan: number, memo: string) => {
      const headers = { batoken: token };
      const found = await (
        await request.get(`/admin/user.User/index?quickSearch=${encodeURIComponent(username)}`, { headers })
      ).json();
      const member = (found.data.list as { id: number; username: string }[]).find(
        (m) => m.username === username,
      );
      expect(member, username).toBeDefined();
      const answer = await (
        await request.post("/admin/user.MoneyLog/add", {
          data: { user_id: member?.id, money: yuan, memo },
          headers,
        })
      ).json();
      expect(answer.code, answer.msg).toBe(1);
    },
  };
}

/** Points the site's mail settings at the test's SMTP server. */
export async function useMailSink(request: APIRequestContext, sink: SmtpSink) {
  await (await adminApi(request)).saveConfig({
    smtp_server: "127.0.0.1",
    smtp_port: String(sink.port),
    smtp_verification: "",
    smtp_sender_mail: "site@example.com",
  });
}

/**
 * The code mailed to `to` after `since` mails had arrived, once it has arrived. The mail leaves after the
 * answer (the server's background queue), so on a busy machine it may take some seconds.
 */
export async function mailedCode(sink: SmtpSink, to: string, since: number): Promise<string> {
  await expect.poll(() => sink.received.slice(since).some((m) => m.to.includes(to))).toBe(true);
  const code = sink.codeFor(to);
  if (!code) throw new Error(`no code in the mail to ${to}`);
  return code;
}

/** Fills the member login form and waits for the member centre. */
export async function memberLogin(page: Page, username: string, password: string) {
  await page.goto("/user/login");
  await page.getByLabel("用户名").fill(username);
  await page.getByLabel("密码", { exact: true }).fill(password);
  await page.getByRole("button", { name: "登录", exact: true }).click();
  await expect(page).toHaveURL(/\/user\/account\/overview/);
}

/** Registers a member over the API with a mailed code; answers the member's info as the login stores it. */
export async function registerMember(
  request: APIRequestContext,
  sink: SmtpSink,
  member: { username: string; email: string; password: string },
) {
  const since = sink.received.length;
  const sent = await request.post("/api/Ems/send", {
    data: { email: member.email, event: "user_register", captchaId: "", captchaInfo: "" },
  });
  const codeSent = (await sent.json()) as { code: number; msg: string };
  expect(codeSent.code, `the code is sent: ${codeSent.msg}`).toBe(1);
  const answer = await (
    await request.post("/api/user/checkIn", {
      data: {
        tab: "register",
        username: member.username,
        password: member.password,
        registerType: "email",
        email: member.email,
        captcha: await mailedCode(sink, member.email, since),
      },
    })
  ).json();
  expect(answer.code).toBe(1);
  return answer.data.userInfo as { id: number; token: string };
}
