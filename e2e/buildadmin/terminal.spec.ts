import { t } from "@corp/domain/messages";
import { expect, type Page, test } from "@playwright/test";
import {
  type Answer,
  call,
  dialog,
  exact,
  field,
  loggedIn,
  type Row,
  refusals,
  rowsOf,
  shot,
  specReport,
  watchErrors,
} from "./ba-client.ts";

/**
 * BuildAdmin's own web terminal (its top bar's icon, for super administrators) driving this server's
 * `/admin/ajax/terminal` event stream (ADR 0020): its 测试命令 run to success, a command outside the
 * allow-list refused inside the stream (a failed task that blocks its queue until deleted), its settings,
 * the runs in the admin log, its 清理任务列表.
 * Its 安装依赖包 › `<pm> run install` and 重新发布 are never clicked: they would reinstall and rebuild
 * this repository.
 */

const report = specReport("terminal");

/** The terminal's event stream: not a JSON answer (its address also carries the token), checked on screen. */
const isStream = (a: Answer) => a.url.startsWith("/admin/ajax/terminal");

/** Its task states (`stores/constant/terminalTaskStatus.ts`), which its cards carry as `task-status-<n>`. */
const WAITING = 0;
const SUCCESS = 3;
const FAILED = 4;

/** How the server runs `test` with each package manager (its command table): the domain package's tests. */
const TEST_RUN: Record<string, string> = {
  npm: "npm run test --workspace @corp/domain",
  pnpm: "pnpm --filter @corp/domain run test",
  yarn: "yarn workspace @corp/domain run test",
};

const terminalDialog = (page: Page) => page.locator(".el-dialog.ba-terminal-dialog.main-dialog");
const tasks = (page: Page) => terminalDialog(page).locator(".task-item");
const task = (page: Page, command: string) =>
  tasks(page).filter({ has: page.locator(".command", { hasText: exact(command) }) });

/**
 * A finished task's run log, opened with its 命令运行日志 toggle unless the client opened it (it does for a
 * failed task that blocks the queue), scrolled to its end.
 */
async function openLog(page: Page, command: string) {
  const card = task(page, command).last();
  const log = card.locator(".exec-message");
  if (!(await log.isVisible())) await card.locator(".toggle-message-display").click();
  await expect(log).toBeVisible();
  await log.evaluate((el) => {
    el.scrollTop = el.scrollHeight;
  });
  await card.scrollIntoViewIfNeeded();
  return log;
}

test("终端: 测试命令 run, a command outside the allow-list refused, its settings, the admin log, 清理任务列表", async ({
  page,
}) => {
  // Two runs of the domain package's tests through the package manager.
  test.setTimeout(300_000);
  const errors = watchErrors(page);
  const { answers } = await loggedIn(page, report);
  /** The `command` of every connection its EventSource opened, in order. */
  const opened: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/admin/ajax/terminal") opened.push(url.searchParams.get("command") ?? "");
  });

  /** As `reportedSteps`, the event stream left out of the answers (its outcome is checked on screen). */
  const step = async (where: string, did: string, body: () => Promise<void>) => {
    const seen = answers.length;
    try {
      await test.step(`${where}: ${did}`, body);
    } catch (error) {
      const notes = String((error as Error).message).split("\n")[0] ?? "";
      report.push({ page: where, did, result: "fail", notes });
      throw error;
    }
    const refused = refusals(answers.slice(seen).filter((a) => !isStream(a)));
    const notes = refused.map((a) => `${a.method} ${a.url}: ${a.status} ${a.code} ${a.msg}`).join("; ");
    report.push({ page: where, did, result: refused.length ? "fail" : "pass", notes });
    expect(refused, where).toEqual([]);
  };

  // The package manager the server runs its commands with; its admin start-up data gives the client the same.
  const settings = await call(page, "POST", "/admin/ajax/changeTerminalConfig", {});
  expect(settings.code, settings.msg).toBe(1);
  const manager = String(settings.data.manager);
  const testCommand = `test.${manager}`;
  const refusedMessage = t("terminalCommandNotAllowed", "zh-cn", { command: "composer.update" });

  await step("终端", "open it from the top bar's terminal icon", async () => {
    await page.locator('.nav-menus .nav-menu-item:has(use[href="#local-terminal"])').click();
    await expect(terminalDialog(page)).toBeVisible();
    await expect(terminalDialog(page).locator(".el-dialog__title")).toHaveText("终端");
    await expect(terminalDialog(page)).toContainText("还没有任务...");
    for (const button of ["测试命令", "安装依赖包", "重新发布", "清理任务列表", "终端设置"])
      await expect(terminalDialog(page).getByRole("button", { name: button })).toBeVisible();
    // No warning that some commands may not run: the server runs each command of its list itself.
    await expect(terminalDialog(page).locator(".terminal-warning-alert")).toHaveCount(0);
    await shot(page, "terminal-open");
  });

  await step("终端", `测试命令 (${testCommand}) runs the domain package's tests to 执行成功`, async () => {
    await terminalDialog(page).getByRole("button", { name: "测试命令" }).click();
    const card = task(page, testCommand);
    await expect(card).toHaveCount(1);
    // Connecting, executing (its log shown while it runs), then BuildAdmin's success state.
    await expect(card).toHaveClass(new RegExp(`task-status-${SUCCESS}\\b`), { timeout: 120_000 });
    await expect(card.locator(".el-card .el-tag").first()).toHaveText("执行成功");
    await expect(card.locator(".el-card .el-tag").first()).toHaveClass(/el-tag--success/);
    expect(opened).toEqual([testCommand]);
    const log = await openLog(page, testCommand);
    await expect(log.locator("pre.message-item").first()).toHaveText(`> ${TEST_RUN[manager]}`);
    await expect(log).toContainText("vitest run");
    await expect(log).toContainText(/Test Files\s+\d+ passed/);
    await expect(log.locator("pre.message-item").last()).toHaveText("exitCode: 0");
    await shot(page, "terminal-test-success");
  });

  await step("终端", "安装依赖包 › composer update: refused in the stream, 执行失败", async () => {
    await terminalDialog(page).getByRole("button", { name: "安装依赖包" }).hover();
    await page.locator(".el-dropdown-menu__item:visible", { hasText: exact("composer update") }).click();
    const card = task(page, "composer.update");
    await expect(card).toHaveCount(1);
    await expect(card).toHaveClass(new RegExp(`task-status-${FAILED}\\b`), { timeout: 30_000 });
    await expect(card.locator(".el-card .el-tag").first()).toHaveText("执行失败");
    await expect(card.locator(".el-card .el-tag").first()).toHaveClass(/el-tag--danger/);
    expect(opened).toEqual([testCommand, "composer.update"]);
    // Its 清理成功任务 setting (on by default) took the successful test off as the new task was added.
    await expect(task(page, testCommand)).toHaveCount(0);
    const log = await openLog(page, "composer.update");
    await expect(log.locator("pre.message-item")).toHaveText([`Error: ${refusedMessage}`]);
    await shot(page, "terminal-composer-refused");
  });

  await step("终端设置", "shows the package manager the server reports; back to the terminal", async () => {
    await terminalDialog(page).getByRole("button", { name: "终端设置" }).click();
    await expect(dialog(page).locator(".el-dialog__title")).toHaveText("终端设置");
    await expect(terminalDialog(page)).toBeHidden();
    const shown = field(page, "NPM 包管理器").locator(".el-select__placeholder");
    await expect(shown).toHaveText(exact(manager.toUpperCase()));
    await expect(field(page, "清理成功任务").locator(".el-radio.is-checked")).toHaveText(exact("启用"));
    const now = await call(page, "POST", "/admin/ajax/changeTerminalConfig", {});
    expect(now.data).toMatchObject({ manager, installed: expect.arrayContaining([manager]) });
    await shot(page, "terminal-settings");
    await dialog(page).getByRole("button", { name: "回到终端" }).click();
    await expect(terminalDialog(page)).toBeVisible();
    await expect(task(page, "composer.update")).toHaveCount(1);
  });

  await step(
    "管理员日志管理",
    "the test run in the admin log (终端-...), the refused name not run",
    async () => {
      const rows = (await rowsOf(page, "auth.AdminLog", "&order=id,desc")).filter((r: Row) =>
        String(r.title).startsWith("终端-"),
      );
      expect(rows.map((r) => r.title)).toEqual([`终端-${testCommand}`]);
      const [run] = rows;
      expect(run?.url).toBe("/admin/ajax/terminal");
      const data = JSON.parse(String(run?.data)) as Record<string, unknown>;
      expect(data).toMatchObject({ command: testCommand, result: "success", exitCode: 0 });
      expect(data.run).toBe(TEST_RUN[manager]);
      expect(String(data.output)).toMatch(/Test Files\s+\d+ passed/);
      expect(String(run?.data)).not.toContain("batoken");
    },
  );

  await step(
    "终端",
    "a new 测试命令 waits behind the failed task; deleted, it runs; 清理任务列表",
    async () => {
      await terminalDialog(page).getByRole("button", { name: "测试命令" }).click();
      const again = task(page, testCommand);
      // composer update is added as a task whose failure blocks the queue (its tag says so).
      await expect(task(page, "composer.update")).toContainText("本命令执行失败会阻断队列执行");
      await expect(again).toHaveClass(new RegExp(`task-status-${WAITING}\\b`));
      await expect(again.locator(".el-card .el-tag").first()).toHaveText("等待执行");
      expect(opened).toEqual([testCommand, "composer.update"]);
      await shot(page, "terminal-queue-blocked");
      await task(page, "composer.update").hover();
      await task(page, "composer.update").getByTitle("删除").click();
      await expect(task(page, "composer.update")).toHaveCount(0);
      await expect(again).toHaveClass(new RegExp(`task-status-${SUCCESS}\\b`), { timeout: 120_000 });
      await expect(again.locator(".el-card .el-tag").first()).toHaveText("执行成功");
      expect(opened).toEqual([testCommand, "composer.update", testCommand]);
      await shot(page, "terminal-before-cleanup");
      await terminalDialog(page).getByRole("button", { name: "清理任务列表" }).click();
      await expect(tasks(page)).toHaveCount(0);
      await expect(terminalDialog(page)).toContainText("还没有任务...");
      await shot(page, "terminal-cleaned");
      const logged = (await rowsOf(page, "auth.AdminLog")).filter((r) => r.title === `终端-${testCommand}`);
      expect(logged).toHaveLength(2);
    },
  );

  expect(errors).toEqual([]);
});
