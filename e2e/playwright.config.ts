import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchWithout } from "../scripts/chromium.mjs";

/**
 * Browser tests run in Debian's Chromium against the built server and web app; browsers are never
 * downloaded. Each worker starts a server of its own on a fresh database (tests/fixtures.ts), so
 * workers share nothing; E2E_WORKERS sets how many (two by default, for two cores). A test gets 120 s:
 * `npm test` runs the unit tests beside the browser tests, and on two loaded cores an admin login with
 * a few steps has taken over 30 s, and a whole admin test (login, drag, reload, screenshot) over 60 s.
 * An expectation waits up to 45 s for the state it names, and tests name no shorter bound of their own:
 * the admin app's first render after a reload (about 1 processor second quiet, two for the 174 rows
 * of the rule table) has taken over 20 s in a clean-clone CI while the unit tests ran beside it.
 *
 * Chromium starts no spare renderer here: it keeps one started ahead for the next page, but every test
 * has a context of its own, which cannot use another's, so each context started two renderers it never
 * used (four per context where two show its pages; about a tenth of the browser's processor time per
 * admin page load). A page then waits for its renderer to start, which no test times.
 */
export default defineConfig({
  testDir: "./tests",
  outputDir: "./test-results",
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 45_000 },
  reporter: [["list"]],
  use: {
    locale: "zh-CN",
    trace: "off",
    launchOptions: chromiumLaunchWithout(["SpareRendererForSitePerProcess"]),
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
});
