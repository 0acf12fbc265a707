import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunch } from "../scripts/chromium.mjs";

const port = Number(process.env.E2E_PORT ?? 3100);

/** Browser tests run in Debian's Chromium against the built server and web app; browsers are never downloaded. */
export default defineConfig({
  testDir: "./tests",
  outputDir: "./test-results",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: "zh-CN",
    trace: "off",
    launchOptions: chromiumLaunch,
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: "node server.mjs",
    url: `http://127.0.0.1:${port}/api/Index/common`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
  },
});
