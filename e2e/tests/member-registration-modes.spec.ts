import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { openAdmin } from "./helpers.ts";
import { adminApi, mailedCode, type SmtpSink, smtpSink, useMailSink } from "./member-helpers.ts";
import { screenshot } from "./screenshots.ts";

// The tests change the site's settings: one after the other, the site's default mode restored at the end.
test.describe.configure({ mode: "serial" });

const LANGUAGES = [
  {
    lang: "zh-cn",
    mobile: "13800138001",
    register: "注册",
    login: "登录",
    username: "用户名",
    password: "密码",
    confirm: "确认密码",
    address: "邮箱或手机号",
    email: "电子邮箱",
    code: "验证码",
    sendCode: "获取验证码",
    needsApproval: "注册需要管理员审核，审核通过后才能登录",
    needsNothing: "注册无需验证邮箱或手机号",
    needsEmail: "注册需要验证邮箱",
    awaiting: "注册成功，等待审核",
    refused: "账号正在等待管理员审核！",
    filters: "筛选",
    status: "状态",
    pending: "待审核",
    search: "搜索",
    approve: "审核通过",
  },
  {
    lang: "en",
    mobile: "13800138002",
    register: "Register",
    login: "Log in",
    username: "Username",
    password: "Password",
    confirm: "Confirm password",
    address: "Email or mobile number",
    email: "Email",
    code: "Code",
    sendCode: "Send code",
    needsApproval: "Registration requires the administrator's approval before you can log in",
    needsNothing: "Registration needs no verified email or mobile number",
    needsEmail: "Registration requires a verified email",
    awaiting: "Registered: awaiting approval",
    refused: "Your account is awaiting the administrator's approval!",
    filters: "Filters",
    status: "Status",
    pending: "Pending",
    search: "Search",
    approve: "Approve",
  },
] as const;
type Words = (typeof LANGUAGES)[number];

/** A page in language `lang`, on the member login with the register tab open. */
async function registerTab(page: Page, words: Words) {
  await page.addInitScript((chosen) => localStorage.setItem("lang", chosen), words.lang);
  await page.goto("/user/login");
  await page.getByRole("tab", { name: words.register }).click();
  // The start-up overlay stays a second after the app mounts (SPEC §4).
  await expect(page.locator("#app-loading")).toHaveCount(0);
}

/** The register form's field labelled `label`, its required mark or optional note beside it. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}`));

/** Fills the register form's name and passwords. */
async function fillAccount(page: Page, words: Words, username: string) {
  await page.getByLabel(words.username).fill(username);
  await field(page, words.password).fill("member-Pass1");
  await page.getByLabel(words.confirm).fill("member-Pass1");
}

async function logIn(page: Page, words: Words, username: string) {
  await page.getByRole("tab", { name: words.login }).click();
  await page.getByLabel(words.username).fill(username);
  await page.getByLabel(words.password, { exact: true }).fill("member-Pass1");
  await page.getByRole("button", { name: words.login, exact: true }).click();
}

/** The admin, in the same language, filters the members waiting and approves `username`. */
async function approveInAdmin(browser: Browser, words: Words, username: string) {
  const page = await browser.newPage();
  await page.addInitScript((chosen) => localStorage.setItem("lang", chosen), words.lang);
  await openAdmin(page, "/admin/user/user");
  const table = page.getByTestId("crud-table-user.user");
  await table.getByRole("button", { name: words.filters }).click();
  await page
    .getByTestId("crud-filter-status")
    .getByLabel(words.status, { exact: true })
    .selectOption({ label: words.pending });
  await page.getByRole("button", { name: words.search, exact: true }).click();
  const row = table.locator("tbody tr", { hasText: username });
  await expect(row.getByText(words.pending, { exact: true })).toBeVisible();
  await expect(table.locator("tbody tr")).toHaveCount(1);
  await table.getByRole("button", { name: words.filters }).click();
  await expect(page.locator("#app-loading")).toHaveCount(0);
  await screenshot(page, { path: `test-results/members-pending-${words.lang}.png` });
  await row.getByRole("button", { name: words.approve }).click();
  // Approved, the member leaves the list of those waiting.
  await expect(table.locator("tbody tr", { hasText: username })).toHaveCount(0);
  await page.close();
}

let sink: SmtpSink;
/** The accounts each test opens, deleted after it: an address opens a few accounts an hour at most. */
const opened: string[] = [];
test.beforeAll(async () => {
  sink = await smtpSink();
});
test.afterEach(async ({ request }) => {
  await (await adminApi(request)).removeMembers(opened.splice(0));
});
test.afterAll(async ({ request }) => {
  await (await adminApi(request)).saveConfig({ user_register_mode: "auto" });
  await sink.close();
});

for (const words of LANGUAGES) {
  test(`without mail or SMS a new member waits for the admin's approval (${words.lang})`, async ({
    page,
    browser,
    request,
  }) => {
    // The site's default: neither mail nor SMS set up, the mode left at auto.
    await (await adminApi(request)).saveConfig({
      smtp_server: "",
      sms_driver: "",
      user_register_mode: "auto",
    });
    const username = `wait_${words.lang.replace("-", "")}`;
    opened.push(username);
    await registerTab(page, words);
    await expect(page.getByTestId("register-mode")).toHaveText(words.needsApproval);
    await screenshot(page, {
      path: `test-results/member-register-approval-${words.lang}.png`,
      fullPage: true,
    });
    await fillAccount(page, words, username);
    // Approval asks for the account and, optionally, an email to hear of it: no mobile number.
    await expect(page.getByText(words.address)).toHaveCount(0);
    await field(page, words.email).fill(`${username}@example.com`);
    await page.getByRole("button", { name: words.register, exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: words.awaiting })).toBeVisible();
    await screenshot(page, { path: `test-results/member-registered-awaiting-${words.lang}.png` });
    await expect(page).toHaveURL(/\/user\/login/);

    await logIn(page, words, username);
    await expect(page.getByRole("alert").filter({ hasText: words.refused })).toBeVisible();

    await approveInAdmin(browser, words, username);
    await page.getByRole("button", { name: words.login, exact: true }).click();
    await expect(page).toHaveURL(/\/user\/account\/overview/);
  });

  test(`with the captcha mode chosen by the admin a new member is logged in at once (${words.lang})`, async ({
    page,
    request,
  }) => {
    await (await adminApi(request)).saveConfig({ user_register_mode: "captcha" });
    const username = `quick_${words.lang.replace("-", "")}`;
    opened.push(username);
    await registerTab(page, words);
    await expect(page.getByTestId("register-mode")).toHaveText(words.needsNothing);
    await screenshot(page, {
      path: `test-results/member-register-captcha-${words.lang}.png`,
      fullPage: true,
    });
    await fillAccount(page, words, username);
    await page.getByLabel(words.address).fill(words.mobile);
    await page.getByRole("button", { name: words.register, exact: true }).click();
    await expect(page).toHaveURL(/\/user\/account\/overview/);
  });

  test(`with mail set up registration requires a verified email (${words.lang})`, async ({
    page,
    request,
  }) => {
    await useMailSink(request, sink);
    await (await adminApi(request)).saveConfig({ user_register_mode: "auto" });
    const username = `mail_${words.lang.replace("-", "")}`;
    opened.push(username);
    const email = `${username}@example.com`;
    await registerTab(page, words);
    await expect(page.getByTestId("register-mode")).toHaveText(words.needsEmail);
    await screenshot(page, { path: `test-results/member-register-email-${words.lang}.png`, fullPage: true });
    await fillAccount(page, words, username);
    await field(page, words.email).fill(email);
    const before = sink.received.length;
    await page.getByRole("button", { name: words.sendCode }).click();
    await field(page, words.code).fill(await mailedCode(sink, email, before));
    await page.getByRole("button", { name: words.register, exact: true }).click();
    await expect(page).toHaveURL(/\/user\/account\/overview/);
  });
}
