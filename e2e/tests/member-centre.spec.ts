import { expect, test } from "./fixtures.ts";
import { openAdmin } from "./helpers.ts";
import { adminApi, mailedCode, memberLogin, type SmtpSink, smtpSink, useMailSink } from "./member-helpers.ts";
import { screenshot } from "./screenshots.ts";

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

test.describe("member centre", () => {
  let sink: SmtpSink;
  test.beforeAll(async ({ request }) => {
    sink = await smtpSink();
    await useMailSink(request, sink);
  });
  test.afterAll(() => sink.close());

  test("register with a mailed code, profile with avatar, change password (the other session ends), recover it", async ({
    page,
    browser,
    request,
  }) => {
    const email = "zhou.min@example.com";
    await page.goto("/user/login");
    await page.getByRole("tab", { name: "注册" }).click();
    await page.getByLabel("用户名").fill("zhou_min");
    await page.getByLabel(/^密码/).fill("first-Pass1");
    await page.getByLabel("确认密码").fill("first-Pass1");
    await page.getByLabel("电子邮箱").fill(email);
    const before = sink.received.length;
    await page.getByRole("button", { name: "获取验证码" }).click();
    await expect(page.getByRole("button", { name: /秒后重发/ })).toBeDisabled();
    await page.getByLabel("验证码").fill(await mailedCode(sink, email, before));
    await page.getByRole("button", { name: "注册", exact: true }).click();
    await expect(page).toHaveURL(/\/user\/account\/overview/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("zhou_min");

    // An admin credits ¥12.50 (yuan on the REST API): the overview and the ledger show ¥12.50, not 0.13 or 1250.
    await (await adminApi(request)).addMoney("zhou_min", 12.5, "活动奖励");
    await page.reload();
    await expect(page.getByText("12.50 元")).toBeVisible();
    await page.goto("/user/account/balance");
    await expect(page.getByTestId("ledger-balance")).toContainText("+12.50 元");

    // Profile: a picture and a nickname.
    await page.goto("/user/account/profile");
    await page.locator('input[type="file"][aria-label="头像"]').setInputFiles({
      name: "me.png",
      mimeType: "image/png",
      buffer: PNG,
    });
    await expect(page.locator('img[src*="/storage/"]').first()).toBeVisible();
    await page.getByLabel("昵称").fill("周敏");
    await page.getByLabel("个性签名").fill("一步一个脚印");
    await page.getByRole("button", { name: "保存资料" }).click();
    await expect(page.getByText("操作成功")).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("昵称")).toHaveValue("周敏");
    await expect(page.getByTestId("bound-email")).toHaveText(email);

    // A second browser logged in as the same member.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await memberLogin(otherPage, "zhou_min", "first-Pass1");

    await page.goto("/user/account/changePassword");
    await page.getByLabel("当前密码").fill("first-Pass1");
    await page.getByLabel("新密码", { exact: true }).fill("second-Pass2");
    await page.getByLabel("确认新密码").fill("second-Pass2");
    await page.getByRole("button", { name: "修改密码" }).click();
    await expect(page.getByText("密码已修改，其他设备上的登录已退出！")).toBeVisible();
    // This session goes on; the other one is sent to the login.
    await page.goto("/user/account/balance");
    await expect(page.getByTestId("ledger-balance")).toBeVisible();
    await otherPage.goto("/user/account/profile");
    await expect(otherPage).toHaveURL(/\/user\/login/);
    await other.close();

    // Forgotten password: a code to the bound email, a new password.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto("/user/login");
    await page.getByRole("button", { name: "忘记密码？" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("注册时使用的邮箱或手机号").fill(email);
    const beforeRecovery = sink.received.length;
    await dialog.getByRole("button", { name: "获取验证码" }).click();
    await dialog.getByLabel("验证码").fill(await mailedCode(sink, email, beforeRecovery));
    await dialog.getByLabel("新密码").fill("third-Pass3");
    await screenshot(page, { path: "test-results/member-retrieve-password.png" });
    await dialog.getByRole("button", { name: "重设密码" }).click();
    await expect(dialog).toBeHidden();
    await memberLogin(page, "zhou_min", "third-Pass3");

    // An admin disables the member from the back office: the member's next request is refused.
    const office = await browser.newContext();
    const adminPage = await office.newPage();
    await openAdmin(adminPage, "/admin/user/user");
    const row = adminPage.getByTestId("crud-table-user.user").locator("tbody tr", { hasText: "zhou_min" });
    await row.getByRole("button", { name: "禁用" }).click();
    await expect(row.getByRole("button", { name: "启用" })).toBeVisible();
    await office.close();
    await page.goto("/user/account/profile");
    await expect(page).toHaveURL(/\/user\/login/);
  });

  test("the member centre switched off answers as the spec says", async ({ page, request }) => {
    const admin = await adminApi(request);
    await admin.saveConfig({ open_member_center: false });
    try {
      await page.goto("/user/login");
      await expect(page.getByText("会员中心已关闭")).toBeVisible();
      const answer = await (
        await request.post("/api/user/checkIn", {
          data: { tab: "login", username: "zhou_min", password: "third-Pass3" },
        })
      ).json();
      expect(answer).toMatchObject({ code: 0, msg: "会员中心已关闭！" });
      const index = await (await request.get("/api/index/index")).json();
      expect(index.data.openMemberCenter).toBe(false);
    } finally {
      await admin.saveConfig({ open_member_center: true });
    }
  });
});
