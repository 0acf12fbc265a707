import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

/** The admin's module market (模块市场) as the browser tests of buying from a market drive it. */

export const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text }).first();

/** The market page's own tabs (the shell's tab bar also has one named after the page). */
export const pageTab = (page: Page, installed: string, name: string) =>
  page
    .getByRole("tablist")
    .filter({ has: page.getByRole("tab", { name: installed, exact: true }) })
    .getByRole("tab", { name, exact: true });

/** 系统配置 → 模块市场: the market's address and the account token, a secret field. */
export async function setMarket(page: Page, url: string, token: string) {
  await page.goto("/admin/routine/config");
  await page.getByRole("tab", { name: "模块市场", exact: true }).click();
  await page.getByLabel("模块市场地址").fill(url);
  const tokenField = page.getByLabel("市场账户令牌");
  await expect(tokenField).toHaveAttribute("type", "password");
  await tokenField.fill(token);
  await page.getByRole("button", { name: "保存本组" }).click();
  await expect(toast(page, "配置已保存")).toBeVisible();
}

export async function uninstall(page: Page, uid: string) {
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem("adminInfo") ?? "{}").token as string,
  );
  const answer = await page.request.post("/admin/module/uninstall", {
    headers: { batoken: token },
    data: { uid },
  });
  expect((await answer.json()).code).toBe(1);
}
