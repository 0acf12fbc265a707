import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { openAdmin, openFromMenu } from "./helpers.ts";

async function openTable(page: Page, path: string, table: string) {
  await openAdmin(page, path);
  await expect(page.getByTestId(`crud-table-${table}`)).toBeVisible();
}

/** The member's own session, as the member centre holds it. */
async function memberSession(page: Page, username: string, password: string) {
  const res = await page.request.post("/api/user/checkIn", { data: { tab: "login", username, password } });
  const body = await res.json();
  return { code: body.code as number, token: (body.data?.userInfo?.token ?? "") as string };
}

async function memberIndexCode(page: Page, token: string) {
  const res = await page.request.get("/api/index/index?requiredLogin=1", {
    headers: { "ba-user-token": token },
  });
  return (await res.json()).code as number;
}

test.describe("member administration", () => {
  test("add a member, edit, disable then enable, adjust balance and points; the ledgers show the rows", async ({
    page,
  }) => {
    await openTable(page, "/admin/user/user", "user.user");
    const table = page.getByTestId("crud-table-user.user");

    await table.getByRole("button", { name: "添加", exact: true }).click();
    let form = page.getByRole("dialog");
    await form.getByLabel("用户名", { exact: true }).fill("e2e_member");
    await form.getByLabel("昵称", { exact: true }).fill("测试会员");
    await form.getByLabel("电子邮箱").fill("e2e_member@example.com");
    await form.getByLabel("手机号").fill("13900139000");
    await form.getByLabel("生日").fill("1995-06-18");
    await form.getByLabel("密码").fill("member-Pass1");
    await form.getByRole("button", { name: "保存" }).click();
    await expect(form).toBeHidden();
    const row = table.locator("tbody tr", { hasText: "e2e_member" });
    await expect(row).toContainText("测试会员");
    await expect(row).toContainText("默认分组");
    await expect(row).toContainText("0.00");

    await row.getByRole("button", { name: "编辑" }).click();
    form = page.getByRole("dialog");
    await expect(form.getByLabel("生日")).toHaveValue("1995-06-18");
    await form.getByLabel("昵称", { exact: true }).fill("小测");
    await form.getByRole("button", { name: "保存" }).click();
    await expect(form).toBeHidden();
    await expect(row).toContainText("小测");

    // Disabling ends the member's sessions at once; enabling lets him log in again.
    const session = await memberSession(page, "e2e_member", "member-Pass1");
    expect(await memberIndexCode(page, session.token)).toBe(1);
    await row.getByRole("button", { name: "禁用" }).click();
    await expect(row.getByRole("button", { name: "启用" })).toBeVisible();
    await expect(row).toContainText("禁用");
    expect(await memberIndexCode(page, session.token)).toBe(303);
    expect((await memberSession(page, "e2e_member", "member-Pass1")).code).toBe(0);
    await row.getByRole("button", { name: "启用" }).click();
    await expect(row.getByRole("button", { name: "禁用" })).toBeVisible();
    expect((await memberSession(page, "e2e_member", "member-Pass1")).code).toBe(1);

    await row.getByRole("button", { name: "调整余额" }).click();
    let dialog = page.getByRole("dialog");
    await expect(dialog.getByLabel("当前余额（元）")).toHaveValue("0.00");
    await dialog.getByLabel("变动金额（元）").fill("12.5");
    await expect(dialog.getByLabel("变动后")).toHaveValue("12.50");
    await dialog.getByLabel("备注").fill("活动奖励");
    await dialog.getByRole("button", { name: "保存" }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText("12.50");

    await row.getByRole("button", { name: "调整积分" }).click();
    dialog = page.getByRole("dialog");
    await dialog.getByLabel("变动积分").fill("30");
    await dialog.getByLabel("备注").fill("签到");
    await dialog.getByRole("button", { name: "保存" }).click();
    await expect(dialog).toBeHidden();

    // A spend beyond the points is refused with its message and changes nothing.
    await row.getByRole("button", { name: "调整积分" }).click();
    dialog = page.getByRole("dialog");
    await expect(dialog.getByLabel("当前积分")).toHaveValue("30");
    await dialog.getByLabel("变动积分").fill("-31");
    await dialog.getByLabel("备注").fill("超额扣减");
    await dialog.getByRole("button", { name: "保存" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("会员积分不足，变更后不能小于 0！");
    await dialog.getByRole("button", { name: "取消" }).click();
    await expect(dialog).toBeHidden();

    await openFromMenu(page, "/admin/user/moneyLog");
    const money = page.getByTestId("crud-table-user.moneyLog").locator("tbody tr", { hasText: "活动奖励" });
    await expect(money).toContainText("e2e_member");
    await expect(money).toContainText("+12.50");
    await expect(money.locator("td").nth(3)).toHaveText("0.00");
    await expect(money.locator("td").nth(4)).toHaveText("12.50");
    await expect(money).toContainText("Admin");

    await openFromMenu(page, "/admin/user/scoreLog");
    const scores = page
      .getByTestId("crud-table-user.scoreLog")
      .locator("tbody tr", { hasText: "e2e_member" });
    await expect(scores).toHaveCount(1);
    await expect(scores.first()).toContainText("+30");
    await expect(scores.first().locator("td").nth(3)).toHaveText("0");
    await expect(scores.first().locator("td").nth(4)).toHaveText("30");
    await expect(scores.first()).toContainText("Admin");
  });

  test("a ledger's add chooses the member; a member group grants member rules", async ({ page }) => {
    await openTable(page, "/admin/user/scoreLog", "user.scoreLog");
    await page
      .getByTestId("crud-table-user.scoreLog")
      .getByRole("button", { name: "添加", exact: true })
      .click();
    let dialog = page.getByRole("dialog");
    await dialog.getByRole("combobox", { name: "选择会员" }).fill("e2e");
    await dialog.getByRole("option", { name: /e2e_member/ }).click();
    await expect(dialog.getByLabel("当前积分")).toHaveValue("30");
    await dialog.getByLabel("变动积分").fill("-10");
    await expect(dialog.getByLabel("变动后")).toHaveValue("20");
    await dialog.getByLabel("备注").fill("兑换礼品");
    await dialog.getByRole("button", { name: "保存" }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByTestId("crud-table-user.scoreLog").locator("tbody tr", { hasText: "兑换礼品" });
    await expect(row.locator("td").nth(3)).toHaveText("30");
    await expect(row.locator("td").nth(4)).toHaveText("20");

    await openFromMenu(page, "/admin/user/group");
    const groups = page.getByTestId("crud-table-user.group");
    await groups.getByRole("button", { name: "添加", exact: true }).click();
    dialog = page.getByRole("dialog");
    await dialog.getByLabel("分组名称").fill("VIP 会员");
    const rules = dialog.getByRole("group", { name: "会员权限" });
    await rules.getByLabel("我的账户").check();
    await expect(rules.getByLabel("余额记录")).toBeChecked();
    await rules.getByLabel("余额记录").uncheck();
    await dialog.getByRole("button", { name: "保存" }).click();
    await expect(dialog).toBeHidden();
    const vip = groups.locator("tbody tr", { hasText: "VIP 会员" });
    await vip.getByRole("button", { name: "编辑" }).click();
    dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("group", { name: "会员权限" }).getByLabel("账户概览")).toBeChecked();
    await expect(dialog.getByRole("group", { name: "会员权限" }).getByLabel("余额记录")).not.toBeChecked();
    await dialog.getByRole("button", { name: "取消" }).click();

    // The default group has members: it cannot be deleted.
    await groups.locator("tbody tr", { hasText: "默认分组" }).getByRole("button", { name: "删除" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "确定" }).click();
    await expect(page.getByText("该分组下还有会员，不能删除！")).toBeVisible();
  });

  test("member rules: a directory with a child page, refused delete, drag sort kept after a reload", async ({
    page,
  }) => {
    await openTable(page, "/admin/user/rule", "user.rule");
    const table = page.getByTestId("crud-table-user.rule");
    await table.getByRole("button", { name: "添加", exact: true }).click();
    let form = page.getByRole("dialog");
    await form.getByText("会员中心菜单目录", { exact: true }).click();
    await expect(form.getByRole("radio", { name: "会员中心菜单目录" })).toBeChecked();
    await form.getByLabel("规则标题").fill("服务中心");
    await form.getByLabel("规则名称").fill("service");
    await form.getByLabel("路由路径").fill("service");
    await form.getByRole("button", { name: "保存" }).click();
    await expect(form).toBeHidden();

    await table.getByRole("button", { name: "添加", exact: true }).click();
    form = page.getByRole("dialog");
    await form.getByLabel("上级规则").selectOption({ label: "服务中心" });
    await form.getByLabel("规则标题").fill("我的工单");
    await form.getByLabel("规则名称").fill("service/tickets");
    await form.getByLabel("路由路径").fill("service/tickets");
    await form.getByLabel("组件路径").fill("service/tickets");
    await form.getByRole("button", { name: "保存" }).click();
    await expect(form).toBeHidden();
    const parent = table.locator("tbody tr", { hasText: "服务中心" });
    const child = table.locator("tbody tr", { hasText: "我的工单" });
    await expect(child).toContainText("选项卡");
    // The child is listed right below its parent in the tree.
    const order = await table
      .locator("tbody tr")
      .evaluateAll((rows) => rows.map((r) => r.getAttribute("data-row-id")));
    const parentId = await parent.getAttribute("data-row-id");
    expect(order.indexOf(await child.getAttribute("data-row-id"))).toBe(order.indexOf(parentId) + 1);

    await parent.getByRole("button", { name: "删除" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "确定" }).click();
    await expect(page.getByText("请先删除下级记录！")).toBeVisible();
    await expect(parent).toBeVisible();

    const first = table.locator("tbody tr").first();
    const firstId = await first.getAttribute("data-row-id");
    const targetId = parentId;
    expect(firstId).not.toBe(targetId);
    await first.locator("td").first().dragTo(parent.locator("td").first());
    await expect(table.locator("tbody tr").first()).toHaveAttribute("data-row-id", targetId ?? "");
    await page.reload();
    await expect(page.getByTestId("crud-table-user.rule").locator("tbody tr").first()).toHaveAttribute(
      "data-row-id",
      targetId ?? "",
    );
  });
});
