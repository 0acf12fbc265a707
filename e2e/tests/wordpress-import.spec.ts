import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { openAdmin, settled } from "./helpers.ts";
import { screenshot } from "./screenshots.ts";

/** The export WordPress 6.1's own exporter wrote of the peer site: 40 posts, 3 pages and a draft, 4 categories. */
const EXPORT = new URL(
  "../../apps/server/src/modules/wordpress-import/fixtures/wordpress-peer.xml",
  import.meta.url,
).pathname;
const POST = "华辰科技举行2025年度战略发布会";
/** That post's permalink on the old site, as WordPress wrote it in the export. */
const OLD_PATH =
  "/2025/03/01/%e5%8d%8e%e8%be%b0%e7%a7%91%e6%8a%80%e4%b8%be%e8%a1%8c2025%e5%b9%b4%e5%ba%a6%e6%88%98%e7%95%a5%e5%8f%91%e5%b8%83%e4%bc%9a/";

// The second test imports the same export again: it runs after the first, on the same server.
test.describe.configure({ mode: "serial" });

async function openImportPage(page: Page, menu: string) {
  await openAdmin(page, "/admin/content/wordpressImport");
  await expect(page.getByTestId("admin-menu").getByRole("link", { name: menu })).toBeVisible();
  await expect(page.getByTestId("crud-table-content.wordpressImport")).toBeVisible();
}

/** Chooses the export in the upload dialog and sends it; answers the dialog, showing the preview. */
async function uploadExport(page: Page, texts: { upload: string; send: string }) {
  await page.getByRole("button", { name: texts.upload }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByTestId("wordpress-export-file").setInputFiles(EXPORT);
  await expect(dialog).toContainText("wordpress-peer.xml");
  await dialog.getByRole("button", { name: texts.send }).click();
  await expect(dialog.getByTestId("wordpress-preview")).toBeVisible();
  return dialog;
}

test("an admin uploads a WordPress export, sees its preview, imports it, and the old permalink leads to the article", async ({
  page,
  browser,
  site,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openImportPage(page, "WordPress 导入");
  await expect(page.getByText("「工具 → 导出」选择「所有内容」").first()).toBeVisible();

  const dialog = await uploadExport(page, { upload: "上传导出文件", send: "上传并预览" });
  await expect(dialog.getByRole("heading", { name: "导入预览" })).toBeVisible();
  await expect(dialog).toContainText("华辰智能科技有限公司");
  await expect(dialog).toContainText("http://127.0.0.1:38300");
  const preview = dialog.getByTestId("wordpress-preview");
  await expect(preview.locator('[data-kind="post"]')).toHaveText(/文章\s*40\s*0\s*0/);
  await expect(preview.locator('[data-kind="category"]')).toHaveText(/分类\s*4\s*0\s*0/);
  await expect(preview.locator('[data-kind="page"]')).toHaveText(/单页\s*4\s*0\s*0/);
  await settled(page);
  await screenshot(page, { path: "test-results/wordpress-import-preview-zh-cn.png" });

  await dialog.getByRole("button", { name: "开始导入" }).click();
  const report = dialog.getByTestId("wordpress-report");
  await expect(report).toContainText("共 48 条：导入 48 条，跳过 0 条，失败 0 条", { timeout: 60_000 });
  await expect(dialog.getByRole("heading", { name: "导入报告" })).toBeVisible();

  // The filter: nothing failed; the post's line names its old address (decoded) and links its article.
  await report.getByRole("button", { name: "失败 (0)" }).click();
  await expect(report).toContainText("没有符合条件的条目");
  await report.getByRole("button", { name: "已导入 (48)" }).click();
  const line = report.getByRole("row").filter({ hasText: POST });
  await expect(line).toContainText("文章");
  await expect(line).toContainText("已导入");
  await expect(line).toContainText(decodeURI(OLD_PATH));
  const link = line.getByRole("link");
  await expect(link).toHaveAttribute("href", /^\/article\/\d+$/);
  await expect(link).toHaveAttribute("target", "_blank");
  const articlePath = (await link.getAttribute("href")) ?? "";
  await settled(page);
  await screenshot(page, { path: "test-results/wordpress-import-report-zh-cn.png" });

  // The list shows the run done, with its report and no start button.
  await dialog.getByRole("button", { name: "关闭" }).click();
  const row = page
    .getByTestId("crud-table-content.wordpressImport")
    .getByRole("row")
    .filter({ hasText: "已完成" });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("button", { name: "查看报告" })).toBeVisible();
  await expect(row.getByRole("button", { name: "开始导入" })).toHaveCount(0);
  await settled(page);
  await screenshot(page, { path: "test-results/wordpress-import-list-zh-cn.png" });

  // A visitor following the old WordPress permalink lands on the imported article.
  const visitor = await browser.newContext();
  const reader = await visitor.newPage();
  await reader.goto(`${site.origin}${OLD_PATH}`);
  await expect(reader).toHaveURL(`${site.origin}${articlePath}`);
  await expect(reader.getByRole("heading", { level: 1 })).toHaveText(POST);
  await visitor.close();
});

test("the import page in English: the same export again previews everything as imported before, and starts from its row", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.addInitScript(() => localStorage.setItem("lang", "en"));
  await openImportPage(page, "WordPress import");
  await expect(page.getByText("choose “All content” under Tools → Export")).toBeVisible();

  const dialog = await uploadExport(page, { upload: "Upload an export", send: "Upload and preview" });
  await expect(dialog.getByRole("heading", { name: "Import preview" })).toBeVisible();
  const preview = dialog.getByTestId("wordpress-preview");
  for (const header of ["Kind", "To import", "Imported before", "Skipped"])
    await expect(preview.getByRole("columnheader", { name: header })).toBeVisible();
  await expect(preview.locator('[data-kind="post"]')).toHaveText(/Post\s*0\s*40\s*0/);
  await expect(preview).toContainText("Other types, not imported: None");
  await settled(page);
  await screenshot(page, { path: "test-results/wordpress-import-preview-en.png" });

  // Closed without starting: the run waits in the list, and starts from its row.
  await dialog.getByRole("button", { name: "Cancel" }).click();
  const table = page.getByTestId("crud-table-content.wordpressImport");
  const waiting = table.getByRole("row").filter({ hasText: "Previewed" });
  await expect(waiting.getByRole("button", { name: "Preview" })).toBeVisible();
  await waiting.getByRole("button", { name: "Start import" }).click();
  const report = dialog.getByTestId("wordpress-report");
  await expect(report).toContainText("48 items: 0 imported, 48 skipped, 0 failed", { timeout: 60_000 });
  await expect(dialog.getByRole("heading", { name: "Import report" })).toBeVisible();
  const line = report.getByRole("row").filter({ hasText: POST });
  await expect(line).toContainText("Post");
  await expect(line).toContainText("Skipped");
  await expect(report.getByRole("button", { name: "Skipped (48)" })).toBeVisible();
  await settled(page);
  await screenshot(page, { path: "test-results/wordpress-import-report-en.png" });

  await dialog.getByRole("button", { name: "Close" }).click();
  const rows = table.getByRole("row").filter({ hasText: "Done" });
  await expect(rows).toHaveCount(2);
  await expect(rows.first().getByRole("button", { name: "Report" })).toBeVisible();
});
