import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { signInAdmin } from "./helpers.ts";
import { screenshot } from "./screenshots.ts";

declare global {
  interface Window {
    /** Swagger UI, as api-docs-init.js leaves it. */
    ui: { authSelectors: { authorized(): { toJS(): Record<string, { value?: string }> } } };
  }
}

/** The token Swagger UI holds for a security scheme, if any. */
const heldToken = (page: Page, scheme: string) =>
  page.evaluate((name) => window.ui.authSelectors.authorized().toJS()[name]?.value, scheme);

/** An operation's block, by its operationId (whatever tag it is listed under). */
const operationBlock = (page: Page, operationId: string) => page.locator(`.opblock[id$="-${operationId}"]`);

/**
 * Opens an area (a tag) of the page, which lists its operations then. The areas start closed; the whole
 * contract takes a moment to be read on a busy machine, hence the longer wait for the first.
 */
async function openTag(page: Page, tag: string): Promise<void> {
  const heading = page.locator(`.opblock-tag[data-tag="${tag}"]`);
  await expect(heading).toBeVisible();
  if ((await heading.getAttribute("data-is-open")) !== "true") await heading.click();
}

/** Logs the admin in through the API and keeps the login where the admin app keeps it. */
async function logAdminIn(page: Page): Promise<string> {
  const { token } = await signInAdmin(page);
  // The admin app takes it as its own login: the same browser is logged in to the admin.
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  return token;
}

test.describe("/docs", () => {
  test("shows the contract under the site's Content-Security-Policy, with no error", async ({ page }) => {
    // A script or style the policy refuses, or a file that fails, is reported here.
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto("/docs");
    await expect(page).toHaveTitle("CorpSite API");
    await openTag(page, "site");
    await expect(page.getByText("indexCommon", { exact: true })).toBeVisible();
    await openTag(page, "admin session");
    await expect(operationBlock(page, "adminIndex")).toBeVisible();
    expect(await page.locator(".opblock-tag-section").count()).toBeGreaterThan(3);
    await expect(page.locator(".auth-wrapper .btn.authorize")).toHaveClass(/\bunlocked\b/);
    expect(errors).toEqual([]);
    await screenshot(page, { path: "/tmp/docs.png" });
  });

  test("an admin logged in to the admin tries an admin operation with that login", async ({ page }) => {
    const token = await logAdminIn(page);
    await page.goto("/docs");
    await expect.poll(() => heldToken(page, "adminToken")).toBe(token);
    await expect(page.locator(".auth-wrapper .btn.authorize")).toHaveClass(/\blocked\b/);

    await openTag(page, "admin session");
    const operation = operationBlock(page, "adminIndex");
    await operation.locator(".opblock-summary-control").click();
    await operation.getByRole("button", { name: "Try it out" }).click();
    const [request, response] = await Promise.all([
      page.waitForRequest((r) => new URL(r.url()).pathname === "/admin/index/index"),
      page.waitForResponse((r) => new URL(r.url()).pathname === "/admin/index/index"),
      operation.getByRole("button", { name: "Execute" }).click(),
    ]);
    expect(request.headers().batoken).toBe(token);
    expect(response.status()).toBe(200);
    expect((await response.json()).code).toBe(1);
    await expect(operation.locator(".live-responses-table tbody .response-col_status")).toHaveText("200");
    await expect(operation.locator(".live-responses-table")).toContainText('"username": "admin"');
  });

  test("follows logins and logouts made in another tab, and keeps no login past a logout", async ({
    page,
  }) => {
    const token = await logAdminIn(page);
    await page.goto("/docs");
    // The login is taken once the whole contract is read, which takes a while on a busy machine.
    await expect.poll(() => heldToken(page, "adminToken")).toBe(token);
    const other = await page.context().newPage();
    // A page of the site that runs no script of its own (the admin app would keep its login in step).
    await other.goto("/robots.txt");
    // The member centre's login, as it keeps it (only its token is read).
    await other.evaluate(() => localStorage.setItem("userInfo", JSON.stringify({ token: "member-token" })));
    await expect.poll(() => heldToken(page, "memberToken")).toBe("member-token");
    await other.evaluate(() => localStorage.removeItem("userInfo"));
    await expect.poll(() => heldToken(page, "memberToken")).toBeUndefined();
    expect(await heldToken(page, "adminToken")).toBe(token);

    await other.evaluate(() => localStorage.removeItem("adminInfo"));
    await expect.poll(() => heldToken(page, "adminToken")).toBeUndefined();
    await page.reload();
    await openTag(page, "admin session");
    await expect(operationBlock(page, "adminIndex")).toBeVisible();
    expect(await heldToken(page, "adminToken")).toBeUndefined();
    await expect(page.locator(".auth-wrapper .btn.authorize")).toHaveClass(/\bunlocked\b/);
  });
});
