import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { ADMIN_PASSWORD, fillAdminLogin } from "./helpers.ts";

// A second server of the built app whose back office is moved to /backstage (ADMIN_ENTRY, SPEC §7).
const root = new URL("../..", import.meta.url).pathname;
const port = Number(process.env.E2E_PORT ?? 3100) + 101;
const origin = `http://127.0.0.1:${port}`;

let server: ChildProcess | undefined;
let dataDir = "";

test.beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "corpsite-entry-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: "127.0.0.1",
    ADMIN_PASSWORD,
    LOGIN_CAPTCHA: "off",
    LOG_LEVEL: "warn",
    ADMIN_ENTRY: "/backstage",
  };
  delete env.DATABASE_URL;
  const seeded = spawnSync("node", ["apps/server/dist/cli.js", "seed"], { cwd: root, env, stdio: "ignore" });
  expect(seeded.status).toBe(0);
  server = spawn("node", ["apps/server/dist/main.js"], { cwd: root, env, stdio: "ignore" });
  await expect(async () => {
    expect((await fetch(`${origin}/api/health`)).status).toBe(200);
  }).toPass({ timeout: 60_000 });
});

test.afterAll(() => {
  server?.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
});

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
