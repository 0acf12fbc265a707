import { expect, type Page, test } from "@playwright/test";
import { settled } from "../tests/helpers.ts";
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
  tableRow,
} from "./ba-client.ts";

/** BuildAdmin's member pages, driven through its forms: members, their groups and rules, the ledgers. */

const report = specReport("user");

/** Its ledger form, opened from the member's edit form ("调整余额" / "调整积分"), with the member preset. */
async function ledgerEntry(page: Page, kind: "余额" | "积分", amount: string, memo: string) {
  await openPage(page, "会员管理", "会员管理");
  await rowButton(page, "ba_member1", "edit").click();
  await dialog(page)
    .getByRole("button", { name: kind === "余额" ? "调整余额" : "调整积分" })
    .click();
  await expect(page.locator(".nav-tabs .ba-nav-tab.active")).toContainText(`会员${kind}管理`);
  // Its ledger page names the member it was opened for in its header.
  await expect(page.locator(".layout-main .table-header")).toHaveCount(1);
  await expect(page.locator(".layout-main .table-header")).toContainText(/ba_member1\(ID:\d+\)/);
  await settled(page);
  await headerButton(page, "添加").click();
  const form = dialog(page);
  // The member select shows the member, as its remote select reads `nickname_text`, not the id.
  await expect(form.locator(".el-select").first()).toContainText(/客户端会员\(ID:\d+\)|ba_member1\(ID:\d+\)/);
  await expect(field(page, "用户名").locator("input")).toHaveValue("ba_member1");
  await field(page, "变动数额").locator("input").fill(amount);
  await field(page, "备注").locator("textarea").fill(memo);
  await shot(page, `user-${kind === "余额" ? "moneyLog" : "scoreLog"}-add`);
  await form.getByRole("button", { name: "保存" }).click();
  await expect(dialog(page)).toHaveCount(0);
  // Its list shows the member's names from the row's `user`.
  await expect(tableRow(page, memo)).toContainText("ba_member1");
  await expect(tableRow(page, memo)).toContainText("客户端会员");
}

test("会员管理: members, groups and rules added, edited and deleted; ledger entries with string amounts", async ({
  page,
}) => {
  const { step } = await loggedIn(page, report);

  await step("会员分组管理", "add a group with rules, edit it", async () => {
    await openPage(page, "会员管理", "会员分组管理");
    await headerButton(page, "添加").click();
    await field(page, "组别名称").locator("input").fill("客户端会员组");
    await field(page, "权限").locator(".el-tree .el-checkbox").first().click();
    await shot(page, "user-group-add");
    await save(page, "客户端会员组");
    await rowButton(page, "客户端会员组", "edit").click();
    await refill(page, "组别名称", "客户端会员组", "客户端会员分组");
    await save(page, "客户端会员分组");
    const group = (await rowsOf(page, "user.Group")).find((r) => r.name === "客户端会员分组");
    expect(group?.status).toBe("1");
  });

  await step("会员管理", "add a member in that group, edit them", async () => {
    await openPage(page, "会员管理", "会员管理");
    await headerButton(page, "添加").click();
    await field(page, "用户名").locator("input").fill("ba_member1");
    await field(page, "昵称").locator("input").fill("客户端会员");
    await field(page, "分组").locator(".el-select").click();
    await pick(page, "客户端会员分组");
    await field(page, "密码").locator("input").fill("ba-Member_123");
    await dialog(page).locator(".el-dialog__header").click();
    await shot(page, "user-user-add");
    await save(page, "ba_member1");
    await rowButton(page, "ba_member1", "edit").click();
    await expect(field(page, "用户名").locator("input")).toHaveValue("ba_member1");
    await field(page, "个性签名").locator("textarea").fill("来自 BuildAdmin 客户端");
    await dialog(page).getByRole("button", { name: "保存" }).click();
    await expect(dialog(page)).toHaveCount(0);
    const member = (await rowsOf(page, "user.User")).find((r) => r.username === "ba_member1");
    expect(member).toMatchObject({
      nickname: "客户端会员",
      motto: "来自 BuildAdmin 客户端",
      status: "enable",
    });
  });

  await step("会员余额管理", "an entry of 12.5 from the member's form", async () => {
    await ledgerEntry(page, "余额", "12.5", "客户端充值");
    const [entry] = await rowsOf(page, "user.MoneyLog", "&order=id,desc");
    expect(entry).toMatchObject({ money: 12.5, before: 0, after: 12.5, memo: "客户端充值" });
    await shot(page, "user-moneyLog-list");
  });

  await step("会员积分管理", "an entry of 7 from the member's form", async () => {
    await ledgerEntry(page, "积分", "7", "客户端奖励");
    const [entry] = await rowsOf(page, "user.ScoreLog", "&order=id,desc");
    expect(entry).toMatchObject({ score: 7, before: 0, after: 7, memo: "客户端奖励" });
    const member = (await rowsOf(page, "user.User")).find((r) => r.username === "ba_member1");
    expect(member).toMatchObject({ money: 12.5, score: 7 });
  });

  await step("会员管理", "delete the member; delete the group", async () => {
    await openPage(page, "会员管理", "会员管理");
    await deleteRow(page, "ba_member1");
    await openPage(page, "会员管理", "会员分组管理");
    await deleteRow(page, "客户端会员分组");
  });

  await step("会员规则管理", "add, edit, delete a member-centre rule", async () => {
    await openPage(page, "会员管理", "会员规则管理");
    await headerButton(page, "添加").click();
    await field(page, "规则类型").getByText("页面按钮").click();
    await field(page, "规则标题").locator("input").fill("客户端按钮");
    await field(page, "规则名称").locator("input").fill("baclient/button");
    await shot(page, "user-rule-add");
    await dialog(page).getByRole("button", { name: "保存" }).click();
    await expect(dialog(page)).toHaveCount(0);
    expect((await rowsOf(page, "user.Rule")).find((r) => r.name === "baclient/button")).toMatchObject({
      title: "客户端按钮",
      type: "button",
    });
    await page
      .locator(".layout-main .table-header")
      .getByRole("button", { name: exact("展开所有") })
      .click();
    await rowButton(page, "客户端按钮", "edit").click();
    await refill(page, "规则标题", "客户端按钮", "客户端页面按钮");
    await save(page, "客户端页面按钮");
    await deleteRow(page, "客户端页面按钮");
  });
});
