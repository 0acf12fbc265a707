import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunch } from "../scripts/chromium.mjs";

/**
 * Browser tests run in Debian's Chromium against the built server and web app; browsers are never
 * downloaded. Each worker starts a server of its own on a fresh database (tests/fixtures.ts), so
 * workers share nothing; E2E_WORKERS sets how many (two by default, for two cores). A test gets 90 s:
 * `npm test` runs the unit tests beside the browser tests, and on two loaded cores an admin login with
 * a few steps has taken over 30 s, and a whole admin test (login, drag, reload, screenshot) over 60 s.
 * An expectation waits up to 20 s: early in the run, while the types are checked beside it, the admin
 * app's first page has taken over 10 s to show.
 */
export default defineConfig({
  testDir: "./tests",
  outputDir: "./test-results",
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: [["list"]],
  use: {
    locale: "zh-CN",
    trace: "off",
    launchOptions: chromiumLaunch,
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
});
