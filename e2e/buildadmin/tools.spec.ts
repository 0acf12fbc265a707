import { expect, test } from "@playwright/test";
import { packNoticeModule } from "../../examples/module-notice/pack.mjs";
import { call, designTable, dialog, errorToast, loggedIn, shot, sideMenu, specReport } from "./ba-client.ts";

/** BuildAdmin's tool pages: the module market's "upload installation", the CRUD designer's log. */

const report = specReport("tools");

test("模块市场 and CRUD代码生成: a module zip uploaded and installed, the designer's log listed", async ({
  page,
}) => {
  const { answers, step } = await loggedIn(page, report);
  const openTop = async (title: string) => {
    await sideMenu(page).locator("li.el-menu-item").filter({ hasText: title }).click();
    await expect(page.locator(".nav-tabs .ba-nav-tab.active")).toContainText(title);
    await page.waitForLoadState("networkidle");
  };

  await step("模块市场", "upload the notice board's zip and install it as its view does", async () => {
    await openTop("模块市场");
    await expect(page.locator(".layout-main")).toContainText("上传安装");
    await page.locator(".layout-main").getByRole("button", { name: "上传安装" }).click();
    const zip = await packNoticeModule();
    await dialog(page).locator("input[type=file]").setInputFiles({
      name: "notice-1.0.0.zip",
      mimeType: "application/zip",
      buffer: zip,
    });
    await expect(dialog(page)).toContainText("安装完成", { timeout: 30_000 });
    await shot(page, "tools-module-installed");
    const installed = await call(page, "GET", "/admin/module/index");
    expect(installed.data.installed).toEqual(
      expect.arrayContaining([expect.objectContaining({ uid: "notice", state: 1 })]),
    );
    const called = answers.map((a) => `${a.method} ${a.url.split("?")[0]}`);
    for (const url of [
      "/admin/ajax/upload",
      "/admin/module/upload",
      "/admin/module/state",
      "/admin/module/install",
    ])
      expect(
        called.some((c) => c.endsWith(url)),
        url,
      ).toBe(true);
    await dialog(page).locator(".el-dialog__headerbtn").click();
  });

  await step("模块市场", "uninstall it as its goods dialog would (`uninstall?uid=`, no body)", async () => {
    const token = await page.evaluate(
      () => JSON.parse(localStorage.getItem("adminInfo") ?? "{}").token as string,
    );
    const removed = await page.evaluate(async (token) => {
      const res = await fetch("/admin/module/uninstall?uid=notice", {
        method: "POST",
        headers: { batoken: token },
      });
      return (await res.json()) as { code: number; msg: string };
    }, token);
    expect(removed, removed.msg).toMatchObject({ code: 1 });
    expect((await call(page, "GET", "/admin/module/state?uid=notice")).data.state).toBe(0);
  });

  await step("CRUD代码生成", "its log dialog lists the designer's log (crud.Log/index)", async () => {
    // A table designed in this admin's designer, so that the log has a row.
    const designed = await designTable(page, "ba_client_notes", "客户端笔记", "Client notes");
    expect(designed).toBe(200);
    await openTop("CRUD代码生成");
    await page.locator(".layout-main").getByText("CRUD记录").click();
    const log = dialog(page);
    await expect(log.locator(".el-table__body")).toContainText("ba_client_notes");
    await expect(errorToast(page)).toHaveCount(0);
    await shot(page, "tools-crud-log");
    const rows = await call(page, "GET", "/admin/crud.Log/index?quickSearch=ba_client_notes");
    expect(rows.data.list).toEqual([
      expect.objectContaining({
        table_name: "ba_client_notes",
        table: expect.objectContaining({ name: "ba_client_notes" }),
      }),
    ]);
    await log.locator(".el-dialog__headerbtn").click();
  });
});
