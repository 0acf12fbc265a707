import { expect, test } from "@playwright/test";
import {
  call,
  confirmPop,
  deleteRow,
  dialog,
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

/** BuildAdmin's data-security pages: both rule forms, the recycle bin and the sensitive-data log. */

const report = specReport("security");

test("数据安全管理: recycle and sensitive rules through their forms; both logs with their details, restore and rollback", async ({
  page,
}) => {
  const { step } = await loggedIn(page, report);

  await step("数据回收规则管理", "add a rule through its form, edit it, delete it", async () => {
    await openPage(page, "数据安全管理", "数据回收规则管理");
    await headerButton(page, "添加").click();
    await field(page, "规则名称").locator("input").fill("客户端跳转规则");
    await field(page, "控制器").locator(".el-select").click();
    await pick(page, "content/Redirect.php");
    await field(page, "对应数据表").locator(".el-select").click();
    // Its select shows a table by its comment (as BuildAdmin's own `getTableList` answers it).
    await pick(page, /answered with a redirect/);
    await shot(page, "security-dataRecycle-add");
    await expect(field(page, "数据表主键").locator("input")).toHaveValue("id");
    await save(page, "客户端跳转规则");
    const added = (await rowsOf(page, "security.DataRecycle")).find((r) => r.name === "客户端跳转规则");
    expect(added).toMatchObject({ controller: "content/Redirect.php", data_table: "redirect", status: "1" });

    await rowButton(page, "客户端跳转规则", "edit").click();
    await expect(field(page, "控制器").locator(".el-select")).toContainText("content/Redirect.php");
    await refill(page, "规则名称", "客户端跳转规则", "客户端跳转");
    await save(page, "客户端跳转");
    await deleteRow(page, "客户端跳转");
  });

  await step("敏感字段规则管理", "add a rule through its form, edit its note, delete it", async () => {
    await openPage(page, "数据安全管理", "敏感字段规则管理");
    await headerButton(page, "添加").click();
    await field(page, "规则名称").locator("input").fill("客户端会员资料");
    await field(page, "控制器").locator(".el-select").click();
    await pick(page, "user/User.php");
    await field(page, "对应数据表").locator(".el-select").click();
    await pick(page, /^\s*user(\s|$)/);
    await field(page, "敏感字段").locator(".el-select").click();
    for (const name of ["nickname", "motto"]) await pick(page, new RegExp(`^\\s*${name}\\b`));
    await dialog(page).locator(".el-dialog__header").click();
    await field(page, "nickname").locator("input").fill("客户端昵称");
    await shot(page, "security-sensitiveData-add");
    await save(page, "客户端会员资料");
    const added = (await rowsOf(page, "security.SensitiveData")).find((r) => r.name === "客户端会员资料");
    expect(added).toMatchObject({ controller: "user/User.php", data_table: "user" });
    expect(added?.data_fields).toEqual(expect.arrayContaining(["客户端昵称"]));

    await rowButton(page, "客户端会员资料", "edit").click();
    await refill(page, "nickname", "客户端昵称", "会员昵称");
    await shot(page, "security-sensitiveData-edit");
    await dialog(page).getByRole("button", { name: "保存" }).click();
    await expect(tableRow(page, "客户端会员资料")).toContainText("会员昵称");
    await deleteRow(page, "客户端会员资料");
  });

  await step(
    "数据回收站",
    "the deleted rule listed with its admin and rule, its details, restored",
    async () => {
      await openPage(page, "数据安全管理", "数据回收站");
      const row = tableRow(page, "敏感字段规则");
      await expect(row).toContainText(/security\/sensitiveData/i);
      const [log] = await rowsOf(page, "security.DataRecycleLog", "&order=id,desc");
      expect(log).toMatchObject({
        admin: { nickname: expect.any(String) },
        recycle: { name: "敏感字段规则" },
      });
      await expect(row).toContainText(String((log?.admin as { nickname?: string } | undefined)?.nickname));
      await shot(page, "security-dataRecycleLog-list");
      await rowButton(page, "敏感字段规则", "info").click();
      await dialog(page).locator(".el-tree-node__content", { hasText: "点击展开" }).click();
      await expect(dialog(page).locator(".el-tree")).toContainText("客户端会员资料");
      await shot(page, "security-dataRecycleLog-info");
      await dialog(page).locator(".el-dialog__headerbtn").click();
      await rowButton(page, "敏感字段规则", "edit").click();
      await confirmPop(page, "还原");
      // The entry stays, marked restored (BuildAdmin deletes it); the rule is back.
      await expect
        .poll(async () => (await rowsOf(page, "security.DataRecycleLog", "&order=id,desc"))[0]?.is_restore)
        .toBe(1);
      const rules = await rowsOf(page, "security.SensitiveData");
      expect(rules.some((r) => r.name === "客户端会员资料")).toBe(true);
    },
  );

  await step(
    "敏感数据修改记录",
    "an admin's changed mobile listed with its admin and rule, its details, rolled back",
    async () => {
      const admins = await rowsOf(page, "auth.Admin");
      const admin = admins.find((r) => r.username === "admin");
      const edited = await call(page, "POST", "/admin/auth.Admin/edit", {
        id: admin?.id,
        mobile: "13800000000",
      });
      expect(edited.code, edited.msg).toBe(1);
      await openPage(page, "数据安全管理", "敏感数据修改记录");
      const row = tableRow(page, "13800000000");
      await expect(row).toContainText("管理员数据");
      await expect(row).toContainText(/auth\/admin/i);
      const [log] = await rowsOf(page, "security.SensitiveDataLog", "&order=id,desc");
      expect(log).toMatchObject({
        sensitive: { name: "管理员数据" },
        admin: { nickname: expect.any(String) },
      });
      await shot(page, "security-sensitiveDataLog-list");
      await rowButton(page, "13800000000", "info").click();
      await expect(dialog(page)).toContainText("13800000000");
      await shot(page, "security-sensitiveDataLog-info");
      await dialog(page).locator(".el-dialog__headerbtn").click();
      await rowButton(page, "13800000000", "edit").click();
      await confirmPop(page, "回滚");
      await expect
        .poll(async () => (await rowsOf(page, "auth.Admin")).find((r) => r.username === "admin")?.mobile)
        .toBe(admin?.mobile);
      expect((await rowsOf(page, "auth.Admin")).find((r) => r.username === "admin")?.mobile).toBe(
        admin?.mobile,
      );
    },
  );
});
