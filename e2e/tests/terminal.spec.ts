import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { settled, signInAdmin } from "./helpers.ts";
import { screenshot } from "./screenshots.ts";
import {
  addTask,
  adminToken,
  drawer,
  loggedRuns,
  login,
  openTerminal,
  tasks,
  useNpm,
} from "./terminal-helpers.ts";

/**
 * The web terminal against the real server: real commands of the allow-list. `version.node` succeeds;
 * `migrate` fails here, as the running server holds the embedded database that the migration would
 * open; `test` (the rules' own tests through npm) runs long enough to reload the page in the middle.
 */
test.describe.configure({ mode: "serial" });

/** Starts `test` (the rules' tests through npm, some seconds long) and answers its task once it executes. */
/**
 * How long a test waits for the long run (the domain suite, about 15 s on a quiet machine) to end: a
 * clean-clone CI with a server suite running beside it took over 150 s. The wait ends with the state.
 */
const LONG_RUN_MS = 270_000;

async function startLongRun(page: Page): Promise<Locator> {
  await login(page);
  await openTerminal(page);
  await useNpm(page);
  await addTask(page, "test");
  const run = tasks(page, "test");
  await expect(run).toContainText("执行中");
  return run;
}

const output = (task: Locator) => task.getByRole("log");

test("a success, a failure that blocks the queue, a retry, and deleting the failure unblocks it", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page);
  await openTerminal(page);
  await expect(drawer(page)).toContainText("暂无任务");
  await useNpm(page);

  await addTask(page, "version.node");
  const version = tasks(page, "version.node");
  await expect(version).toContainText("执行成功");
  await version.getByRole("button", { name: "命令运行日志" }).click();
  await expect(output(version)).toContainText("> node --version");
  await expect(output(version)).toContainText(/v\d+\.\d+\.\d+\nexitCode: 0/);

  // Runs logged before this test (the worker's server may have run others) do not count.
  const earlier = (await loggedRuns(page, "migrate")).length;
  await addTask(page, "migrate");
  const migrate = tasks(page, "migrate");
  await expect(migrate).toContainText("执行失败");
  await expect(migrate).toContainText("此命令失败会阻塞队列");
  // A blocking failure shows its output at once.
  await expect(output(migrate)).toContainText("> node");
  await expect(output(migrate)).toContainText(/exitCode: [1-9]/);
  // Adding a task cleaned the earlier success away.
  await expect(tasks(page, "version.node")).toHaveCount(0);

  await addTask(page, "version.node");
  await expect(
    page.getByRole("status").filter({ hasText: "新添加的任务永远不会开始" }).first(),
  ).toBeVisible();
  await expect(drawer(page).getByRole("alert")).toContainText(
    "新添加的任务永远不会开始，因为它们被失败的任务阻塞",
  );
  await expect(tasks(page, "version.node")).toContainText("等待执行");
  await settled(page);
  await screenshot(page, { path: "test-results/terminal-blocked-zh-cn-1440.png" });

  expect(await loggedRuns(page, "migrate")).toHaveLength(earlier + 1);
  await migrate.getByRole("button", { name: "重试" }).click();
  // The command starts a Node process that loads the server's bundle: slow on a loaded machine.
  await expect.poll(async () => (await loggedRuns(page, "migrate")).length).toBe(earlier + 2);
  await expect(migrate).toContainText("执行失败");
  await expect(tasks(page, "version.node")).toContainText("等待执行");

  await migrate.getByRole("button", { name: "删除" }).click();
  await expect(tasks(page, "migrate")).toHaveCount(0);
  await expect(tasks(page, "version.node")).toContainText("执行成功");
  await expect(drawer(page).getByRole("alert")).toHaveCount(0);
});

test("a command outside the allow-list is refused by the server", async ({ page }) => {
  await signInAdmin(page);
  // The queue lives in the browser: a client that queues any text is still refused by the server.
  // It is written from a page of the site that runs no script of the admin (where signInAdmin leaves
  // the page): an admin page open while it is written could start the task before a reload cut it off,
  // and read it back as Unknown.
  await page.evaluate(() => {
    const task = {
      uuid: "tampered-task",
      createTime: Date.now(),
      status: 0,
      command: "rm -rf /",
      message: [],
      showMessage: false,
      blockOnFailure: true,
      extend: "",
    };
    localStorage.setItem("terminal", JSON.stringify({ tasks: [task], autoClean: true, dot: false }));
  });
  await page.goto("/admin/dashboard");
  await expect(page.locator("#app-loading")).toHaveCount(0);
  await openTerminal(page);
  const refused = tasks(page, "rm -rf /");
  await expect(refused).toContainText("执行失败");
  await expect(output(refused)).toHaveText("Error: 不允许执行该命令：rm -rf /");
  await refused.getByRole("button", { name: "删除" }).click();
});

test("a reload during a run leaves the task Unknown; the server runs one command at a time", async ({
  page,
}) => {
  test.setTimeout(LONG_RUN_MS + 60_000);
  const run = await startLongRun(page);
  await expect(run).toContainText("请勿刷新浏览器");
  await expect(run.getByRole("button", { name: "删除" })).toBeDisabled();
  await page.reload();
  await openTerminal(page);
  await expect(run).toContainText("执行结果未知");
  await expect(run).toContainText("此命令失败会阻塞队列");

  // The command goes on on the server: a second one is refused until it ends.
  await run.getByRole("button", { name: "删除" }).click();
  await addTask(page, "version.node");
  const second = tasks(page, "version.node");
  await expect(second).toContainText("执行失败");
  await expect(output(second)).toContainText("另一个命令正在执行，请等它结束后再试");
  await expect.poll(async () => (await loggedRuns(page, "test")).length, { timeout: LONG_RUN_MS }).toBe(1);
  expect(JSON.stringify((await loggedRuns(page, "test"))[0]?.data)).toContain("exitCode: 0");
  await second.getByRole("button", { name: "重试" }).click();
  await expect(second).toContainText("执行成功");
});

test("a token no longer valid is refused mid-queue, at the next task's connection", async ({ page }) => {
  test.setTimeout(LONG_RUN_MS + 60_000);
  const run = await startLongRun(page);
  await addTask(page, "version.node");
  const next = tasks(page, "version.node");
  await expect(next).toContainText("等待执行");
  // The session ends while the first command runs (as an expired one would): the run it already
  // started goes on, the next connection is refused.
  const { token, refresh_token } = await adminToken(page);
  const out = await page.request.post("/admin/index/logout", {
    headers: { batoken: token },
    data: { refreshToken: refresh_token },
  });
  expect((await out.json()).code).toBe(1);
  await expect(run).toContainText("执行成功", { timeout: LONG_RUN_MS });
  await expect(next).toContainText("执行失败");
  await expect(output(next)).toContainText("Error: 请先登录");
});
