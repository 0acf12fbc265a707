import { defineConfig } from "@playwright/test";
import { chromiumLaunch } from "../../scripts/chromium.mjs";

/** `npm run bench`: time to first frame in one Chromium run, plus the player's gzip size. */
export default defineConfig({
  testDir: "./bench",
  testMatch: "*.bench.ts",
  globalSetup: "./e2e/global-setup.ts",
  workers: 1,
  retries: 0,
  timeout: 120_000,
  reporter: [["list"]],
  use: { viewport: { width: 1100, height: 800 }, launchOptions: chromiumLaunch },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
});
