import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { openAdmin, settled } from "./helpers.ts";
import { screenshot } from "./screenshots.ts";

const TABLE = "e2e_goods";

const toast = (page: Page, text: string | RegExp) =>
  page.getByRole("status").filter({ hasText: text }).first();

/** Adds a field of `type` at the end of the design and names it. */
async function addField(editor: Locator, type: string, name: string, title: string) {
  const bar = editor.getByTestId("design-add-field");
  await bar.getByLabel("类型").selectOption(type);
  await bar.getByRole("button", { name: "添加字段" }).click();
  const field = editor.locator('[data-testid^="design-field-"]').last();
  await field.getByLabel("字段名", { exact: true }).fill(name);
  await field.getByLabel("字段标题", { exact: true }).fill(title);
  return field;
}

async function pageOfTable(page: Page) {
  const table = page.getByTestId(`crud-table-designed.${TABLE}`);
  await expect(table).toBeVisible();
  return table;
}

test.describe.configure({ mode: "serial" });

test("design a table of five field types, use its page at once, change the design, drop it after typing its name", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openAdmin(page, "/admin/crud/crud");
  await page.getByRole("button", { name: "新建设计" }).click();
  const editor = page.getByTestId("design-editor");
  const settings = editor.getByTestId("design-table");
  await settings.getByLabel("数据表名", { exact: true }).fill(TABLE);
  await settings.getByLabel("标题", { exact: true }).fill("演示商品");
  await settings.getByLabel("英文标题", { exact: true }).fill("Demo goods");

  await addField(editor, "string", "name", "名称");
  await addField(editor, "number", "stock", "库存");
  await addField(editor, "switch", "on_sale", "在售");
  const grade = await addField(editor, "radio", "grade", "等级");
  await grade.getByLabel("选项").fill("a=一等\nb=二等");
  await addField(editor, "datetime", "launch_time", "上市时间");
  await settings.getByRole("checkbox", { name: "name", exact: true }).check({ force: true });
  await settled(page);
  await screenshot(page, { path: "test-results/crud-designer-editor-zh-cn.png", fullPage: true });

  // Leaving through the menu with a design not generated asks first; staying keeps every field.
  const menu = page.getByRole("navigation").getByRole("link", { name: "控制台" });
  page.once("dialog", (dialog) => void dialog.dismiss());
  await menu.click();
  await expect(toast(page, "导航失败，导航守卫拦截！")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/crud\/crud$/);
  await expect(editor.locator('[data-testid^="design-field-"]')).toHaveCount(5);

  // Generating opens the new page: no build, no restart; its menu entry is there.
  await editor.getByRole("button", { name: "生成数据表与页面" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/designed/${TABLE}$`));
  const table = await pageOfTable(page);
  await expect(page.getByRole("heading", { name: "演示商品" })).toBeVisible();
  await expect(page.locator("aside").getByRole("link", { name: "演示商品" })).toBeVisible();
  for (const title of ["名称", "库存", "在售", "等级", "上市时间"]) {
    await expect(table.getByRole("columnheader", { name: title })).toBeVisible();
  }

  // Add rows through the page's own form, checked by the design.
  const addRow = async (name: string, stock: string, gradeLabel: string, onSale: boolean) => {
    await table.getByRole("button", { name: "添加" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("名称").fill(name);
    await dialog.getByRole("spinbutton").first().fill(stock);
    if (onSale) await dialog.getByText("在售", { exact: true }).click();
    await dialog.getByText(gradeLabel, { exact: true }).click();
    await dialog.getByRole("button", { name: "保存" }).click();
    await expect(dialog).toBeHidden();
    await expect(table.locator("tbody tr", { hasText: name })).toHaveCount(1);
  };
  await addRow("青花茶壶", "5", "一等", true);
  await addRow("白瓷茶杯", "50", "二等", false);
  await expect(table.locator("tbody tr", { hasText: "青花茶壶" })).toContainText("一等");

  // Filter by the radio field, then by the quick search on the name.
  await table.getByRole("button", { name: "筛选" }).click();
  const filters = table.getByTestId("crud-filter-form");
  await filters.getByLabel("等级", { exact: true }).selectOption("b");
  await filters.getByRole("button", { name: "搜索" }).click();
  await expect(table.locator("tbody tr")).toHaveCount(1);
  await expect(table.locator("tbody tr").first()).toContainText("白瓷茶杯");
  await filters.getByRole("button", { name: "重置" }).click();
  await expect(table.locator("tbody tr")).toHaveCount(2);
  await table.getByRole("searchbox", { name: "快速搜索" }).fill("茶壶");
  await table.getByRole("searchbox", { name: "快速搜索" }).press("Enter");
  await expect(table.locator("tbody tr")).toHaveCount(1);
  await settled(page);
  await screenshot(page, { path: "test-results/crud-designed-page-zh-cn.png" });

  // Edit the design: a new column appears on the page, the rows keep their values.
  await page.goto("/admin/crud/crud");
  const log = page.getByTestId("crud-table-crud.crud");
  await log.locator("tbody tr", { hasText: TABLE }).first().getByRole("button", { name: "编辑设计" }).click();
  await expect(settings.getByLabel("数据表名", { exact: true })).toBeDisabled();
  await addField(editor, "textarea", "memo", "备注");
  await editor.getByRole("button", { name: "生成数据表与页面" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/designed/${TABLE}$`));
  const changed = await pageOfTable(page);
  await expect(changed.getByRole("columnheader", { name: "备注" })).toBeVisible();
  await expect(changed.locator("tbody tr")).toHaveCount(2);
  await changed.locator("tbody tr", { hasText: "白瓷茶杯" }).getByRole("button", { name: "编辑" }).click();
  await page.getByRole("dialog").getByLabel("备注").fill("易碎");
  await page.getByRole("dialog").getByRole("button", { name: "保存" }).click();
  await expect(changed.locator("tbody tr", { hasText: "白瓷茶杯" })).toContainText("易碎");

  // Drop it: only once its name is typed; the page and its menu entry go, the log can restore it.
  await page.goto("/admin/crud/crud");
  await log
    .locator("tbody tr", { hasText: TABLE })
    .first()
    .getByRole("button", { name: "删除数据表" })
    .click();
  const confirm = page.getByRole("alertdialog");
  const drop = confirm.getByRole("button", { name: "删除数据表" });
  await expect(drop).toBeDisabled();
  await confirm.getByLabel("数据表名").fill("e2e_good");
  await expect(drop).toBeDisabled();
  await confirm.getByLabel("数据表名").fill(TABLE);
  await settled(page);
  await screenshot(page, { path: "test-results/crud-designer-drop-zh-cn.png" });
  await drop.click();
  await expect(toast(page, "操作成功")).toBeVisible();
  await expect(log.locator("tbody tr", { hasText: TABLE }).first()).toContainText("已删除");
  await expect(page.locator("aside").getByRole("link", { name: "演示商品" })).toHaveCount(0);
  await page.goto(`/admin/designed/${TABLE}`);
  await expect(page.getByTestId(`crud-table-designed.${TABLE}`)).toHaveCount(0);
});

test("the designer and a designed page in English, and on a phone", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("lang", "en"));
  await page.setViewportSize({ width: 1440, height: 900 });
  await openAdmin(page, "/admin/crud/crud");
  const log = page.getByTestId("crud-table-crud.crud");
  await log
    .locator("tbody tr", { hasText: TABLE })
    .first()
    .getByRole("button", { name: "Restore table" })
    .click();
  await expect(toast(page, /./)).toBeVisible();
  await expect(log.locator("tbody tr", { hasText: TABLE }).first()).toContainText("Generated");
  await settled(page);
  await screenshot(page, { path: "test-results/crud-designer-log-en.png" });
  await log
    .locator("tbody tr", { hasText: TABLE })
    .first()
    .getByRole("button", { name: "Edit design" })
    .click();
  await expect(page.getByTestId("design-editor")).toBeVisible();
  await settled(page);
  await screenshot(page, { path: "test-results/crud-designer-editor-en.png", fullPage: true });
  // Agreeing to leave the design follows the menu.
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("navigation").getByRole("link", { name: "Dashboard" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto(`/admin/designed/${TABLE}`);
  const table = await pageOfTable(page);
  await expect(table.locator("tbody tr")).toHaveCount(2);
  await expect(page.getByRole("heading", { name: "Demo goods" })).toBeVisible();
  await settled(page);
  await screenshot(page, { path: "test-results/crud-designed-page-en.png" });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await expect(table.locator("tbody tr")).toHaveCount(2);
  await settled(page);
  await screenshot(page, { path: "test-results/crud-designed-page-375-en.png", fullPage: true });
});
