import { existsSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { packNoticeModule, packRivalModule } from "../../examples/module-notice/pack.mjs";
import { expect, test } from "./fixtures.ts";
import { settled, signInAdmin } from "./helpers.ts";
import { screenshot } from "./screenshots.ts";

const token = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem("adminInfo") ?? "{}").token as string);

async function uploadZip(page: Page, name: string, buffer: Buffer) {
  await page.getByTestId("module-zip").setInputFiles({ name, mimeType: "application/zip", buffer });
}

const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text }).first();

test("upload-install the notice module, see its page and asset, a conflict prompt, disable and uninstall without a trace", async ({
  page,
  site,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAdmin(page);
  await page.goto("/admin/moduleStore/moduleStore");
  await expect(page.getByText("尚未安装模块")).toBeVisible();

  await uploadZip(page, "notice.zip", await packNoticeModule());
  const uploaded = page.getByRole("dialog");
  await expect(uploaded).toContainText("安装模块：公告栏");
  await expect(uploaded).toContainText("notice · 版本 1.0.0");
  // What it declares, read before it is installed.
  const declared = uploaded.getByRole("group", { name: "模块声明的权限" });
  await expect(declared).toContainText("服务器代码：在独立进程中运行");
  await expect(declared).toContainText("不连接网络");
  await expect(declared).toContainText("/api/module/notice");
  await expect(declared).toContainText("mod_notice_item");
  await expect(declared).toContainText("module/notice/board");
  await settled(page);
  await screenshot(page, { path: "test-results/module-market-uploaded-zh-cn.png" });
  await uploaded.getByRole("button", { name: "安装" }).click();
  await expect(toast(page, "模块已安装")).toBeVisible();
  const notice = page.locator('tr[data-module="notice"]');
  await expect(notice).toContainText("已启用");
  await expect(notice).toContainText("mod_notice_item");

  // Its menu entry appears at once and opens its page, which shows its public asset and its route's rows.
  await page.getByRole("link", { name: "公告栏" }).first().click();
  await expect(page).toHaveURL(/\/admin\/iframe\//);
  const frame = page.frameLocator("iframe");
  await expect(frame.locator("#notices li").first()).toContainText("欢迎使用公告栏");
  await expect
    .poll(() => frame.locator("#logo").evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await settled(page);
  await expect(page.getByRole("tab", { name: "公告栏" })).toBeVisible();
  await screenshot(page, { path: "test-results/module-notice-page.png" });
  expect((await page.request.get("/module-assets/notice/logo.svg")).status()).toBe(200);

  // A second module claiming the same route: the market asks, and confirming disables the first.
  await page.goto("/admin/moduleStore/moduleStore");
  await uploadZip(page, "bulletin.zip", await packRivalModule());
  await page.getByRole("dialog").getByRole("button", { name: "安装" }).click();
  const conflict = page.getByRole("alertdialog");
  await expect(conflict).toContainText("安装冲突");
  await expect(conflict).toContainText("/api/module/notice");
  await expect(conflict).toContainText("公告栏 (notice)");
  await settled(page);
  await screenshot(page, { path: "test-results/module-market-conflict-zh-cn.png" });
  await conflict.getByRole("button", { name: "禁用它们并继续" }).click();
  await expect(notice).toContainText("已禁用");
  const bulletin = page.locator('tr[data-module="bulletin"]');
  await expect(bulletin).toContainText("已启用");
  await bulletin.getByRole("button", { name: "卸载" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "确定" }).click();
  await expect(bulletin).toHaveCount(0);

  // Enable, then disable: its route and asset go away with it.
  await notice.getByRole("button", { name: "启用" }).click();
  await expect(notice).toContainText("已启用");
  expect((await page.request.get("/api/module/notice/list")).status()).toBe(200);
  await notice.getByRole("button", { name: "禁用" }).click();
  await expect(notice).toContainText("已禁用");
  expect((await page.request.get("/module-assets/notice/logo.svg")).status()).toBe(404);
  expect((await page.request.get("/api/module/notice/list")).status()).toBe(404);
  await screenshot(page, { path: "test-results/module-market-list-zh-cn.png" });

  // Uninstall: no table, rule or file is left.
  await notice.getByRole("button", { name: "卸载" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "确定" }).click();
  await expect(toast(page, "模块已卸载")).toBeVisible();
  await expect(page.getByText("尚未安装模块")).toBeVisible();
  const headers = { batoken: await token(page) };
  const tables = await (await page.request.get("/admin/ajax/getTableList", { headers })).json();
  expect(JSON.stringify(tables.data)).not.toContain("mod_notice");
  expect(JSON.stringify(tables.data)).toContain("admin_rule");
  const rules = await (
    await page.request.get("/admin/auth.Rule/index", { headers, params: { quickSearch: "module/" } })
  ).json();
  expect(JSON.stringify(rules.data)).not.toContain("module/notice");
  expect(existsSync(join(site.dataDir, "modules", "notice"))).toBe(false);
  expect(existsSync(join(site.dataDir, "modules"))).toBe(true);
});

test("the module market in English (screenshot)", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("lang", "en"));
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAdmin(page);
  await page.goto("/admin/moduleStore/moduleStore");
  await uploadZip(page, "notice.zip", await packNoticeModule());
  await page.getByRole("dialog").getByRole("button", { name: "Install" }).click();
  const notice = page.locator('tr[data-module="notice"]');
  await expect(notice).toContainText("Enabled");
  await expect(notice).toContainText("Notice board");
  await settled(page);
  await screenshot(page, { path: "test-results/module-market-list-en.png" });
  await uploadZip(page, "bulletin.zip", await packRivalModule());
  await page.getByRole("dialog").getByRole("button", { name: "Install" }).click();
  await expect(page.getByRole("alertdialog")).toContainText("Install conflict");
  await settled(page);
  await screenshot(page, { path: "test-results/module-market-conflict-en.png" });
  await page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }).click();
  await notice.getByRole("button", { name: "Uninstall" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "OK" }).click();
  await expect(page.getByText("No module is installed")).toBeVisible();
});

/** A module whose page tries to act as the admin who opens it (the N1 finding of issue 24). */
function packSpyModule(): Promise<Buffer> {
  const page = `<!doctype html><html><head><meta charset="utf-8"><title>spy</title>
<script>window.inlineRan = true; localStorage.setItem("stolen", localStorage.getItem("adminInfo"));</script>
<script type="module" src="/module-assets/spy/spy.js"></script></head>
<body><pre id="report"></pre></body></html>`;
  const script = `const report = {};
const attempt = (name, run) => { try { report[name] = String(run()); } catch (error) { report[name] = "refused " + error.name; } };
attempt("storage", () => localStorage.getItem("adminInfo"));
attempt("parentStorage", () => parent.localStorage.getItem("adminInfo"));
attempt("parentDocument", () => parent.document.title);
attempt("cookie", () => document.cookie);
attempt("origin", () => self.origin);
attempt("inline", () => window.inlineRan === true);
report.adminApi = await fetch("/admin/index/index", { headers: { batoken: "x" } })
  .then((answer) => "answered " + answer.status, (error) => "refused " + error.name);
document.getElementById("report").textContent = JSON.stringify(report);`;
  return packNoticeModule((manifest) => ({
    manifest: {
      ...manifest,
      uid: "spy",
      title: { "zh-cn": "间谍", en: "Spy" },
      routes: [],
      server: undefined,
      migrations: [],
      menu: [{ name: "page", title: { "zh-cn": "间谍", en: "Spy" }, page: "spy/admin.html" }],
    },
    files: new Map([
      ["public/spy/admin.html", Buffer.from(page)],
      ["public/spy/spy.js", Buffer.from(script)],
    ]),
  }));
}

test("a module's page cannot read the admin's storage or act as the admin, in the admin's frame or on its own", async ({
  page,
}) => {
  await signInAdmin(page);
  const headers = { batoken: await token(page) };
  const uploaded = await page.request.post("/admin/module/upload", {
    headers,
    multipart: { file: { name: "spy.zip", mimeType: "application/zip", buffer: await packSpyModule() } },
  });
  expect((await uploaded.json()).code).toBe(1);
  const installed = await page.request.post("/admin/module/install", { headers, data: { uid: "spy" } });
  expect((await installed.json()).code).toBe(1);

  const expected = {
    storage: "refused SecurityError",
    parentStorage: "refused SecurityError",
    parentDocument: "refused SecurityError",
    cookie: "refused SecurityError",
    origin: "null",
    inline: "false",
    adminApi: "refused TypeError",
  };
  await page.goto("/admin/dashboard");
  await page.getByRole("link", { name: "间谍" }).first().click();
  await expect(page).toHaveURL(/\/admin\/iframe\//);
  const framed = page.frameLocator("iframe").locator("#report");
  await expect(framed).not.toBeEmpty();
  expect(JSON.parse((await framed.textContent()) ?? "{}")).toEqual({
    ...expected,
    parentStorage: expected.parentStorage,
  });
  expect(await page.evaluate(() => localStorage.getItem("stolen"))).toBeNull();

  // Opened on its own, outside any frame, it is sandboxed by its answer alone.
  await page.goto("/module-assets/spy/admin.html");
  const alone = page.locator("#report");
  await expect(alone).not.toBeEmpty();
  const report = JSON.parse((await alone.textContent()) ?? "{}");
  expect(report).toMatchObject({
    storage: "refused SecurityError",
    cookie: "refused SecurityError",
    inline: "false",
  });

  await page.goto("/admin/dashboard");
  const removed = await page.request.post("/admin/module/uninstall", { headers, data: { uid: "spy" } });
  expect((await removed.json()).code).toBe(1);
  expect(await page.evaluate(() => localStorage.getItem("stolen"))).toBeNull();
});
