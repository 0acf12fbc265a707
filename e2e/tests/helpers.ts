import { type APIRequestContext, expect, type Page } from "@playwright/test";

export const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? "e2e-Admin_123";

/** The demo company's logo (a wide PNG), a picture tests upload. */
export const LOGO_PNG = new URL("../../apps/web/public/static/images/logo.png", import.meta.url);

/** Uploads a PNG file as the admin `token`, through the admin's upload; answers the upload's envelope. */
export async function uploadPng(request: APIRequestContext, token: string, name: string, buffer: Buffer) {
  const answer = await request.post("/admin/ajax/upload", {
    headers: { batoken: token },
    multipart: { file: { name, mimeType: "image/png", buffer } },
  });
  return (await answer.json()) as { code: number; data: { file: { url: string } } };
}

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

/** Fills the admin login page and sends it: for the tests of that page (admin-auth, admin-captcha, admin-entry). */
export async function fillAdminLogin(page: Page, username: string, password: string) {
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('button[type="submit"]').click();
}

/** An admin's account as the login answers it (`data.userInfo`), kept by the admin app under `adminInfo`. */
export type AdminInfo = { id: number; username: string; token: string; refresh_token: string };

export type AdminAccount = { username: string; password: string };

export const ADMIN: AdminAccount = { username: "admin", password: ADMIN_PASSWORD };

/**
 * Logs an admin in through the API: the request the login page sends, with the same fields (the tests'
 * servers run with the captcha off). `origin` names another server than the worker's own.
 */
export async function adminLogin(
  request: APIRequestContext,
  account: AdminAccount = ADMIN,
  origin = "",
): Promise<AdminInfo> {
  const answer = await request.post(`${origin}/admin/index/login`, { data: { ...account, keep: false } });
  const body = (await answer.json()) as { code: number; msg: string; data: { userInfo: AdminInfo } };
  expect(body.code, body.msg).toBe(1);
  return body.data.userInfo;
}

/**
 * Logs `account` in through the API and stores the login where the login page stores it (`adminInfo`),
 * from a page of the site that runs no script: the admin app opened next in this page starts logged in,
 * and the page's own requests may use the token. Answers the login.
 */
export async function signInAdmin(
  page: Page,
  account: AdminAccount = ADMIN,
  origin = "",
): Promise<AdminInfo> {
  const info = await adminLogin(page.request, account, origin);
  await page.goto(`${origin}/robots.txt`);
  await page.evaluate((stored) => localStorage.setItem("adminInfo", stored), JSON.stringify(info));
  return info;
}

/**
 * Opens `path` of the admin app logged in as `account` (signInAdmin) and waits until the admin's shell
 * shows; answers the login. `path` may be a whole address, on another server than the worker's own.
 */
export async function openAdmin(
  page: Page,
  path = "/admin/dashboard",
  account: AdminAccount = ADMIN,
): Promise<AdminInfo> {
  const info = await signInAdmin(page, account, /^https?:/.test(path) ? new URL(path).origin : "");
  await page.goto(path);
  await expect(page.getByTestId("admin-menu")).toBeAttached();
  return info;
}

/**
 * Opens the admin page at `path` from the side menu, and closes the tab of the page before (the shell
 * keeps one per page opened), so that the page's tab shows alone, as after opening it by its address.
 * The admin app stays loaded (about half the browser's processor time of opening the address), and the
 * page asks for its rows afresh: a page whose tab was open before is opened anew.
 */
export async function openFromMenu(page: Page, path: string): Promise<void> {
  await page.getByTestId("admin-menu").locator(`a[href="${path}"]`).click();
  await expect(page).toHaveURL((url) => url.pathname === path);
  const closeOthers = page.getByRole("button", { name: /^(关闭其他|Close others)$/ });
  await expect(closeOthers).toBeEnabled();
  await closeOthers.click();
  await expect(closeOthers).toBeDisabled();
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
  }).toPass();
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
