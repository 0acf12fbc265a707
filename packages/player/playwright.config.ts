import { defineConfig } from "@playwright/test";

/** Chromium flags for Debian's browser: never a downloaded build, no network of its own. */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    // tests drive playback with clicks and keys; autoplay stays governed by the page's own gestures
  ],
};

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
    launchOptions: CHROMIUM_LAUNCH,
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
});
