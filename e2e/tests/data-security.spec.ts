import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { openFromMenu, signInAdmin } from "./helpers.ts";
import { screenshot } from "./screenshots.ts";

/** The admin token the page holds, for the setup steps a test makes through the API. */
async function adminToken(page: Page): Promise<string> {
  return page.evaluate(() => JSON.parse(localStorage.getItem("adminInfo") ?? "{}").token as string);
}

async function api(page: Page, path: string, body: unknown) {
  const res = await page.request.post(path, { headers: { batoken: await adminToken(page) }, data: body });
  const json = await res.json();
  expect(json.code, JSON.stringify(json)).toBe(1);
  return json.data;
}

const toast = (page: Page, text: string | RegExp) =>
  page.getByRole("status").filter({ hasText: text }).first();

test.describe("recycle bin", () => {
  test("a deleted friendly link is in the recycle bin with who and what, and is restored", async ({
    page,
  }) => {
    await signInAdmin(page);
    const title = "回收站演示链接";
    await api(page, "/admin/content.FriendLink/add", { title, link: "https://example.com/recycle" });
    await page.goto("/admin/content/friendLink");
    const links = page.getByTestId("crud-table-content.friendLink");
    const row = links.locator("tbody tr", { hasText: title });
    await row.getByRole("button", { name: "删除" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "确定" }).click();
    await expect(row).toHaveCount(0);

    await openFromMenu(page, "/admin/security/dataRecycleLog");
    const bin = page.getByTestId("crud-table-security.dataRecycleLog");
    const entry = bin.locator("tbody tr", { hasText: "friend_link" }).first();
    await expect(entry).toContainText("admin");
    await expect(entry).toContainText("友情链接");
    await expect(entry).toContainText("未还原");
    await entry.getByRole("button", { name: "详情" }).click();
    await expect(page.getByTestId("recycled-data")).toContainText(title);
    await screenshot(page, { path: "test-results/recycle-bin-detail.png" });
    await page.getByRole("dialog").getByRole("button", { name: "关闭" }).click();
    await entry.getByRole("button", { name: "还原" }).click();
    await expect(toast(page, "操作成功")).toBeVisible();
    await expect(entry).toContainText("已还原");
    await screenshot(page, { path: "test-results/recycle-bin-restored.png" });

    await openFromMenu(page, "/admin/content/friendLink");
    await expect(
      page.getByTestId("crud-table-content.friendLink").locator("tbody tr", { hasText: title }),
    ).toHaveCount(1);
  });

  test("restoring a page whose address was taken since reports the conflict and changes nothing", async ({
    page,
  }) => {
    await signInAdmin(page);
    const old = await api(page, "/admin/content.Page/add", { slug: "e2e-recycled", title: "被删除的单页" });
    const del = await page.request.delete(`/admin/content.Page/del?ids[]=${old.row.id}`, {
      headers: { batoken: await adminToken(page) },
    });
    expect((await del.json()).code).toBe(1);
    await api(page, "/admin/content.Page/add", { slug: "e2e-recycled", title: "占用地址的新单页" });

    await page.goto("/admin/security/dataRecycleLog");
    const entry = page
      .getByTestId("crud-table-security.dataRecycleLog")
      .locator("tbody tr", { hasText: "page" })
      .first();
    await entry.getByRole("button", { name: "还原" }).click();
    await expect(toast(page, "已存在相同主键或唯一值的记录，未还原任何数据！")).toBeVisible();
    await expect(entry).toContainText("未还原");
    await screenshot(page, { path: "test-results/recycle-bin-conflict.png" });

    await openFromMenu(page, "/admin/content/page");
    const pages = page.getByTestId("crud-table-content.page");
    await expect(pages.locator("tbody tr", { hasText: "占用地址的新单页" })).toHaveCount(1);
    await expect(pages.locator("tbody tr", { hasText: "被删除的单页" })).toHaveCount(0);
  });
});

test.describe("sensitive data", () => {
  test("an admin's changed email is logged before and after, and rolled back; a password only masked", async ({
    page,
  }) => {
    await signInAdmin(page);
    const created = await api(page, "/admin/auth.Admin/add", {
      username: "watched_e2e",
      nickname: "监控对象",
      password: "watched-Pass1",
      group_arr: [1],
    });
    await page.goto("/admin/auth/admin");
    const admins = page.getByTestId("crud-table-auth.admin");
    await admins
      .locator("tbody tr", { hasText: "watched_e2e" })
      .getByRole("button", { name: "编辑" })
      .click();
    const form = page.getByRole("dialog");
    await form.getByLabel("电子邮箱").fill("changed@example.com");
    await form.getByLabel("密码").fill("changed-Pass2");
    await form.getByRole("button", { name: "保存" }).click();
    await expect(form).toBeHidden();

    await openFromMenu(page, "/admin/security/sensitiveDataLog");
    const log = page.getByTestId("crud-table-security.sensitiveDataLog");
    const email = log.locator("tbody tr", { hasText: "changed@example.com" }).first();
    await expect(email).toContainText("邮箱");
    await expect(email).toContainText(String(created.row.id));
    const password = log.locator("tbody tr", { hasText: "密码" }).first();
    await expect(password).toContainText("***");
    await expect(log).not.toContainText("argon2");
    await screenshot(page, { path: "test-results/sensitive-log.png" });

    await email.getByRole("button", { name: "回滚" }).click();
    await expect(toast(page, "操作成功")).toBeVisible();
    await expect(email).toContainText("已回滚");
    await screenshot(page, { path: "test-results/sensitive-log-rolled-back.png" });

    await page.goto("/admin/auth/admin");
    const row = page.getByTestId("crud-table-auth.admin").locator("tbody tr", { hasText: "watched_e2e" });
    await expect(row).not.toContainText("changed@example.com");
  });
});

test.describe("data-security rules", () => {
  test("a sensitive-field rule lists its table's fields to watch, in Chinese and in English", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAdmin(page);
    await page.goto("/admin/security/sensitiveData");
    const rules = page.getByTestId("crud-table-security.sensitiveData");
    const row = rules.locator("tbody tr", { hasText: "管理员数据" });
    await expect(row).toContainText("auth/admin");
    await row.getByRole("button", { name: "编辑" }).click();
    const fields = page.getByRole("dialog").getByTestId("sensitive-fields");
    await expect(fields.getByRole("checkbox", { name: "password", exact: true })).toBeChecked();
    await expect(fields.getByRole("checkbox", { name: "password secret" })).toBeChecked();
    await expect(fields.getByRole("checkbox", { name: "nickname", exact: true })).not.toBeChecked();
    await screenshot(page, { path: "test-results/sensitive-rule-zh-cn.png" });
    await page.getByRole("dialog").getByRole("button", { name: "取消" }).click();

    await page.getByRole("combobox", { name: "切换语言" }).first().selectOption("en");
    // The choice is kept once the page speaks it; a navigation before that would still be in Chinese.
    await expect(page.getByRole("combobox", { name: "Switch language" }).first()).toBeVisible();
    await openFromMenu(page, "/admin/security/dataRecycle");
    await expect(page.getByTestId("crud-table-security.dataRecycle")).toContainText("content/friendLink");
    await expect(page.getByText("Rows these controllers delete go to the recycle bin")).toBeVisible();
    await screenshot(page, { path: "test-results/recycle-rules-en.png" });
  });
});
