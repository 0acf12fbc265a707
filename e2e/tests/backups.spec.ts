import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { expect, test } from "./fixtures.ts";
import { openAdmin } from "./helpers.ts";
import { screenshot } from "./screenshots.ts";

test("a super admin backs the site up, downloads the archive and sees it on the dashboard", async ({
  page,
}) => {
  await openAdmin(page);
  await expect(page.getByTestId("last-backup")).toHaveText("尚无备份");
  await page.getByTestId("admin-menu").getByRole("link", { name: "数据备份" }).click();
  const table = page.getByTestId("crud-table-routine.backup");
  await expect(table).toBeVisible();
  await expect(page.getByText("定时备份未开启")).toBeVisible();

  await page.getByRole("button", { name: "立即备份" }).click();
  const row = table.locator("tbody tr").first();
  await expect(row).toContainText("成功");
  await expect(row).toContainText("手动");
  await screenshot(page, { path: "test-results/backups-page.png" });

  const download = page.waitForEvent("download");
  await row.getByRole("link", { name: "下载" }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toMatch(/^corpsite-backup-\d{8}-\d{6}-\d+\.tar\.gz$/);
  // A gzip stream whose tar holds the manifest first.
  const tar = gunzipSync(readFileSync(await saved.path()));
  expect(tar.subarray(0, 100).toString("utf8")).toContain("manifest.json");

  await page.getByTestId("admin-menu").getByRole("link", { name: "控制台" }).click();
  await expect(page.getByTestId("last-backup")).toContainText("成功");
});

test("the backups page and the dashboard line in English", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("lang", "en"));
  await openAdmin(page);
  await expect(page.getByTestId("last-backup")).toContainText(
    /Last backup: .*, succeeded, .*B|No backup yet/,
  );
  await page.getByTestId("admin-menu").getByRole("link", { name: "Backups" }).click();
  await expect(page.getByRole("button", { name: "Back up now" })).toBeVisible();
  await expect(page.getByText("Scheduled backups are off")).toBeVisible();
  await screenshot(page, { path: "test-results/backups-page-en.png" });
});
