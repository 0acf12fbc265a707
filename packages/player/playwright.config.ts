import { defineConfig } from "@playwright/test";
import { chromiumLaunch } from "../../scripts/chromium.mjs";

/** Browser tests of the player against ffmpeg-made media, served by e2e/global-setup.ts. */
export default defineConfig({
  testDir: "./e2e",
  testMatch: "*.spec.ts",
  outputDir: "./test-results",
  globalSetup: "./e2e/global-setup.ts",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    locale: "zh-CN",
    viewport: { width: 1100, height: 800 },
    trace: "off",
    launchOptions: chromiumLaunch,
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
});
