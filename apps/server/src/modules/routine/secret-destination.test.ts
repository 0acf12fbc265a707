import { t as text } from "@corp/domain/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailSettingsFrom, sendMail } from "../../services/mail.ts";
import { loadConfig } from "../../services/site-config.ts";
import { callerFor, limitedAdmin, superCaller } from "../../test/admin-caller.ts";
import { closedPort } from "../../test/closed-port.ts";
import { type SmtpSink, smtpSink } from "../../test/smtp-sink.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { marketSettingsFrom } from "../market/market-client.ts";

/**
 * A secret goes only where it was saved for (issue 24, M2): an admin who may edit the settings but does
 * not know the SMTP password or the market token cannot point them at his own server and collect them.
 */
describe("secrets stay with the destination they were saved for", () => {
  let t: TestApp;
  let site: SmtpSink;
  let thief: SmtpSink;
  beforeAll(async () => {
    t = await createTestApp();
    site = await smtpSink();
    thief = await smtpSink();
    await (await superCaller(t)).routine.config.saveGroup({
      group: "mail",
      values: {
        smtp_server: "127.0.0.1",
        smtp_port: String(site.port),
        smtp_user: "mailer",
        smtp_pass: "site-mail-secret",
        smtp_verification: "",
        smtp_sender_mail: "site@example.com",
      },
    });
  });
  afterAll(async () => {
    await site.close();
    await thief.close();
    await t.close();
  });

  const mailNow = async () => {
    const settings = mailSettingsFrom(await loadConfig(t.services.db), t.services.secrets);
    if (!settings) throw new Error("mail is not configured");
    await sendMail(settings, { to: "member@example.com", subject: "code", text: "123456" });
  };

  it("refuses a new mail server or port saved without the password, and the next mail still goes home", async () => {
    const { token } = await limitedAdmin(t, "settings", ["routine", "routine/config", "routine/config/edit"]);
    const editor = callerFor(t, token);
    for (const values of [
      { smtp_port: String(thief.port) },
      { smtp_server: "localhost", smtp_port: String(thief.port), smtp_pass: "" },
    ]) {
      await expect(editor.routine.config.saveGroup({ group: "mail", values })).rejects.toMatchObject({
        cause: {
          key: "secretNeedsReentry",
          params: { secret: "SMTP 密码", destination: "SMTP 服务器、SMTP 端口" },
        },
      });
    }
    await expect(editor.routine.config.edit({ smtp_port: String(thief.port) })).rejects.toMatchObject({
      cause: { key: "secretNeedsReentry" },
    });
    await mailNow();
    expect(thief.received).toEqual([]);
    expect(site.received.at(-1)).toMatchObject({ user: "mailer", pass: "site-mail-secret" });
  });

  it("sends no password to a server the settings name by another way than saving them", async () => {
    // A server changed behind the settings page (a restore, a rollback, the database itself).
    await t.services.db
      .updateTable("config")
      .set({ value: JSON.stringify(String(thief.port)) })
      .where("name", "=", "smtp_port")
      .execute();
    await mailNow();
    expect(thief.received.at(-1)).toMatchObject({ to: ["member@example.com"], user: "", pass: "" });
    expect(JSON.stringify(thief.received)).not.toContain("site-mail-secret");
    await t.services.db
      .updateTable("config")
      .set({ value: JSON.stringify(String(site.port)) })
      .where("name", "=", "smtp_port")
      .execute();
  });

  it("keeps the market token to the market it was saved for", async () => {
    const root = await superCaller(t);
    await root.routine.config.saveGroup({
      group: "market",
      values: { module_market_url: "https://market.example.com/api", module_market_token: "acct-secret" },
    });
    await expect(
      root.routine.config.saveGroup({
        group: "market",
        values: { module_market_url: "https://evil.example.com/api", module_market_token: "" },
      }),
    ).rejects.toMatchObject({ cause: { key: "secretNeedsReentry" } });
    expect(marketSettingsFrom(await loadConfig(t.services.db), t.services.secrets).token).toBe("acct-secret");
    await t.services.db
      .updateTable("config")
      .set({ value: JSON.stringify("https://evil.example.com/api") })
      .where("name", "=", "module_market_url")
      .execute();
    expect(marketSettingsFrom(await loadConfig(t.services.db), t.services.secrets)).toEqual({
      url: "https://evil.example.com/api",
      token: "",
    });
    // Entered again with the new address, it goes there.
    await root.routine.config.saveGroup({
      group: "market",
      values: { module_market_url: "https://evil.example.com/api", module_market_token: "new-secret" },
    });
    expect(marketSettingsFrom(await loadConfig(t.services.db), t.services.secrets).token).toBe("new-secret");
  });

  it("answers a test mail to a closed port and to a refused login in the same words", async () => {
    const root = await superCaller(t);
    const refusing = await smtpSink({ refuseLogin: true });
    try {
      const answers: unknown[] = [];
      for (const port of [await closedPort(), refusing.port]) {
        const failed = await root.routine.config
          .sendTestMail({ to: "ops@example.com", settings: { smtp_port: String(port), smtp_pass: "guess" } })
          .catch((error: { cause?: { key?: string; params?: unknown } }) => error.cause);
        answers.push(failed);
      }
      expect(answers[0]).toMatchObject({ key: "mailTestFailed", params: {} });
      expect(answers[1]).toEqual(answers[0]);
      expect(text("mailTestFailed", "en")).not.toMatch(/ECONNREFUSED|Invalid/);
    } finally {
      await refusing.close();
    }
  });
});
