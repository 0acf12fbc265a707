import { type BuiltServer, startBuiltServer } from "../../bench/built-server.mjs";
import { expect, test } from "./fixtures.ts";
import { ADMIN_PASSWORD, fillAdminLogin } from "./helpers.ts";
import { screenshot } from "./screenshots.ts";

// A second server of the built app whose back office is moved to /backstage (ADMIN_ENTRY, SPEC §7).
let entry: BuiltServer;
let origin = "";

test.beforeAll(async ({ site }) => {
  // Seeding a fresh database and starting a second server take a while on a loaded machine.
  test.setTimeout(300_000);
  entry = await startBuiltServer({
    port: site.port + 101,
    env: { ADMIN_PASSWORD, LOGIN_CAPTCHA: "off", LOG_LEVEL: "warn", ADMIN_ENTRY: "/backstage" },
  });
  origin = entry.origin;
});

test.afterAll(() => entry?.stop());

const words = {
  "zh-cn": { admins: "管理员管理" },
  en: { admins: "Administrators" },
} as const;

for (const lang of ["zh-cn", "en"] as const) {
  test(`the back office and its API moved to /backstage: /admin is a plain 404 (${lang})`, async ({
    page,
  }) => {
    await page.addInitScript((chosen) => localStorage.setItem("lang", chosen), lang);
    // Every call the admin app makes, by path.
    const calls: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.origin === origin && ["fetch", "xhr", "eventsource"].includes(request.resourceType()))
        calls.push(url.pathname);
    });
    const old = await page.goto(`${origin}/admin/login`);
    expect(old?.status()).toBe(404);
    await expect(page.locator("body")).not.toContainText("backstage");
    // The old prefix's API answers as any unknown address, to a scanner as to a browser.
    const oldLogin = await page.request.post(`${origin}/admin/index/login`, {
      data: { username: "admin", password: ADMIN_PASSWORD },
    });
    expect(oldLogin.status()).toBe(404);
    expect(await oldLogin.text()).not.toContain("backstage");

    await page.goto(`${origin}/backstage/login`);
    await fillAdminLogin(page, "admin", ADMIN_PASSWORD);
    await expect(page).toHaveURL(`${origin}/backstage/dashboard`);
    await page.getByTestId("admin-menu").getByRole("link", { name: words[lang].admins }).click();
    await expect(page).toHaveURL(`${origin}/backstage/auth/admin`);
    await expect(page.getByTestId("crud-table-auth.admin")).toBeVisible();
    await expect(page.getByTestId("crud-table-auth.admin")).toContainText("admin");
    await screenshot(page, { path: `test-results/admin-entry-moved-${lang}.png` });
    // A reload of a page under the entry opens that page again.
    await page.reload();
    await expect(page.getByTestId("crud-table-auth.admin")).toBeVisible();
    await expect(page).toHaveURL(`${origin}/backstage/auth/admin`);

    // Login, the shell's data, the table's rows (BuildAdmin's REST and tRPC): all under the entry.
    expect(calls).toContain("/backstage/index/login");
    expect(calls.some((path) => path.startsWith("/backstage/trpc/"))).toBe(true);
    expect(calls.filter((path) => /^\/admin(\/|$)/i.test(path))).toEqual([]);
  });
}

test("/docs describes the back office under /backstage, and Try it out calls it there", async ({ page }) => {
  // The admin's login as the login page keeps it: /docs tries the operations with it.
  const login = await page.request.post(`${origin}/backstage/index/login`, {
    data: { username: "admin", password: ADMIN_PASSWORD, keep: false },
  });
  const { userInfo } = (await login.json()).data as { userInfo: { token: string } };
  await page.goto(`${origin}/robots.txt`);
  await page.evaluate((stored) => localStorage.setItem("adminInfo", stored), JSON.stringify(userInfo));
  await page.goto(`${origin}/docs`);
  await expect
    .poll(() => page.evaluate(() => window.ui.authSelectors.authorized().toJS().adminToken?.value))
    .toBe(userInfo.token);

  for (const [tag, operationId, path] of [
    ["admin session", "adminIndex", "/backstage/index/index"],
    ["admin tables: content", "contentArticleIndex", "/backstage/content.Article/index"],
  ] as const) {
    const heading = page.locator(`.opblock-tag[data-tag="${tag}"]`);
    if ((await heading.getAttribute("data-is-open")) !== "true") await heading.click();
    const operation = page.locator(`.opblock[id$="-${operationId}"]`);
    await expect(operation.locator(".opblock-summary-path")).toHaveAttribute("data-path", path);
    await operation.locator(".opblock-summary-control").click();
    await operation.getByRole("button", { name: "Try it out" }).click();
    const [response] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === path),
      operation.getByRole("button", { name: "Execute" }).click(),
    ]);
    expect(response.status(), path).toBe(200);
    expect((await response.json()).code, path).toBe(1);
  }
});
