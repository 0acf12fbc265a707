import { expect, test } from "@playwright/test";
import {
  deleteRow,
  dialog,
  exact,
  field,
  headerButton,
  loggedIn,
  openPage,
  pick,
  refill,
  rowButton,
  rowsOf,
  save,
  shot,
  specReport,
  tableBody,
  tableRow,
} from "./ba-client.ts";

/** BuildAdmin's permission pages, driven through its forms: admins, groups, rules and the admin log. */

const report = specReport("auth");

test("权限管理: admins, groups and rules added, edited and deleted; the admin log's details", async ({
  page,
}) => {
  const { step } = await loggedIn(page, report);

  await step("管理员管理", "add, edit, delete an admin", async () => {
    await openPage(page, "权限管理", "管理员管理");
    await headerButton(page, "添加").click();
    await field(page, "用户名").locator("input").fill("ba_client1");
    await field(page, "昵称").locator("input").fill("客户端甲");
    await field(page, "角色组").locator(".el-select").click();
    await pick(page, "内容编辑组");
    await field(page, "密码").locator("input").fill("ba-Client_123");
    await dialog(page).locator(".el-dialog__header").click();
    await shot(page, "auth-admin-add");
    await save(page, "ba_client1");
    const added = (await rowsOf(page, "auth.Admin")).find((r) => r.username === "ba_client1");
    expect(added).toMatchObject({ nickname: "客户端甲", status: "1", group_name_arr: ["内容编辑组"] });

    await rowButton(page, "ba_client1", "edit").click();
    await refill(page, "昵称", "客户端甲", "客户端乙");
    await save(page, "客户端乙");

    await deleteRow(page, "ba_client1");
    expect((await rowsOf(page, "auth.Admin")).some((r) => r.username === "ba_client1")).toBe(false);
  });

  await step("角色组管理", "add a group with rules, edit and delete it", async () => {
    await openPage(page, "权限管理", "角色组管理");
    await headerButton(page, "添加").click();
    await field(page, "上级分组").locator(".el-tree-select, .el-select").first().click();
    await pick(page, "超级管理组");
    await field(page, "组别名称").locator("input").fill("客户端编辑组");
    const tree = field(page, "权限").locator(".el-tree");
    for (const title of ["控制台", "附件管理"])
      await tree
        .locator(".el-tree-node__content", { hasText: exact(title) })
        .locator(".el-checkbox")
        .click();
    await shot(page, "auth-group-add");
    await save(page, "客户端编辑组");
    const group = (await rowsOf(page, "auth.Group")).find((r) => r.name === "客户端编辑组");
    expect(group?.status).toBe("1");
    expect(String(group?.rules)).toMatch(/^控制台等 \d+ 项$/);

    await rowButton(page, "客户端编辑组", "edit").click();
    await refill(page, "组别名称", "客户端编辑组", "客户端审核组");
    await save(page, "客户端审核组");
    await deleteRow(page, "客户端审核组");
    expect((await rowsOf(page, "auth.Group")).some((r) => String(r.name).startsWith("客户端"))).toBe(false);
  });

  await step("菜单规则管理", "a switch changes its rule only; add, edit, delete a rule", async () => {
    await openPage(page, "权限管理", "菜单规则管理");
    const before = await rowsOf(page, "auth.Rule");
    expect(before.every((r) => r.status === "1")).toBe(true);
    const row = tableRow(page, "控制台");
    await row.locator(".el-switch").nth(1).click();
    await expect(row.locator(".el-switch").nth(1)).not.toHaveClass(/is-checked/);
    const changed = (await rowsOf(page, "auth.Rule")).filter((r) => r.status !== "1").map((r) => r.name);
    expect(changed).toEqual(["dashboard"]);
    await shot(page, "auth-rule-switch");
    await row.locator(".el-switch").nth(1).click();
    await expect(row.locator(".el-switch").nth(1)).toHaveClass(/is-checked/);
    expect((await rowsOf(page, "auth.Rule")).every((r) => r.status === "1")).toBe(true);

    await headerButton(page, "添加").click();
    await field(page, "规则类型").getByText("菜单目录").click();
    await field(page, "规则标题").locator("input").fill("客户端目录");
    await field(page, "规则名称").locator("input").fill("baclient");
    await field(page, "路由路径").locator("input").fill("baclient");
    await shot(page, "auth-rule-add");
    await dialog(page).getByRole("button", { name: "保存" }).click();
    await expect(dialog(page)).toHaveCount(0);
    const added = (await rowsOf(page, "auth.Rule")).find((r) => r.name === "baclient");
    expect(added).toMatchObject({ title: "客户端目录", type: "menu_dir", status: "1" });

    await rowButton(page, "客户端目录", "edit").click();
    await expect(field(page, "规则名称").locator("input")).toHaveValue("baclient");
    await refill(page, "规则标题", "客户端目录", "客户端菜单目录");
    await save(page, "客户端菜单目录");
    await deleteRow(page, "客户端菜单目录");
    expect((await rowsOf(page, "auth.Rule")).some((r) => r.name === "baclient")).toBe(false);
  });

  await step("管理员日志管理", "the list, and a row's 查看详情 with its request data", async () => {
    await openPage(page, "权限管理", "管理员日志管理");
    await expect(tableBody(page)).toContainText("admin");
    const [latest] = await rowsOf(page, "auth.AdminLog", "&order=id,desc");
    expect(typeof latest?.data).toBe("string");
    expect(() => JSON.parse(String(latest?.data))).not.toThrow();
    await page.locator(".layout-main .el-table__body tr").first().locator(".table-row-edit").click();
    const details = dialog(page);
    await expect(details.locator(".el-descriptions")).toContainText(String(latest?.url));
    // Its request data, parsed from the row's JSON text into a tree.
    await details.locator(".el-tree-node__content", { hasText: "点击展开" }).click();
    const [key] = Object.keys(JSON.parse(String(latest?.data)));
    await expect(details.locator(".el-tree")).toContainText(String(key));
    await shot(page, "auth-adminLog-info");
    await details.locator(".el-dialog__headerbtn").click();
  });
});
