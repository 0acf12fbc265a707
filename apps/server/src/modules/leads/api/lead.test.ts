import { randomUUID } from "node:crypto";
import { LEAD_INITIAL } from "@corp/domain/lead-settings";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { solvedCaptcha } from "../../../test/click-captcha.ts";
import { setConfig, useMailSink } from "../../../test/member.ts";
import { mailHeader, type SmtpSink, smtpSink } from "../../../test/smtp-sink.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { LEAD_SENDS_PER_IP } from "../lead-submit.ts";

type Answer = {
  code: number;
  msg: string;
  data: { fields?: Record<string, string>; captcha?: boolean } | null;
};

describe("the lead form's API", () => {
  let t: TestApp;
  let sink: SmtpSink;
  const filled = {
    name: "Li Ming",
    mobile: "13800138000",
    message: "Samples of CX500, please",
    consent: true,
  };

  /** A visitor's send from `ip`; it resolves once the mail queued after the answer has gone. */
  const send = async (body: object, ip: string, lang = "en"): Promise<Answer> => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/lead/submit",
      remoteAddress: ip,
      headers: { "think-lang": lang, "user-agent": "lead-test/1.0" },
      payload: { key: randomUUID(), page: "/contact", ...body },
    });
    await t.services.deliveries.idle();
    return res.json();
  };
  /** The form's fields as the settings page saves them: those shown, those required. */
  const showFields = async (shown: string[], required: string[]) => {
    await setConfig(t, "lead_fields", shown);
    await setConfig(t, "lead_required", required);
  };
  const leadsFrom = (ip: string) =>
    t.services.db.selectFrom("lead").selectAll().where("ip", "=", ip).orderBy("id").execute();

  beforeAll(async () => {
    t = await createTestApp();
    sink = await smtpSink();
    await useMailSink(t, sink);
    await setConfig(t, "lead_notify_emails", "sales@example.com, boss@example.com");
    // The site-wide limits have tests of their own below; the others send freely.
    await setConfig(t, "lead_site_captcha_per_minute", 10_000);
    await setConfig(t, "lead_mails_per_hour", 1000);
  });
  afterAll(async () => {
    await sink.close();
    await t.close();
  });

  it("answers the fields the settings show, and follows a change of them", async () => {
    const form = async () => (await t.app.inject({ method: "GET", url: "/api/lead/form" })).json().data;
    expect((await form()).fields).toHaveLength(7);
    await showFields(["email", "message"], ["email"]);
    // The answer is kept until the settings change, which this server sees within a quarter second.
    t.app.contentVersions.invalidate();
    expect(await form()).toEqual({
      fields: [
        { name: "email", required: true },
        { name: "message", required: false },
      ],
      privacyLink: "",
      privacyText: "",
    });
    await showFields(LEAD_INITIAL.fields, LEAD_INITIAL.required);
  });

  it("stores a lead with its time, page, address and browser, and mails the configured addresses", async () => {
    const before = sink.received.length;
    const answer = await send({ ...filled, company: "ACME", subject: "Samples" }, "10.1.0.1");
    expect(answer).toMatchObject({
      code: 1,
      msg: "Thank you, your message has been sent. We will be in touch soon.",
    });
    const [lead] = await leadsFrom("10.1.0.1");
    expect(lead).toMatchObject({
      status: "new",
      name: "Li Ming",
      company: "ACME",
      consent: 1,
      page: "/contact",
      useragent: "lead-test/1.0",
    });
    expect(Math.abs(Number(lead?.create_time) - Date.now() / 1000)).toBeLessThan(10);
    const mail = sink.received.slice(before);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.to).toEqual(["sales@example.com", "boss@example.com"]);
    expect(mail[0]?.raw).toMatch(/Subject: =\?UTF-8\?/);
    expect(mail[0]?.text).toContain("姓名：Li Ming");
    expect(mail[0]?.text).toContain("留言内容：Samples of CX500, please");
    expect(mail[0]?.text).toContain("来源页面：/contact");
  });

  it("sets the notification's Reply-To to the visitor's address when he gives one", async () => {
    const before = sink.received.length;
    await send({ ...filled, email: "li.ming@example.com" }, "10.7.0.1");
    await send(filled, "10.7.0.2");
    const [withAddress, without] = sink.received.slice(before);
    expect(mailHeader(withAddress?.raw ?? "", "Reply-To")).toBe("Li Ming <li.ming@example.com>");
    expect(withAddress?.to).toEqual(["sales@example.com", "boss@example.com"]);
    expect(mailHeader(without?.raw ?? "", "Reply-To")).toBeUndefined();
  });

  it("refuses a send that misses the form, field by field in the visitor's language, storing nothing", async () => {
    const en = await send({ name: "", mobile: "12", email: "nope", message: "hi" }, "10.1.0.2");
    expect(en).toMatchObject({ code: 0, msg: "Name is required" });
    expect(en.data?.fields).toEqual({
      name: "Name is required",
      mobile: "Please enter a valid phone number",
      email: "Please enter the correct email address",
      consent: "Please read and accept the privacy notice",
    });
    const zh = await send({ ...filled, message: "" }, "10.1.0.2", "zh-cn");
    expect(zh.data?.fields).toEqual({ message: "请填写留言内容" });
    expect(await leadsFrom("10.1.0.2")).toEqual([]);
  });

  it("takes what the settings make optional, and ignores fields the form does not show", async () => {
    await showFields(["email", "message"], ["message"]);
    expect((await send({ message: "Just a question", name: "ignored" }, "10.1.0.3")).code).toBe(1);
    expect(await leadsFrom("10.1.0.3")).toMatchObject([{ name: "", message: "Just a question", consent: 0 }]);
    await showFields(LEAD_INITIAL.fields, LEAD_INITIAL.required);
  });

  it("answers a filled honeypot as any send, stores it as spam and mails nobody", async () => {
    const before = sink.received.length;
    const answer = await send({ ...filled, website: "http://spam.example.com" }, "10.1.0.4");
    expect(answer.code).toBe(1);
    expect(await leadsFrom("10.1.0.4")).toMatchObject([{ status: "spam" }]);
    expect(sink.received.length).toBe(before);
  });

  it("asks for the click captcha after the settings' number of sends from one address, and takes a solved one", async () => {
    await setConfig(t, "lead_captcha_after", 2);
    const ip = "10.1.0.5";
    expect((await send(filled, ip)).code).toBe(1);
    expect((await send(filled, ip)).code).toBe(1);
    const asked = await send(filled, ip);
    expect(asked).toMatchObject({
      code: 0,
      msg: "Please complete the click captcha!",
      data: { captcha: true },
    });
    const wrong = await send({ ...filled, captchaId: "lead-none", captchaInfo: "1,1-2,2-3,3;175;100" }, ip);
    expect(wrong).toMatchObject({ code: 0, data: { captcha: true } });
    const solved = await solvedCaptcha(t);
    expect((await send({ ...filled, ...solved }, ip)).code).toBe(1);
    // The captcha is used up by the send it passed.
    expect((await send({ ...filled, ...solved }, ip)).code).toBe(0);
    expect(await leadsFrom(ip)).toHaveLength(3);
    // Another address starts afresh.
    expect((await send(filled, "10.1.0.6")).code).toBe(1);
    await setConfig(t, "lead_captcha_after", 3);
  });

  it("stores a send retried with its key once, also when the retries arrive together", async () => {
    const key = randomUUID();
    const ip = "10.1.0.7";
    const before = sink.received.length;
    expect((await send({ ...filled, key }, ip)).code).toBe(1);
    expect((await send({ ...filled, key }, ip)).code).toBe(1);
    const again = randomUUID();
    const together = await Promise.all([1, 2, 3].map(() => send({ ...filled, key: again }, "10.1.0.8")));
    expect(together.map((a) => a.code)).toEqual([1, 1, 1]);
    const stored = await t.services.db
      .selectFrom("lead")
      .select("submit_key")
      .where("submit_key", "in", [key, again])
      .execute();
    expect(stored).toHaveLength(2);
    expect(sink.received.length).toBe(before + 2);
  });

  it("caps one address at the shared throttle's sends an hour, captcha or not", async () => {
    const ip = "10.1.0.9";
    for (let i = 0; i < LEAD_SENDS_PER_IP.limit; i++)
      await t.services.throttle.hit(`lead:ip:${ip}`, LEAD_SENDS_PER_IP);
    expect(await send(filled, ip)).toMatchObject({
      code: 0,
      msg: "Too many messages from your address, please try again later",
    });
    expect(await leadsFrom(ip)).toEqual([]);
  });

  it("asks every address for the captcha once the site has had the settings' sends within a minute", async () => {
    await setConfig(t, "lead_site_captcha_per_minute", 3);
    await t.services.throttle.clear(["lead-captcha:site"]);
    try {
      for (const ip of ["10.2.0.1", "10.2.0.2", "10.2.0.3"]) expect((await send(filled, ip)).code).toBe(1);
      // A fourth address, on its first send: the flood from many addresses meets the captcha.
      expect(await send(filled, "10.2.0.4")).toMatchObject({ code: 0, data: { captcha: true } });
      expect(await leadsFrom("10.2.0.4")).toEqual([]);
      expect((await send({ ...filled, ...(await solvedCaptcha(t)) }, "10.2.0.4")).code).toBe(1);
      expect(await leadsFrom("10.2.0.4")).toHaveLength(1);
    } finally {
      await setConfig(t, "lead_site_captcha_per_minute", 10_000);
    }
  });

  it("tells the leads past the hour's single mails in one digest mail", async () => {
    await setConfig(t, "lead_mails_per_hour", 2);
    await t.services.throttle.clear(["lead-mail:site"]);
    const before = sink.received.length;
    try {
      const ips = ["10.3.0.1", "10.3.0.2", "10.3.0.3", "10.3.0.4", "10.3.0.5"];
      for (const [i, ip] of ips.entries()) {
        const res = await t.app.inject({
          method: "POST",
          url: "/api/lead/submit",
          remoteAddress: ip,
          payload: { key: randomUUID(), ...filled, name: `Flood ${i}` },
        });
        expect(res.json().code).toBe(1);
      }
      // Two single mails go at once; the digest waits for its minutes, or for the server to close.
      await expect.poll(() => sink.received.length - before).toBe(2);
      t.services.deliveries.pushDelayedNow();
      await t.services.deliveries.idle();
      const mails = sink.received.slice(before);
      expect(mails).toHaveLength(3);
      const digest = mails[2];
      expect(digest?.subject).toContain("3 条新的在线留言");
      expect(digest?.to).toEqual(["sales@example.com", "boss@example.com"]);
      const leads = await t.services.db
        .selectFrom("lead")
        .select(["id", "name"])
        .where("ip", "in", ips.slice(2))
        .orderBy("id")
        .execute();
      expect(leads.map((l) => l.name)).toEqual(["Flood 2", "Flood 3", "Flood 4"]);
      for (const lead of leads) expect(digest?.text).toContain(`#${lead.id} `);
      expect(digest?.text).not.toContain("Flood 0");
    } finally {
      await setConfig(t, "lead_mails_per_hour", 1000);
    }
  });

  it("stores the send when the mail server cannot be reached, and logs the failure", async () => {
    const failures: string[] = [];
    const report = t.services.deliveries.onError;
    t.services.deliveries.onError = (_error, what) => failures.push(what);
    await setConfig(t, "smtp_port", "1");
    try {
      expect((await send(filled, "10.1.0.10")).code).toBe(1);
      expect(await leadsFrom("10.1.0.10")).toHaveLength(1);
      expect(failures).toEqual([expect.stringMatching(/^notification of lead \d+$/)]);
    } finally {
      t.services.deliveries.onError = report;
      await useMailSink(t, sink);
    }
  });
});
