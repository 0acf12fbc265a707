import { expect, type Page } from "@playwright/test";

export const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? "e2e-Admin_123";

export type MenuItem = { id: number; title: string; title_en: string; path: string; children: MenuItem[] };

/** The seeded data as the API gives it, so tests check the page against the database, not a copy. */
export async function publicData(page: Page) {
  const common = await (await page.request.get("/api/Index/common")).json();
  const index = await (await page.request.get("/api/index/index")).json();
  return {
    menus: common.data.menuArr as MenuItem[],
    links: common.data.linkArr as { title: string; link: string }[],
    site: index.data.site as { siteName: string; recordNumber: string; fwrx: string; addr: string },
  };
}

export async function fillAdminLogin(page: Page, username: string, password: string) {
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('button[type="submit"]').click();
}

/** Waits until dialogs and pages have finished animating in or out, so a screenshot shows where they end. */
export const settled = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );

/** Closes every notice on screen with its own close button, as a visitor would, and waits until none is left. */
export async function dismissToasts(page: Page): Promise<void> {
  const close = page.getByRole("button", { name: /^(关闭通知|Dismiss notification)$/ });
  await expect(async () => {
    for (const button of await close.all()) await button.click({ timeout: 2000 }).catch(() => undefined);
    await expect(page.getByRole("status")).toHaveCount(0, { timeout: 1500 });
  }).toPass({ timeout: 15_000 });
}

/** "2026-11-27 08:30": what the site's clock (Asia/Shanghai, as seeded) shows at `at`, to the minute. */
export const siteClock = (at: Date | number): string =>
  new Intl.DateTimeFormat("sv-SE", {
    timeZone: "Asia/Shanghai",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).format(at);
