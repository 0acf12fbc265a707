import { expect, test } from "./fixtures.ts";
import { ADMIN_PASSWORD, fillAdminLogin } from "./helpers.ts";

const greetings = ["夜深了", "早上好", "上午好", "中午好", "下午好", "晚上好"];

test.describe("admin sign-in", () => {
  test("/admin while logged out goes through loading to the login page", async ({ page }) => {
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/login/);
    await expect(page.locator('input[name="username"]')).toBeVisible();
  });

  test("a wrong password shows the server's message", async ({ page }) => {
    await page.goto("/admin/login");
    await fillAdminLogin(page, "admin", "wrong-password");
    await expect(page.getByText("用户名或密码错误！").first()).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login/);
  });

  test("an admin logs in and sees the dashboard with menus and a greeting", async ({ page }) => {
    await page.goto("/admin/login");
    await fillAdminLogin(page, "admin", ADMIN_PASSWORD);
    await expect(page).toHaveURL(/\/admin\/dashboard/);
    await expect(page.getByText(new RegExp(greetings.join("|"))).first()).toBeVisible();
    const index = await page.evaluate(async () => {
      const info = JSON.parse(localStorage.getItem("adminInfo") ?? "{}");
      const res = await fetch("/admin/index/index", { headers: { batoken: info.token } });
      return (await res.json()) as { code: number; data: { menus: { title: string }[] } };
    });
    expect(index.code).toBe(1);
    const firstMenu = index.data.menus[0];
    expect(firstMenu).toBeDefined();
    await expect(page.getByText(firstMenu?.title ?? "", { exact: true }).first()).toBeVisible();
  });

  test("a deep admin link while logged out returns there after login", async ({ page }) => {
    await page.goto("/admin/dashboard?tab=today");
    await expect(page).toHaveURL(/\/admin\/login/);
    await fillAdminLogin(page, "admin", ADMIN_PASSWORD);
    await expect(page).toHaveURL(/\/admin\/dashboard\?tab=today$/);
  });

  test("an unbuilt admin page deep link also comes back after login", async ({ page }) => {
    await page.goto("/admin/some/page");
    await expect(page).toHaveURL(/\/admin\/login/);
    await fillAdminLogin(page, "admin", ADMIN_PASSWORD);
    await expect(page).toHaveURL(/\/admin\/some\/page$/);
  });
});
