import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { solveClickCaptchaImage } from "../../apps/server/src/test/captcha-solver.ts";
import { expect, test } from "./fixtures.ts";
import { ADMIN_PASSWORD, openAdmin, openFromMenu, settled } from "./helpers.ts";
import { adminApi, type SmtpSink, smtpSink, useMailSink } from "./member-helpers.ts";
import { gotoReady } from "./portal-helpers.ts";
import { screenshot } from "./screenshots.ts";

const PHONE = { width: 375, height: 812 };

/** The fixed site header, left out of a form's pictures (it would cover the form where the page scrolls). */
const NO_HEADER = ".site-header { visibility: hidden; }";

/** A visitor on a phone, in a browser of his own, with zh-cn or en chosen (the page's language is its address's). */
async function visitor(browser: Browser, origin: string, lang: "zh-cn" | "en" = "zh-cn") {
  const context = await browser.newContext({ viewport: PHONE, locale: lang === "en" ? "en-US" : "zh-CN" });
  await context.addCookies([{ name: "lang", value: lang, url: origin }]);
  return { page: await context.newPage(), close: () => context.close() };
}

/** The leads whose text holds `text`, as the admin's REST list answers them. */
async function storedLeads(request: APIRequestContext, text: string) {
  const login = await (
    await request.post("/admin/index/login", { data: { username: "admin", password: ADMIN_PASSWORD } })
  ).json();
  const answer = await (
    await request.get(`/admin/content.Lead/index?quickSearch=${encodeURIComponent(text)}&limit=100`, {
      headers: { batoken: login.data.userInfo.token },
    })
  ).json();
  return answer.data.list as { submit_key: string; message: string; status: string }[];
}

/** Clicks the characters the form's click captcha asks for, reading its picture as a person does. */
async function passCaptcha(page: Page, src: string) {
  const captcha = page.getByTestId("lead-captcha");
  const chars = [...(await captcha.locator("strong").innerText()).matchAll(/“(.)”/g)].map((m) => m[1] ?? "");
  const png = Buffer.from(src.replace(/^data:image\/png;base64,/, ""), "base64");
  const picture = captcha.locator("img");
  const box = await picture.boundingBox();
  if (!box) throw new Error("the captcha picture has no box");
  for (const point of await solveClickCaptchaImage(png, chars))
    await picture.click({ position: { x: (point.x * box.width) / 350, y: (point.y * box.height) / 200 } });
}

type Step = "sent" | "network" | "captcha";

/**
 * Sends the filled form as a visitor does, until it is stored: the click captcha solved whenever the form
 * shows a new picture, the send pressed again when it got no answer. Answers how many captchas it met;
 * the first one is photographed to `shot`, when given.
 */
async function sendUntilStored(page: Page, shot?: string): Promise<number> {
  const form = page.getByTestId("lead-form");
  const sent = page.getByRole("status").filter({ hasText: "留言已提交" });
  const network = form.getByText(/^网络异常/);
  const pictures = page.locator('[data-testid="lead-captcha"] img');
  let solved = "";
  let captchas = 0;
  await form.getByRole("button", { name: "提交留言" }).click();
  for (;;) {
    let step: Step | undefined;
    await expect
      .poll(async () => {
        if (await sent.isVisible()) step = "sent";
        else if (await network.isVisible()) step = "network";
        else {
          const [src = ""] = await pictures.evaluateAll((els) =>
            els.map((el) => el.getAttribute("src") ?? ""),
          );
          step = src.startsWith("data:image/png") && src !== solved ? "captcha" : undefined;
        }
        return step;
      })
      .toBeTruthy();
    if (step === "sent") return captchas;
    if (step === "network") await form.getByRole("button", { name: "提交留言" }).click();
    if (step === "captcha") {
      captchas++;
      if (captchas === 1 && shot) await screenshot(form, { path: shot, style: NO_HEADER });
      solved = (await pictures.first().getAttribute("src")) ?? "";
      await passCaptcha(page, solved);
    }
  }
}

test.describe("leads", () => {
  let sink: SmtpSink;
  test.beforeAll(async () => {
    sink = await smtpSink();
  });
  test.afterAll(async () => {
    await sink.close();
  });

  test("a visitor sends a lead from the contact page on a phone; the admin finds it, a mail arrives", async ({
    browser,
    page,
    request,
    baseURL,
  }) => {
    await useMailSink(request, sink);
    await (await adminApi(request)).saveConfig({ lead_notify_emails: "sales@example.com" });
    const origin = baseURL ?? "";
    const words = `想申请 CX500 样片 ${Date.now()}`;

    // In English first (its address): a send missing its fields is refused beside each of them.
    const english = await visitor(browser, origin, "en");
    await gotoReady(english.page, "/en/contact");
    const enForm = english.page.getByTestId("lead-form");
    await enForm.getByRole("button", { name: "Send message" }).click();
    await expect(enForm.getByLabel("Name")).toHaveAccessibleDescription("Name is required");
    await expect(enForm.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
    await expect(enForm.getByLabel("Message")).toHaveAccessibleDescription("Message is required");
    await expect(enForm.getByRole("checkbox")).toHaveAccessibleDescription(
      "Please read and accept the privacy notice",
    );
    await expect(enForm.getByRole("status")).toHaveText(
      "Please correct the fields marked above and send again",
    );
    await screenshot(enForm, { path: "test-results/lead-form-375-en.png", style: NO_HEADER });
    await english.close();

    const { page: phone, close } = await visitor(browser, origin);
    const complaints: string[] = [];
    phone.on("console", (message) => {
      if (message.type() === "error") complaints.push(message.text());
    });
    await gotoReady(phone, "/contact");
    const form = phone.getByTestId("lead-form");
    await expect(form.getByRole("heading", { name: "在线留言" })).toBeVisible();
    await form.getByLabel("姓名").fill("李明");
    await form.getByLabel("电话").fill("138 0013 8000");
    await form.getByLabel("电子邮箱").fill("liming@example.com");
    await form.getByLabel("公司名称").fill("示例科技有限公司");
    await form.getByLabel("主题").fill("样片申请");
    await form.getByLabel("留言内容").fill(words);
    await form.getByRole("checkbox").check();
    await screenshot(form, { path: "test-results/lead-form-375-zh-cn.png", style: NO_HEADER });
    expect(
      await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await form.getByRole("button", { name: "提交留言" }).click();
    await expect(phone.getByRole("status").filter({ hasText: "留言已提交" })).toBeVisible();
    // The island took over the server's markup as it was (React says so when it cannot).
    expect(complaints.filter((text) => /hydrat|did(n't| not) match/i.test(text))).toEqual([]);
    await close();

    await expect
      .poll(() => sink.received.find((m) => m.to.includes("sales@example.com") && m.text.includes(words)))
      .toBeTruthy();
    const mail = sink.received.find((m) => m.text.includes(words));
    expect(mail?.text).toContain("姓名：李明");
    expect(mail?.text).toContain("来源页面：/contact");

    await openAdmin(page, "/admin/content/lead");
    const row = page.getByRole("row").filter({ hasText: "李明" });
    await expect(row).toBeVisible();
    await expect(row.getByText("新留言")).toBeVisible();
    await row.getByRole("button", { name: "查看" }).click();
    await expect(page.getByTestId("lead-detail")).toContainText(words);
    await settled(page);
    await screenshot(page, { path: "test-results/lead-inbox-detail.png" });
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("lead-detail")).toBeHidden();
    await settled(page);
    await screenshot(page, { path: "test-results/lead-inbox.png" });

    // The settings refuse a wrong address with their own words, and keep the one saved.
    await openFromMenu(page, "/admin/routine/config");
    await page.getByRole("tab", { name: "在线留言" }).click();
    const notify = page.getByLabel("通知邮箱");
    await expect(notify).toHaveValue("sales@example.com");
    await notify.fill("sales@example.com, not-an-address");
    await page.getByRole("tabpanel").getByRole("button", { name: "保存" }).click();
    const refusal = page.getByRole("alert").filter({ hasText: "这一项不正确：not-an-address" });
    await expect(refusal).toBeVisible();
    await refusal.scrollIntoViewIfNeeded();
    await settled(page);
    await screenshot(page, { path: "test-results/lead-settings.png" });
    await page.reload();
    await page.getByRole("tab", { name: "在线留言" }).click();
    await expect(page.getByLabel("通知邮箱")).toHaveValue("sales@example.com");
  });

  test("30 sends in a minute from one address meet the click captcha, and each is stored once", async ({
    browser,
    request,
    baseURL,
  }) => {
    // 30 sends and the 27 captchas solved among them are a bounded amount of work, which took 59 s on CI's
    // two cores and over 120 s with another suite running beside it: the limit is for a run that hangs.
    test.setTimeout(300_000);
    const run = `burst-${Date.now()}`;
    const { page: phone, close } = await visitor(browser, baseURL ?? "");
    const keys: string[] = [];
    phone.on("request", (req) => {
      if (req.method() === "POST" && req.url().endsWith("/api/lead/submit"))
        keys.push(JSON.parse(req.postData() ?? "{}").key);
    });
    await gotoReady(phone, "/contact");
    const form = phone.getByTestId("lead-form");
    let captchas = 0;
    let lost = false;
    const started = Date.now();
    for (let n = 1; n <= 30; n++) {
      await form.getByLabel("姓名").fill(`访客${n}`);
      await form.getByLabel("电话").fill("13800138000");
      await form.getByLabel("留言内容").fill(`${run} #${n}`);
      await form.getByRole("checkbox").check();
      if (n === 7)
        // The answer to the send that stores this lead is lost on the way back: the visitor sends it again.
        await phone.route("**/api/lead/submit", async (route) => {
          const response = await route.fetch();
          if (!lost && (await response.json()).code === 1) {
            lost = true;
            await route.abort("failed");
          } else await route.fulfill({ response });
        });
      captchas += await sendUntilStored(
        phone,
        captchas === 0 ? "test-results/lead-form-captcha-375.png" : undefined,
      );
      if (n === 7) await phone.unroute("**/api/lead/submit");
      await phone.getByRole("button", { name: "再写一条留言" }).click();
    }
    const seconds = (Date.now() - started) / 1000;
    await close();
    // The seeded site asks after 3 sends in 10 minutes; the lead of the test before came from here too.
    expect(lost).toBe(true);
    expect(captchas).toBeGreaterThanOrEqual(27);
    const stored = await storedLeads(request, run);
    const sentKeys = new Set(keys);
    expect(sentKeys.size).toBe(30);
    expect(stored).toHaveLength(30);
    expect(new Set(stored.map((lead) => lead.submit_key))).toEqual(sentKeys);
    expect(stored.every((lead) => lead.status === "new")).toBe(true);
    test
      .info()
      .annotations.push({ type: "burst", description: `30 sends, ${captchas} captchas, ${seconds} s` });
  });
});
