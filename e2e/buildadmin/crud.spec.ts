import { expect, type Locator, type Page, test } from "@playwright/test";
import { settled } from "../tests/helpers.ts";
import {
  type Answer,
  call,
  confirmPop,
  designTable,
  exact,
  loggedIn,
  pageField,
  type Row,
  rowsOf,
  shot,
  sideMenu,
  specReport,
} from "./ba-client.ts";

/**
 * BuildAdmin's CRUD generator (its `crud/crud` view: start page, designer, CRUD记录 dialog) driven as an
 * admin would: a table generated from a log record under a new name, one from scratch with its field
 * palette, a product table's name refused, a record's table re-generated through its confirmation, and a
 * generated table deleted from the log; every write checked on the server.
 */

const report = specReport("crud");

const SEED = "ba_crud_seed";
const PRODUCT = "ba_product";
const GADGET = "ba_gadget";
const VITE_NOTICE = "未找到 Vite 热更新服务";

/** The open CRUD记录 dialog. */
const logDialog = (page: Page) => page.locator(".ba-crud-log-dialog:visible");
/** Its row for a table (shown as `<connection>.<table>`), the newest first. */
const logRow = (page: Page, table: string) =>
  logDialog(page)
    .locator(".el-table__body tr")
    .filter({ has: page.locator("td", { hasText: new RegExp(`^\\s*(default\\.)?${table}\\s*$`) }) })
    .first();

/** A notification its view shows (ElNotification), by its text. */
const notice = (page: Page, text: string | RegExp) =>
  page.locator(".el-notification").filter({ hasText: text });

/** Its log rows for a table, as the server lists them (newest first). */
async function logRows(page: Page, table: string): Promise<Row[]> {
  const answer = await call(page, "GET", `/admin/crud.Log/index?quickSearch=${table}&limit=100`);
  return ((answer.data.list as Row[]) ?? []).filter((r) => r.table_name === table);
}

/** What the current step notes in its report line: the answers other than code 1 it expected, notices. */
const stepNotes: string[] = [];

/**
 * Takes out of the watched answers the one answer other than code 1 a step expects (so that only an
 * unexpected refusal fails it), notes it for the report and returns it.
 */
async function expectedRefusal(answers: Answer[], since: number, path: string): Promise<Answer> {
  const at = () => answers.findIndex((a, i) => i >= since && a.url.split("?")[0] === path && a.code !== 1);
  await expect.poll(at, { message: `an answer other than code 1 from ${path}` }).toBeGreaterThanOrEqual(0);
  const [answer] = answers.splice(at(), 1) as [Answer];
  stepNotes.push(`expected ${answer.method} ${answer.url}: ${answer.status} ${answer.code} ${answer.msg}`);
  return answer;
}

/** Opens its menu entry (a top-level page) and waits for its start page. */
async function openCrud(page: Page) {
  await sideMenu(page).locator("li.el-menu-item").filter({ hasText: "CRUD代码生成" }).click();
  await expect(page.locator(".nav-tabs .ba-nav-tab.active")).toContainText("CRUD代码生成");
  await page.waitForLoadState("networkidle");
}

/** Leaves its designer for its start page through its own "放弃" (and its confirmation). */
async function giveUp(page: Page) {
  await page.locator(".layout-main .header-right").getByRole("button", { name: "放弃" }).click();
  const box = page.locator(".el-message-box:visible");
  if (await box.isVisible().catch(() => false)) await box.getByRole("button", { name: "放弃" }).click();
  await expect(page.locator(".layout-main")).toContainText("从零新建后台CRUD");
}

/** Closes the notifications shown, so that the next screenshot shows only its own. */
async function closeNotices(page: Page) {
  for (const close of await page.locator(".el-notification .el-notification__closeBtn").all())
    await close.click().catch(() => {});
  await expect(page.locator(".el-notification")).toHaveCount(0);
}

/** Drags a field of its palette (by its title) to the end of its design window, as its Sortable lists take it. */
async function dragField(page: Page, title: string) {
  const window = page.locator(".layout-main .design-window");
  const before = await window.locator(".design-field-box").count();
  const source = page
    .locator(".layout-main .field-collapse .field-item")
    .filter({ hasText: exact(title) })
    .first();
  const box = (await window.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
  await source.dragTo(window, { targetPosition: { x: box.width / 2, y: box.height - 10 } });
  await expect(window.locator(".design-field-box")).toHaveCount(before + 1);
  return window.locator(".design-field-box").nth(before);
}

/** Renames a designed field in its design window (its field-name input). */
async function renameField(fieldBox: Locator, name: string) {
  await fieldBox.locator(".design-field-name-input input").fill(name);
  await expect(fieldBox.locator(".design-field-name-input input")).toHaveValue(name);
}

/**
 * Its generate's success message (the server's), then the notice its view shows a second later: a built
 * client has no Vite dev server to restart (BuildAdmin shows the same in production), not a failure.
 */
async function generatedNotices(page: Page, name: string) {
  await expect(notice(page, `已生成数据表 designed.${name}`)).toBeVisible();
  await expect(notice(page, VITE_NOTICE)).toBeVisible();
  stepNotes.push(
    `its own notice "${VITE_NOTICE}…" shown after generate (no Vite dev server behind a built client)`,
  );
}

/** Its "生成 CRUD 代码" button. */
const generateButton = (page: Page) =>
  page.locator(".layout-main .header-right").getByRole("button", { name: "生成 CRUD 代码" });

test("CRUD代码生成: tables generated in its designer (from a record, from scratch), a product name refused, a table re-generated and deleted", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const { answers, step: reported } = await loggedIn(page, report);
  /** A reported step whose line also names what it noted (the answers other than code 1 it expected). */
  const step = async (where: string, did: string, body: () => Promise<void>) => {
    stepNotes.length = 0;
    await reported(where, did, body);
    const line = report.at(-1);
    if (line && stepNotes.length) line.notes = [line.notes, ...stepNotes].filter(Boolean).join("; ");
  };

  await step("CRUD代码生成", `from a CRUD记录 record (logStart), renamed ${PRODUCT}, generated`, async () => {
    // A table designed in this admin's designer, so that its log has a record to start from.
    const seeded = await designTable(page, SEED, "种子表", "Seed");
    expect(seeded).toBe(200);

    await openCrud(page);
    await page.locator(".layout-main").getByText("CRUD记录").first().click();
    await expect(logRow(page, SEED)).toBeVisible();
    // Its "复制设计" (copy) button: start a design from this record (logStart).
    await logRow(page, SEED).locator(".table-row-copy").click();
    await confirmPop(page, "确认");
    const name = pageField(page, "数据表名").locator("input");
    await expect(name).toHaveValue(SEED);
    const window = page.locator(".layout-main .design-window");
    // logStart's fields: the record's design (its primary key, its field).
    const names = () =>
      window
        .locator(".design-field-name-input input")
        .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
    await expect.poll(names).toEqual(expect.arrayContaining(["id", "name"]));

    await name.fill(PRODUCT);
    await name.press("Tab");
    await pageField(page, "数据表注释").locator("input").fill("产品表");
    await shot(page, "crud-design-from-log");

    // A new name: generateCheck answers 1 and its view generates at once (it asks only on a -1).
    await generateButton(page).click();
    await generatedNotices(page, PRODUCT);
    await shot(page, "crud-generated-vite-notice");

    const called = answers.map((a) => `${a.method} ${a.url.split("?")[0]}`);
    for (const c of [
      "POST /admin/crud.Crud/logStart",
      "GET /admin/crud.Crud/getFileData",
      "POST /admin/crud.Crud/generateCheck",
      "POST /admin/crud.Crud/generate",
    ])
      expect(called, c).toContain(c);

    const rows = await call(page, "GET", `/admin/designed/${PRODUCT}/index`);
    expect(rows, rows.msg).toMatchObject({ code: 1 });
    const logged = await logRows(page, PRODUCT);
    expect(logged).toEqual([expect.objectContaining({ table_name: PRODUCT, status: "success" })]);
    // The record's design is the new table's: the seed's field, the new title.
    const design = await call(page, "POST", "/admin/crud.Crud/logStart", { id: logged[0]?.id });
    expect((design.data.table as Row).comment).toBe("产品表");
    expect((design.data.fields as Row[]).map((f) => f.name)).toContain("name");
    // The seed table is untouched.
    expect((await logRows(page, SEED)).length).toBe(1);
    await closeNotices(page);
    await giveUp(page);
  });

  await step("CRUD代码生成", `from scratch (新建) with its field palette, ${GADGET} generated`, async () => {
    await page.locator(".layout-main .start-item").filter({ hasText: "从零新建后台CRUD" }).click();
    const window = page.locator(".layout-main .design-window");
    await expect(window).toBeVisible();
    await dragField(page, "主键");
    await renameField(await dragField(page, "字符串"), "title");
    await renameField(await dragField(page, "数字"), "price");
    await renameField(await dragField(page, "开关"), "on_sale");
    await renameField(await dragField(page, "单选框"), "grade");
    await pageField(page, "数据表名").locator("input").fill(GADGET);
    await pageField(page, "数据表名").locator("input").press("Tab");
    await pageField(page, "数据表注释").locator("input").fill("小工具表");
    await shot(page, "crud-design-from-scratch");

    await generateButton(page).click();
    await generatedNotices(page, GADGET);
    await shot(page, "crud-generated-from-scratch");

    const rows = await call(page, "GET", `/admin/designed/${GADGET}/index`);
    expect(rows, rows.msg).toMatchObject({ code: 1 });
    // Its page is among the menu rules (under 自定义数据); BuildAdmin's own menu leaves it out (no view of its).
    const rules = await rowsOf(page, "auth.Rule");
    const pageRule = rules.find((r) => r.name === `designed/${GADGET}`);
    expect(pageRule, JSON.stringify(rules.filter((r) => String(r.name).startsWith("designed")))).toBeTruthy();
    expect(rules.find((r) => r.id === pageRule?.pid)).toMatchObject({ title: "自定义数据" });
    const menu = await call(page, "GET", "/admin/Index/index");
    expect(JSON.stringify(menu.data.menus)).not.toContain(`designed/${GADGET}`);
    const logged = await logRows(page, GADGET);
    expect(logged).toEqual([expect.objectContaining({ table_name: GADGET, status: "success" })]);
    const design = await call(page, "POST", "/admin/crud.Crud/logStart", { id: logged[0]?.id });
    const fields = (design.data.fields as Row[]).map((f) => [f.name, f.designType]);
    expect(fields).toEqual(
      expect.arrayContaining([
        ["id", "pk"],
        ["title", "string"],
        ["price", "number"],
        ["on_sale", "switch"],
        ["grade", "radio"],
      ]),
    );
    await closeNotices(page);
  });

  await step(
    "CRUD代码生成",
    "a product table's name (admin) refused by generateCheck, nothing created",
    async () => {
      const logBefore = await call(page, "GET", "/admin/crud.Log/index?limit=100");
      const since = answers.length;
      const name = pageField(page, "数据表名").locator("input");
      await name.fill("admin");
      await name.press("Tab");
      await generateButton(page).click();
      const refused = await expectedRefusal(answers, since, "/admin/crud.Crud/generateCheck");
      expect(refused.code).toBe(0);
      expect(String(refused.msg)).toContain("数据表 admin 是系统自带的表或保留名称");
      await expect(notice(page, String(refused.msg))).toBeVisible();
      await shot(page, "crud-refused-admin");
      // Nothing generated: no generate call, no new record.
      expect(answers.slice(since).map((a) => a.url.split("?")[0])).not.toContain("/admin/crud.Crud/generate");
      const logAfter = await call(page, "GET", "/admin/crud.Log/index?limit=100");
      expect(logAfter.data.total).toBe(logBefore.data.total);
      expect(await logRows(page, "admin")).toEqual([]);
      await closeNotices(page);
      await giveUp(page);
    },
  );

  await step(
    "CRUD代码生成",
    `${PRODUCT} re-generated from its own record with a field added, through its confirmation`,
    async () => {
      await page.locator(".layout-main").getByText("CRUD记录").first().click();
      await expect(logRow(page, PRODUCT)).toBeVisible();
      await logRow(page, PRODUCT).locator(".table-row-copy").click();
      await confirmPop(page, "确认");
      await expect(pageField(page, "数据表名").locator("input")).toHaveValue(PRODUCT);
      await renameField(await dragField(page, "字符串"), "summary");
      const since = answers.length;
      await generateButton(page).click();
      // The table exists (generateCheck answers -1, BuildAdmin's "ask first") and is empty: its view asks.
      const check = await expectedRefusal(answers, since, "/admin/crud.Crud/generateCheck");
      expect(check).toMatchObject({ code: -1, msg: `数据表 ${PRODUCT} 已存在，请从记录中打开它的设计` });
      const confirm = page.locator(".confirm-generate-dialog:visible");
      await expect(confirm).toBeVisible();
      await shot(page, "crud-confirm-generate");
      // Its warning says the table is dropped and built again; here it is altered: a row added meanwhile stays.
      const added = await call(page, "POST", `/admin/designed/${PRODUCT}/add`, { name: "保留的行" });
      expect(added, added.msg).toMatchObject({ code: 1 });
      await confirm.getByRole("button", { name: "继续生成" }).click();
      await generatedNotices(page, PRODUCT);

      const logged = await logRows(page, PRODUCT);
      expect(logged.length).toBe(2);
      const design = await call(page, "POST", "/admin/crud.Crud/logStart", { id: logged[0]?.id });
      expect((design.data.fields as Row[]).map((f) => f.name)).toEqual(
        expect.arrayContaining(["name", "summary"]),
      );
      const rows = await call(page, "GET", `/admin/designed/${PRODUCT}/index`);
      expect(rows, rows.msg).toMatchObject({ code: 1 });
      expect(rows.data.list).toEqual([expect.objectContaining({ name: "保留的行" })]);
      stepNotes.push("the table was altered, its row kept (its confirmation warns of a drop and rebuild)");
      await closeNotices(page);
      await giveUp(page);
    },
  );

  await step("CRUD代码生成", `${PRODUCT}'s record deleted from CRUD记录 (crud.Crud/delete)`, async () => {
    await page.locator(".layout-main").getByText("CRUD记录").first().click();
    const row = logRow(page, PRODUCT);
    await expect(row).toBeVisible();
    await row.locator(".table-row-delete").click();
    const since = answers.length;
    await confirmPop(page, "删除代码");
    // Its view shows no message for this call; the server's answer says what became of the table.
    const deleted = () => answers.slice(since).find((a) => a.url.startsWith("/admin/crud.Crud/delete"));
    await expect.poll(deleted).toMatchObject({ method: "POST", code: 1 });
    expect(String(deleted()?.msg)).toContain(`数据表 designed.${PRODUCT} 已移入归档`);
    // Its list refreshed: the record is "已删除", and has no delete button any more.
    await expect(logRow(page, PRODUCT)).toContainText("已删除");
    await expect(logRow(page, PRODUCT).locator(".table-row-delete")).toHaveCount(0);
    await settled(page);
    await shot(page, "crud-log-after-delete");

    const asked = answers.length;
    const gone = await call(page, "GET", `/admin/designed/${PRODUCT}/index`);
    expect(gone.code).not.toBe(1);
    await expectedRefusal(answers, asked, `/admin/designed/${PRODUCT}/index`);
    const logged = await logRows(page, PRODUCT);
    expect(logged[0]).toMatchObject({ status: "delete" });
    // The other generated table is still there.
    expect(await call(page, "GET", `/admin/designed/${GADGET}/index`)).toMatchObject({ code: 1 });
  });

  await step(
    "CRUD代码生成",
    `${GADGET} and ${SEED} deleted the same way, no designed page left`,
    async () => {
      for (const table of [GADGET, SEED]) {
        await logRow(page, table).locator(".table-row-delete").click();
        await confirmPop(page, "删除代码");
        await expect(logRow(page, table)).toContainText("已删除");
        const asked = answers.length;
        expect((await call(page, "GET", `/admin/designed/${table}/index`)).code).not.toBe(1);
        await expectedRefusal(answers, asked, `/admin/designed/${table}/index`);
      }
      // Their pages' rules are gone with them.
      const rules = await rowsOf(page, "auth.Rule");
      expect(rules.filter((r) => /^designed\/ba_/.test(String(r.name)))).toEqual([]);
      await logDialog(page).locator(".el-dialog__headerbtn").click();
    },
  );
});
