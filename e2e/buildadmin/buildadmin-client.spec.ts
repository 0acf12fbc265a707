import { expect, type Page, type Response, test } from "@playwright/test";
import { ADMIN_PASSWORD, settled } from "../tests/helpers.ts";

/**
 * BuildAdmin's own admin client (GitHub build-admin/BuildAdmin, branch v2, built outside this repository)
 * driven against this server: every page it has a view for, and the writes of its main forms.
 */
const SHOTS = new URL("../test-results/buildadmin/screens", import.meta.url).pathname;

/** The menu directories and the pages BuildAdmin's client has views for, as the seeded menu titles them. */
const PAGES: [string, string[]][] = [
  ["权限管理", ["管理员管理", "角色组管理", "菜单规则管理", "管理员日志管理"]],
  ["会员管理", ["会员管理", "会员分组管理", "会员规则管理", "会员余额管理", "会员积分管理"]],
  ["常规管理", ["系统配置", "附件管理", "个人资料"]],
  ["数据安全管理", ["数据回收站", "敏感数据修改记录", "数据回收规则管理", "敏感字段规则管理"]],
];

/** A 1x1 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

type Answer = { url: string; status: number; code: unknown; msg: unknown };

/** Every API answer the client got, so that a refusal nobody saw on screen still fails the run. */
function watchAnswers(page: Page): Answer[] {
  const answers: Answer[] = [];
  page.on("response", async (response: Response) => {
    const url = new URL(response.url());
    if (!/^\/(admin|api)\//.test(url.pathname)) return;
    const body = await response.json().catch(() => ({ code: "not json", msg: "" }));
    answers.push({
      url: url.pathname + url.search,
      status: response.status(),
      code: body.code,
      msg: body.msg,
    });
  });
  return answers;
}

const refusals = (answers: Answer[]) => answers.filter((a) => a.code !== 1);
const exact = (text: string) => new RegExp(`^\\s*${text}\\s*$`);
const errorToast = (page: Page) => page.locator(".el-notification--error, .el-message--error");

async function openPage(page: Page, dir: string, title: string) {
  const submenu = page
    .locator("li.el-sub-menu")
    .filter({ has: page.locator(".el-sub-menu__title", { hasText: exact(dir) }) });
  if (!(await submenu.evaluate((el) => el.classList.contains("is-opened")))) {
    await submenu.locator(".el-sub-menu__title").click();
  }
  await submenu
    .locator("li.el-menu-item")
    .filter({ hasText: exact(title) })
    .click();
  await expect(page.locator(".nav-tabs .ba-nav-tab.active")).toContainText(title);
}

async function login(page: Page) {
  await page.goto("/#/admin/login");
  await page.getByPlaceholder("请输入账号").fill("admin");
  await page.getByPlaceholder("请输入密码").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "登录" }).click();
  await expect(page.locator("aside .el-menu")).toBeVisible();
}

/** The rows of a controller as the server holds them, asked with the client's own token. */
async function rowsOf(page: Page, controller: string, query = ""): Promise<Record<string, unknown>[]> {
  return page.evaluate(
    async ({ controller, query }) => {
      const token = JSON.parse(localStorage.getItem("adminInfo") ?? "{}").token as string;
      const res = await fetch(`/admin/${controller}/index?limit=1000${query}`, {
        headers: { batoken: token },
      });
      const flat = (rows: Record<string, unknown>[]): Record<string, unknown>[] =>
        rows.flatMap((r) => [r, ...flat((r.children as Record<string, unknown>[]) ?? [])]);
      return flat((await res.json()).data.list);
    },
    { controller, query },
  );
}

const dialog = (page: Page) => page.locator(".el-dialog:visible");
const field = (page: Page, label: string) =>
  dialog(page)
    .locator(".el-form-item")
    .filter({ has: page.locator(".el-form-item__label", { hasText: exact(label) }) });

test("BuildAdmin's client: login, every page, admins, groups, rules, settings, upload, sensitive rule, logout", async ({
  page,
}) => {
  const answers = watchAnswers(page);
  await login(page);
  await expect(page.getByText("控制台").first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expect(errorToast(page)).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/dashboard.png` });

  await test.step("every page opens from the menu", async () => {
    for (const [dir, titles] of PAGES) {
      for (const title of titles) {
        await openPage(page, dir, title);
        await page.waitForLoadState("networkidle");
        await expect(errorToast(page), `${dir} / ${title}`).toHaveCount(0);
        await settled(page);
        await page.screenshot({ path: `${SHOTS}/page-${dir}-${title}.png` });
      }
    }
    expect(refusals(answers)).toEqual([]);
  });

  await test.step("add, edit and delete an admin", async () => {
    await openPage(page, "权限管理", "管理员管理");
    await page.locator(".table-header").getByRole("button", { name: "添加" }).click();
    await field(page, "用户名").locator("input").fill("ba_client1");
    await field(page, "昵称").locator("input").fill("客户端甲");
    await field(page, "角色组").locator(".el-select").click();
    await page.locator(".el-select-dropdown__item:visible", { hasText: "内容编辑组" }).click();
    await field(page, "密码").locator("input").fill("ba-Client_123");
    await dialog(page).locator(".el-dialog__header").click();
    await page.screenshot({ path: `${SHOTS}/admin-add.png` });
    await dialog(page).getByRole("button", { name: "保存" }).click();
    await expect(page.locator(".el-table__body")).toContainText("ba_client1");
    const added = (await rowsOf(page, "auth.Admin")).find((r) => r.username === "ba_client1");
    expect(added).toMatchObject({ nickname: "客户端甲", status: "1", group_name_arr: ["内容编辑组"] });

    const row = page.locator(".el-table__body tr").filter({ hasText: "ba_client1" });
    await row.locator(".ba-table-render-buttons-item").first().click();
    await field(page, "昵称").locator("input").fill("客户端乙");
    await dialog(page).getByRole("button", { name: "保存" }).click();
    await expect(page.locator(".el-table__body")).toContainText("客户端乙");

    await row.locator(".ba-table-render-buttons-item").nth(1).click();
    await page.locator(".el-popconfirm:visible").getByRole("button", { name: "删除" }).click();
    await expect(page.locator(".el-table__body")).not.toContainText("ba_client1");
    expect((await rowsOf(page, "auth.Admin")).some((r) => r.username === "ba_client1")).toBe(false);
  });

  await test.step("add a group with rules", async () => {
    await openPage(page, "权限管理", "角色组管理");
    await page.locator(".table-header").getByRole("button", { name: "添加" }).click();
    await field(page, "上级分组").locator(".el-tree-select, .el-select").first().click();
    await page
      .locator(".el-select-dropdown__item:visible, .el-tree-node:visible", { hasText: "超级管理组" })
      .first()
      .click();
    await field(page, "组别名称").locator("input").fill("客户端编辑组");
    const tree = field(page, "权限").locator(".el-tree");
    await tree
      .locator(".el-tree-node__content", { hasText: exact("控制台") })
      .locator(".el-checkbox")
      .click();
    await tree
      .locator(".el-tree-node__content", { hasText: exact("附件管理") })
      .locator(".el-checkbox")
      .click();
    await page.screenshot({ path: `${SHOTS}/group-add.png` });
    await dialog(page).getByRole("button", { name: "保存" }).click();
    await expect(page.locator(".el-table__body")).toContainText("客户端编辑组");
    const group = (await rowsOf(page, "auth.Group")).find((r) => r.name === "客户端编辑组");
    expect(group?.status).toBe("1");
    expect(String(group?.rules)).toMatch(/^控制台等 \d+ 项$/);
  });

  await test.step("a rule's switch changes that rule only", async () => {
    await openPage(page, "权限管理", "菜单规则管理");
    const before = await rowsOf(page, "auth.Rule");
    expect(before.every((r) => r.status === "1")).toBe(true);
    const row = page.locator(".el-table__body tr").filter({ hasText: "控制台" }).first();
    await row.locator(".el-switch").nth(1).click();
    await expect(row.locator(".el-switch").nth(1)).not.toHaveClass(/is-checked/);
    const after = await rowsOf(page, "auth.Rule");
    const changed = after.filter((r) => r.status !== "1").map((r) => r.name);
    expect(changed).toEqual(["dashboard"]);
    await page.screenshot({ path: `${SHOTS}/rule-switch.png` });
    await row.locator(".el-switch").nth(1).click();
    await expect(row.locator(".el-switch").nth(1)).toHaveClass(/is-checked/);
    expect((await rowsOf(page, "auth.Rule")).every((r) => r.status === "1")).toBe(true);
  });

  await test.step("save the settings", async () => {
    await openPage(page, "常规管理", "系统配置");
    const version = page
      .locator(".el-form-item")
      .filter({ has: page.locator(".el-form-item__label", { hasText: exact("版本号") }) });
    await version.locator("input").fill("v1.0.1");
    await page.getByRole("button", { name: "保存" }).click();
    await expect(page.locator(".el-message--success, .el-notification--success").first()).toBeVisible();
    const items = await page.evaluate(async () => {
      const token = JSON.parse(localStorage.getItem("adminInfo") ?? "{}").token as string;
      const res = await fetch("/admin/routine.Config/index", { headers: { batoken: token } });
      return (await res.json()).data.list.basics.list as { name: string; value: unknown }[];
    });
    expect(items.find((i) => i.name === "version")?.value).toBe("v1.0.1");
    await page.screenshot({ path: `${SHOTS}/config-saved.png` });
  });

  await test.step("upload an avatar into the attachments", async () => {
    await openPage(page, "常规管理", "个人资料");
    await page.locator(".avatar-uploader input[type=file]").setInputFiles({
      name: "avatar.png",
      mimeType: "image/png",
      buffer: PNG,
    });
    await expect(page.locator(".el-message--success, .el-notification--success").first()).toBeVisible();
    await openPage(page, "常规管理", "附件管理");
    await expect(page.locator(".el-table__body")).toContainText("avatar.png");
    const [file] = await rowsOf(page, "routine.Attachment");
    expect(file).toMatchObject({ name: "avatar.png", suffix: "png", admin: { username: "admin" } });
    expect(String(file?.full_url)).toBe(new URL(String(file?.url), page.url()).href);
    const preview = page.locator(".el-table__body tr").first().locator(".el-image img");
    await expect(preview).toHaveJSProperty("complete", true);
    expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    await page.screenshot({ path: `${SHOTS}/attachment.png` });
  });

  await test.step("add and edit a sensitive-field rule through its form", async () => {
    await openPage(page, "数据安全管理", "敏感字段规则管理");
    await page.locator(".table-header").getByRole("button", { name: "添加" }).click();
    await field(page, "规则名称").locator("input").fill("客户端会员资料");
    await field(page, "控制器").locator(".el-select").click();
    await page.locator(".el-select-dropdown__item:visible", { hasText: exact("user/User.php") }).click();
    await field(page, "对应数据表").locator(".el-select").click();
    await page
      .locator(".el-select-dropdown__item:visible", { hasText: /^\s*user(\s|$)/ })
      .first()
      .click();
    await field(page, "敏感字段").locator(".el-select").click();
    for (const name of ["nickname", "mobile"])
      await page
        .locator(".el-select-dropdown__item:visible", { hasText: new RegExp(`^\\s*${name}\\b`) })
        .click();
    await dialog(page).locator(".el-dialog__header").click();
    await field(page, "nickname").locator("input").fill("客户端昵称");
    await page.screenshot({ path: `${SHOTS}/sensitive-add.png` });
    await dialog(page).getByRole("button", { name: "保存" }).click();
    await expect(page.locator(".el-table__body")).toContainText("客户端会员资料");
    const added = (await rowsOf(page, "security.SensitiveData")).find((r) => r.name === "客户端会员资料");
    expect(added).toMatchObject({ controller: "user/User.php", data_table: "user" });
    expect(added?.data_fields).toEqual(expect.arrayContaining(["客户端昵称"]));
    expect(added?.data_fields).toHaveLength(2);

    const row = page.locator(".el-table__body tr").filter({ hasText: "客户端会员资料" });
    await row.locator(".ba-table-render-buttons-item").first().click();
    await expect(field(page, "nickname").locator("input")).toHaveValue("客户端昵称");
    await field(page, "nickname").locator("input").fill("会员昵称");
    await page.screenshot({ path: `${SHOTS}/sensitive-edit.png` });
    await dialog(page).getByRole("button", { name: "保存" }).click();
    await expect(dialog(page)).toHaveCount(0);
    const edited = (await rowsOf(page, "security.SensitiveData")).find((r) => r.name === "客户端会员资料");
    expect(edited?.data_fields).toEqual(expect.arrayContaining(["会员昵称"]));
    expect(edited?.data_fields).toHaveLength(2);
  });

  // Their tabs open BuildAdmin's views; the views stay blank here (docs/buildadmin-compat.md says why).
  await test.step("the CRUD designer's and the module market's entries open BuildAdmin's views", async () => {
    for (const title of ["CRUD代码生成", "模块市场"]) {
      await page
        .locator("aside .el-menu > li.el-menu-item")
        .filter({ hasText: exact(title) })
        .click();
      await expect(page.locator(".nav-tabs .ba-nav-tab.active")).toContainText(title);
      await page.waitForLoadState("networkidle");
      await settled(page);
      await page.screenshot({ path: `${SHOTS}/page-${title}.png` });
    }
  });

  await test.step("log out", async () => {
    expect(refusals(answers)).toEqual([]);
    await page.locator(".admin-info").click();
    await page.getByRole("button", { name: "注销" }).click();
    // The client reloads itself on the login page once the server has ended the session.
    await page.waitForURL(/#\/admin\/login/);
    await page.waitForLoadState("networkidle");
    await expect(page.locator(".block-loading")).toHaveCount(0);
    await expect(page.getByPlaceholder("请输入账号")).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("adminInfo") ?? "")).not.toContain('"token":"');
    await page.screenshot({ path: `${SHOTS}/logged-out.png` });
  });
});
