import { type BuiltServer, startBuiltServer } from "../../bench/built-server.mjs";
import { expect, test } from "./fixtures.ts";
import { ADMIN_PASSWORD, fillAdminLogin } from "./helpers.ts";

// A second server of the built app whose back office is moved to /backstage (ADMIN_ENTRY, SPEC §7).
let entry: BuiltServer;
let origin = "";

test.beforeAll(async ({ site }) => {
  // Seeding a fresh database and starting a second server take a while on a loaded machine.
  test.setTimeout(120_000);
  entry = await startBuiltServer({
    port: site.port + 101,
    env: { ADMIN_PASSWORD, LOGIN_CAPTCHA: "off", LOG_LEVEL: "warn", ADMIN_ENTRY: "/backstage" },
  });
  origin = entry.origin;
});

test.afterAll(() => entry?.stop());

test("the back office moved to /backstage: /admin is a plain 404, the entry logs in and navigates", async ({
  page,
}) => {
  const old = await page.goto(`${origin}/admin/login`);
  expect(old?.status()).toBe(404);
  await expect(page.locator("body")).not.toContainText("backstage");

  await page.goto(`${origin}/backstage/login`);
  await fillAdminLogin(page, "admin", ADMIN_PASSWORD);
  await expect(page).toHaveURL(`${origin}/backstage/dashboard`);
  await page.getByTestId("admin-menu").getByRole("link", { name: "管理员管理" }).click();
  await expect(page).toHaveURL(`${origin}/backstage/auth/admin`);
  await expect(page.getByTestId("crud-table-auth.admin")).toBeVisible();
  await page.screenshot({ path: "test-results/admin-entry-moved.png" });
  // A reload of a page under the entry opens that page again.
  await page.reload();
  await expect(page.getByTestId("crud-table-auth.admin")).toBeVisible();
  await expect(page).toHaveURL(`${origin}/backstage/auth/admin`);
});
