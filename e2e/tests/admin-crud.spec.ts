import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { LOGO_PNG, openAdmin, uploadPng } from "./helpers.ts";
import { screenshot } from "./screenshots.ts";

// Its tests share nothing: they may run on several workers at once (each with its own server).
test.describe.configure({ mode: "parallel" });

async function openRules(page: Page) {
  await openAdmin(page, "/admin/auth/rule");
  await expect(page.getByTestId("crud-table-auth.rule")).toBeVisible();
}

async function openSettings(page: Page) {
  await openAdmin(page, "/admin/routine/config");
}

test.describe("generic CRUD table", () => {
  test("drag sort of rules persists after a reload", async ({ page }) => {
    await openRules(page);
    const table = page.getByTestId("crud-table-auth.rule");
    const first = table.locator("tbody tr").first();
    const firstId = await first.getAttribute("data-row-id");
    const firstTitle = (await first.locator("td").nth(2).innerText()).trim();
    const target = table.locator("tbody tr", { hasText: "权限管理" }).first();
    const targetId = await target.getAttribute("data-row-id");
    await first.locator("td").first().dragTo(target.locator("td").first());
    await expect(table.locator("tbody tr").first()).not.toHaveAttribute("data-row-id", firstId ?? "");
    await page.reload();
    const rows = page.getByTestId("crud-table-auth.rule").locator("tbody tr");
    await expect(rows.first()).toHaveAttribute("data-row-id", targetId ?? "");
    await expect(rows.filter({ hasText: firstTitle }).first()).toBeVisible();
    await screenshot(page, { path: "test-results/admin-crud-sorted.png" });
  });

  test("CSV export holds exactly the rows of the filtered table", async ({ page }) => {
    await openRules(page);
    const table = page.getByTestId("crud-table-auth.rule");
    await table.getByRole("searchbox", { name: "快速搜索" }).fill("管理员");
    await table.getByRole("searchbox", { name: "快速搜索" }).press("Enter");
    await expect(table.locator("tbody tr")).not.toHaveCount(0);
    await expect(async () => {
      const names = await table.locator("tbody tr td:nth-child(5)").allInnerTexts();
      expect(names.every((n) => n.startsWith("auth/admin"))).toBe(true);
    }).toPass();
    const shown = (await table.locator("tbody tr td:nth-child(5)").allInnerTexts())
      .map((n) => n.trim())
      .sort();
    const download = page.waitForEvent("download");
    await table.getByRole("button", { name: "导出 CSV" }).click();
    const file = await (await download).path();
    const lines = readFileSync(file, "utf8")
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/);
    const header = (lines[0] ?? "").split(",");
    const nameAt = header.indexOf("规则名称");
    const exported = lines
      .slice(1)
      .map((line) => (line.split(",")[nameAt] ?? "").replace(/^"|"$/g, ""))
      .sort();
    expect(exported).toEqual(shown);
  });
});

test("open tabs keep their page state and can be closed", async ({ page }) => {
  await openRules(page);
  const search = page.getByTestId("crud-table-auth.rule").getByRole("searchbox", { name: "快速搜索" });
  await search.fill("kept while away");
  const menu = page.getByTestId("admin-menu");
  await menu.getByRole("link", { name: "管理员日志管理" }).click();
  await expect(page.getByTestId("crud-table-auth.adminLog")).toBeVisible();
  const tabs = page.getByRole("tablist", { name: "已打开的页面" });
  await tabs.getByRole("button", { name: "菜单规则管理", exact: true }).click();
  await expect(search).toHaveValue("kept while away");
  await tabs.getByRole("button", { name: "关闭 菜单规则管理" }).click();
  await expect(tabs.getByRole("button", { name: "菜单规则管理", exact: true })).toHaveCount(0);
  await expect(page).not.toHaveURL(/auth\/rule/);
});

test.describe("attachment library", () => {
  test("an uploaded file is renamed from the library", async ({ page }) => {
    const { token } = await openAdmin(page);
    const uploaded = await uploadPng(page.request, token, "rename-me.png", readFileSync(LOGO_PNG));
    expect(uploaded.code).toBe(1);
    await page.getByTestId("admin-menu").getByRole("link", { name: "附件管理" }).click();
    const table = page.getByTestId("crud-table-routine.attachment");
    const row = table.locator("tbody tr", { hasText: "rename-me.png" }).first();
    await row.getByRole("button", { name: "编辑" }).click();
    const dialog = page.getByRole("dialog", { name: "重命名附件" });
    await dialog.getByLabel("原文件名").fill("公司标志.png");
    await dialog.getByRole("button", { name: "保存" }).click();
    await expect(dialog).toBeHidden();
    await expect(table.locator("tbody tr", { hasText: "公司标志.png" })).toHaveCount(1);
    await page.reload();
    await expect(
      page.getByTestId("crud-table-routine.attachment").locator("tbody tr", { hasText: "公司标志.png" }),
    ).toHaveCount(1);
  });
});

test.describe("system configuration", () => {
  test("the quick entrance opens the configured admin page", async ({ page }) => {
    await openSettings(page);
    const entrance = page.getByRole("navigation", { name: "快捷入口" });
    await entrance.getByRole("link", { name: "附件管理" }).click();
    await expect(page).toHaveURL(/\/admin\/routine\/attachment$/);
    await expect(page.getByTestId("crud-table-routine.attachment")).toBeVisible();
  });
});

test.describe("system configuration items", () => {
  test("an item added in the declared form joins its group; a refused name says why", async ({ page }) => {
    await openSettings(page);
    await page.getByRole("button", { name: "添加配置项" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByLabel("类型")).toHaveValue("string");
    await dialog.getByLabel("变量名").fill("1note");
    await dialog.getByLabel("变量标题").fill("备案说明");
    await dialog.getByRole("button", { name: "保存" }).click();
    await expect(dialog.getByText("以字母开头，只能使用字母、数字和下划线")).toBeVisible();
    await dialog.getByLabel("变量名").fill("icp_note");
    await dialog.getByRole("button", { name: "保存" }).click();
    await expect(dialog).toBeHidden();
    const item = page.getByRole("tabpanel").getByText("icp_note");
    await expect(item).toBeVisible();
    // An added item may be deleted again (the built-in ones may not).
    await page.getByRole("tabpanel").getByRole("button", { name: "删除此项" }).click();
    await expect(item).toBeHidden();
  });
});
