import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunch } from "../scripts/chromium.mjs";
import { examplePort, exampleUrl, e2ePort as port } from "./ports.ts";

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
  webServer: [
    {
      command: "node server.mjs",
      url: `http://127.0.0.1:${port}/api/Index/common`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: "pipe",
      stderr: "pipe",
    },
    {
      // The example app (examples/react, built by `npm run build`) served by Vite, its API forwarded
      // to the server above.
      command: "npm run preview -w @corp/example-react",
      cwd: "..",
      env: { CORP_SERVER: `http://127.0.0.1:${port}`, EXAMPLE_PORT: String(examplePort) },
      url: exampleUrl,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: "pipe",
      stderr: "pipe",
    },
  ],
});
