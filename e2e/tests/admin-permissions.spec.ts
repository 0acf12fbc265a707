import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { openAdmin } from "./helpers.ts";
import { screenshot } from "./screenshots.ts";

const EDITOR = { username: "editor1", password: "Editor_123", group: "日志查看组" };

const menu = (page: Page) => page.getByTestId("admin-menu");

test.describe("permissions in the admin UI", () => {
  test.describe.configure({ mode: "serial" });

  test("a super admin creates a group with a few rules and an admin in it", async ({ page }) => {
    await openAdmin(page);
    await menu(page).getByRole("link", { name: "角色组管理" }).click();
    await page.getByRole("button", { name: "添加" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("textbox").first().fill(EDITOR.group);
    const rules = dialog.getByRole("group", { name: "权限" });
    const labels = rules.locator("label");
    await expect(labels.first()).toBeVisible();
    const titles = await labels.allInnerTexts();
    // The dashboard; the admin list with only its view button; the admin log page with its button.
    await labels.nth(titles.indexOf("控制台")).click();
    const adminPage = titles.indexOf("管理员管理");
    await labels.nth(adminPage).click();
    for (const offset of [2, 3, 4]) await labels.nth(adminPage + offset).click();
    await labels.nth(titles.indexOf("管理员日志管理")).click();
    await dialog.getByRole("button", { name: "保存" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("cell", { name: EDITOR.group })).toBeVisible();

    await menu(page).getByRole("link", { name: "管理员管理" }).click();
    await page.getByRole("button", { name: "添加" }).click();
    const form = page.getByRole("dialog");
    await form.getByLabel("用户名").fill(EDITOR.username);
    await form.getByLabel("昵称").fill("Editor One");
    await form.getByRole("combobox", { name: "所属角色组" }).click();
    await form.getByRole("option", { name: EDITOR.group }).click();
    await form.getByLabel("密码").fill(EDITOR.password);
    await form.getByRole("button", { name: "保存" }).click();
    await expect(form).toBeHidden();
    await expect(page.getByRole("cell", { name: EDITOR.username, exact: true })).toBeVisible();
    await screenshot(page, { path: "test-results/admin-permissions-super.png" });
  });

  test("that admin sees only the allowed menus and buttons and is refused a forbidden procedure", async ({
    page,
  }) => {
    await openAdmin(page, "/admin/dashboard", EDITOR);
    await expect
      .poll(async () => (await menu(page).getByRole("link").allInnerTexts()).map((l) => l.trim()).sort())
      .toEqual(["控制台", "管理员日志管理", "管理员管理"].sort());
    await menu(page).getByRole("link", { name: "管理员管理" }).click();
    await expect(page.getByRole("cell", { name: EDITOR.username, exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "添加" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "编辑" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "删除" })).toHaveCount(0);
    await screenshot(page, { path: "test-results/admin-permissions-editor.png" });

    const answer = await page.evaluate(async () => {
      const info = JSON.parse(localStorage.getItem("adminInfo") ?? "{}");
      const res = await fetch("/admin/trpc/auth.group.add", {
        method: "POST",
        headers: { batoken: info.token, "content-type": "application/json", "think-lang": "en" },
        body: JSON.stringify({ name: "sneaky", rules: [] }),
      });
      return { status: res.status, body: await res.json() };
    });
    expect(answer.status).toBe(403);
    expect(answer.body.error.message).toBe("You do not have permission to operate!");
  });
});
