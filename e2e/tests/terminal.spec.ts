import { expect, type Locator, type Page, test } from "@playwright/test";
import { ADMIN_PASSWORD, fillAdminLogin, settled } from "./helpers.ts";

/**
 * The web terminal against the real server: real commands of the allow-list. `version.node` succeeds;
 * `migrate` fails here, as the running server holds the embedded database that the migration would
 * open; `test` (the rules' own tests through npm) runs long enough to reload the page in the middle.
 */
test.describe.configure({ mode: "serial" });

async function login(page: Page) {
  await page.goto("/admin/login");
  await fillAdminLogin(page, "admin", ADMIN_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  await expect(page.locator("#app-loading")).toHaveCount(0);
}

const drawer = (page: Page) => page.getByRole("dialog", { name: /终端|Terminal/ });

async function openTerminal(page: Page) {
  await page.getByRole("button", { name: /打开终端|Open the terminal/ }).click();
  await expect(drawer(page)).toBeVisible();
  return drawer(page);
}

async function addTask(page: Page, command: string) {
  await drawer(page)
    .getByRole("button", { name: /添加任务|Add a task/ })
    .click();
  await page.getByRole("menuitem").filter({ hasText: command }).click();
}

/** The tasks of the queue by command, in order. */
const tasks = (page: Page, command: string) =>
  drawer(page).getByRole("listitem", { name: command, exact: true });

const adminToken = (page: Page) =>
  page.evaluate(
    () => JSON.parse(localStorage.getItem("adminInfo") ?? "{}") as { token: string; refresh_token: string },
  );

/** Runs of a command the admin log holds (every run is written there with its output). */
async function loggedRuns(page: Page, command: string): Promise<{ data: unknown }[]> {
  const { token } = await adminToken(page);
  const res = await page.request.get(
    `/admin/auth.AdminLog/index?quickSearch=${encodeURIComponent(`终端-${command}`)}&limit=50`,
    {
      headers: { batoken: token },
    },
  );
  const json = await res.json();
  return json.data.list;
}

async function useNpm(page: Page) {
  const manager = drawer(page).getByRole("combobox", { name: /包管理器|Package manager/ });
  await expect(manager).toBeEnabled();
  if ((await manager.inputValue()) !== "npm") {
    await manager.selectOption("npm");
    await expect(
      page
        .getByRole("status")
        .filter({ hasText: /终端设置已保存|Terminal settings saved/ })
        .first(),
    ).toBeVisible();
  }
}

/** Starts `test` (the rules' tests through npm, some seconds long) and answers its task once it executes. */
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
  test.setTimeout(90_000);
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
  await page.screenshot({ path: "test-results/terminal-blocked-zh-cn-1440.png" });

  expect(await loggedRuns(page, "migrate")).toHaveLength(1);
  await migrate.getByRole("button", { name: "重试" }).click();
  await expect.poll(async () => (await loggedRuns(page, "migrate")).length).toBe(2);
  await expect(migrate).toContainText("执行失败");
  await expect(tasks(page, "version.node")).toContainText("等待执行");

  await migrate.getByRole("button", { name: "删除" }).click();
  await expect(tasks(page, "migrate")).toHaveCount(0);
  await expect(tasks(page, "version.node")).toContainText("执行成功");
  await expect(drawer(page).getByRole("alert")).toHaveCount(0);
});

test("a command outside the allow-list is refused by the server", async ({ page }) => {
  await login(page);
  // The queue lives in the browser: a client that queues any text is still refused by the server.
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
  await page.reload();
  await openTerminal(page);
  const refused = tasks(page, "rm -rf /");
  await expect(refused).toContainText("执行失败");
  await expect(output(refused)).toHaveText("Error: 不允许执行该命令：rm -rf /");
  await refused.getByRole("button", { name: "删除" }).click();
});

test("a reload during a run leaves the task Unknown; the server runs one command at a time", async ({
  page,
}) => {
  test.setTimeout(180_000);
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
  await expect.poll(async () => (await loggedRuns(page, "test")).length, { timeout: 150_000 }).toBe(1);
  expect(JSON.stringify((await loggedRuns(page, "test"))[0]?.data)).toContain("exitCode: 0");
  await second.getByRole("button", { name: "重试" }).click();
  await expect(second).toContainText("执行成功");
});

test("a token no longer valid is refused mid-queue, at the next task's connection", async ({ page }) => {
  test.setTimeout(180_000);
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
  await expect(run).toContainText("执行成功", { timeout: 150_000 });
  await expect(next).toContainText("执行失败");
  await expect(output(next)).toContainText("Error: 请先登录");
});

for (const lang of ["zh-cn", "en"] as const) {
  for (const width of [1440, 375]) {
    test(`the terminal drawer in ${lang} at ${width} px (screenshot)`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.addInitScript((chosen) => localStorage.setItem("lang", chosen), lang);
      await page.setViewportSize({ width, height: width > 1000 ? 900 : 812 });
      await login(page);
      await expect(page.getByRole("status")).toHaveCount(0, { timeout: 15_000 });
      await page.screenshot({
        path: `test-results/terminal-top-bar-${lang}-${width}.png`,
        clip: { x: 0, y: 0, width, height: 120 },
      });
      await openTerminal(page);
      await useNpm(page);
      // Keep the success beside the failure, to show every state at once.
      await drawer(page)
        .getByText(/添加任务时清理成功的任务|Clear successful tasks when adding one/)
        .click();
      await addTask(page, "version.node");
      await expect(tasks(page, "version.node")).toHaveAttribute("data-status", "3");
      await addTask(page, "migrate");
      await expect(tasks(page, "migrate")).toHaveAttribute("data-status", "4");
      await addTask(page, "version.node");
      // The warning's toast covers the drawer's title: wait until it has gone for the picture.
      await expect(page.getByRole("status")).toHaveCount(0, { timeout: 15_000 });
      await settled(page);
      await page.screenshot({ path: `test-results/terminal-${lang}-${width}.png` });
      await tasks(page, "migrate")
        .getByRole("button", { name: /删除|Delete/ })
        .click();
      await expect(tasks(page, "version.node").nth(1)).toHaveAttribute("data-status", "3");
    });
  }
}
