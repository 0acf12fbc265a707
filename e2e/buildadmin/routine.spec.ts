import { expect, test } from "@playwright/test";
import {
  call,
  confirmPop,
  deleteRow,
  dialog,
  exact,
  field,
  loggedIn,
  openPage,
  pageField,
  pick,
  refill,
  rowButton,
  rowsOf,
  save,
  shot,
  specReport,
  successToast,
  tableBody,
} from "./ba-client.ts";

/** BuildAdmin's routine pages: the settings with its "add item" form, the profile, the attachments. */

/** A 1x1 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

type ConfigItem = { name: string; title: string; type: string; value: unknown };

const report = specReport("routine");

test("常规管理: settings saved and an item added, the cache cleared, the profile and its avatar, attachments", async ({
  page,
}) => {
  const { answers, step } = await loggedIn(page, report);
  const items = async () => {
    const answer = await call(page, "GET", "/admin/routine.Config/index");
    const groups = answer.data.list as Record<string, { list: ConfigItem[] }>;
    return Object.values(groups).flatMap((g) => g.list);
  };

  await step("系统配置", "save the settings", async () => {
    await openPage(page, "常规管理", "系统配置");
    const version = pageField(page, "版本号");
    await version.locator("input").fill("v1.0.1");
    await page.locator(".layout-main").getByRole("button", { name: "保存" }).first().click();
    await expect(successToast(page)).toBeVisible();
    expect((await items()).find((i) => i.name === "version")?.value).toBe("v1.0.1");
    await shot(page, "routine-config-saved");
  });

  await step("系统配置", "add a setting through its 添加配置项 form", async () => {
    await page.locator(".layout-main .el-tabs__item", { hasText: "添加配置项" }).click();
    await field(page, "变量分组").locator(".el-select").click();
    await pick(page, "基础配置");
    await field(page, "变量名").locator("input").fill("ba_client_note");
    await field(page, "变量标题").locator("input").fill("客户端备注");
    await field(page, "变量类型").locator(".el-select").click();
    await pick(page, "string");
    await field(page, "提示信息").locator("input").fill("由 BuildAdmin 客户端添加");
    await shot(page, "routine-config-add");
    await dialog(page)
      .getByRole("button", { name: exact("添加") })
      .click();
    await expect(dialog(page)).toHaveCount(0);
    const added = (await items()).find((i) => i.name === "ba_client_note");
    expect(added).toMatchObject({ title: "客户端备注", type: "string" });
    // Its page keeps the form it loaded (its own behaviour): the item shows once the page loads again.
    await page.reload();
    await expect(pageField(page, "客户端备注")).toBeVisible();
    await shot(page, "routine-config-added");
    const item = page
      .locator(".layout-main .el-form-item, .layout-main div")
      .filter({ hasText: "$ba_client_note" });
    await pageField(page, "客户端备注").hover();
    await item.locator(".del-config-form-item .close-icon").last().click();
    await confirmPop(page);
    await expect(pageField(page, "客户端备注")).toHaveCount(0);
    expect((await items()).some((i) => i.name === "ba_client_note")).toBe(false);
  });

  await step("顶栏", "清理系统缓存", async () => {
    const seen = answers.length;
    // Its top bar: the language menu, then the cache menu (a trash icon).
    await page.locator(".nav-menus .el-dropdown").nth(1).locator(".nav-menu-item").click();
    await page.locator(".el-dropdown-menu__item:visible", { hasText: "清理系统缓存" }).click();
    await expect
      .poll(() => answers.slice(seen).some((a) => a.url.includes("clearCache") && a.code === 1))
      .toBe(true);
    await shot(page, "routine-clear-cache");
  });

  await step("个人资料", "edit the nickname, upload an avatar", async () => {
    await openPage(page, "常规管理", "个人资料");
    const nickname = pageField(page, "用户昵称").locator("input");
    await expect(nickname).toHaveValue("Admin");
    await nickname.fill("客户端管理员");
    await page.getByRole("button", { name: "保存修改" }).click();
    await expect(successToast(page)).toBeVisible();
    const info = await call(page, "GET", "/admin/routine.AdminInfo/index");
    expect((info.data.info as { nickname: string }).nickname).toBe("客户端管理员");
    await page.locator(".avatar-uploader input[type=file]").setInputFiles({
      name: "avatar.png",
      mimeType: "image/png",
      buffer: PNG,
    });
    await expect(successToast(page)).toBeVisible();
    await shot(page, "routine-adminInfo");
  });

  await step("附件管理", "the avatar listed with its preview; edit its name; delete it", async () => {
    await openPage(page, "常规管理", "附件管理");
    await expect(tableBody(page)).toContainText("avatar.png");
    const [file] = await rowsOf(page, "routine.Attachment");
    expect(file).toMatchObject({ name: "avatar.png", suffix: "png", admin: { username: "admin" } });
    expect(String(file?.full_url)).toBe(new URL(String(file?.url), page.url()).href);
    const preview = page.locator(".layout-main .el-table__body tr").first().locator(".el-image img");
    await expect(preview).toHaveJSProperty("complete", true);
    expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    await shot(page, "routine-attachment");

    await rowButton(page, "avatar.png", "edit").click();
    await refill(page, "原始名称", "avatar.png", "client-avatar.png");
    await save(page, "client-avatar.png");
    await deleteRow(page, "client-avatar.png");
    expect(await rowsOf(page, "routine.Attachment")).toEqual([]);
  });
});
