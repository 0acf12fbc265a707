import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";
import { openAdmin } from "./helpers.ts";

/** The web terminal's drawer and queue, as its browser tests drive them. */

/** The dashboard, logged in, once the start-up overlay has gone. */
export async function login(page: Page) {
  await openAdmin(page);
  await expect(page.locator("#app-loading")).toHaveCount(0);
}

export const drawer = (page: Page) => page.getByRole("dialog", { name: /终端|Terminal/ });

export async function openTerminal(page: Page) {
  await page.getByRole("button", { name: /打开终端|Open the terminal/ }).click();
  await expect(drawer(page)).toBeVisible();
  return drawer(page);
}

export async function addTask(page: Page, command: string) {
  await drawer(page)
    .getByRole("button", { name: /添加任务|Add a task/ })
    .click();
  await page.getByRole("menuitem").filter({ hasText: command }).click();
}

/** The tasks of the queue by command, in order. */
export const tasks = (page: Page, command: string) =>
  drawer(page).getByRole("listitem", { name: command, exact: true });

export const adminToken = (page: Page) =>
  page.evaluate(
    () => JSON.parse(localStorage.getItem("adminInfo") ?? "{}") as { token: string; refresh_token: string },
  );

/** Runs of a command the admin log holds (every run is written there with its output). */
export async function loggedRuns(page: Page, command: string): Promise<{ data: unknown }[]> {
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

export async function useNpm(page: Page) {
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
