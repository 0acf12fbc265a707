import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunch } from "../../scripts/chromium.mjs";

/**
 * BuildAdmin's own admin client (its web/ built outside this repository, BA_DIST naming the dist folder)
 * against this server, through proxy.mjs on one origin. Not part of `npm test`: it needs that build.
 * See docs/buildadmin-compat.md.
 */
const dist = process.env.BA_DIST ?? "";
const serverPort = Number(process.env.E2E_PORT ?? 3100) + 1;
const proxyPort = serverPort + 1;

export default defineConfig({
  testDir: ".",
  outputDir: "../test-results/buildadmin",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${proxyPort}`,
    locale: "zh-CN",
    viewport: { width: 1440, height: 900 },
    trace: "off",
    launchOptions: chromiumLaunch,
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: [
    {
      command: "node server.mjs",
      // The site's address is the proxy's: BuildAdmin's pages are served there, and `full_url`s name it.
      env: { E2E_PORT: String(serverPort), SITE_URL: `http://127.0.0.1:${proxyPort}` },
      url: `http://127.0.0.1:${serverPort}/api/Index/common`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: "pipe",
      stderr: "pipe",
    },
    {
      command: `node proxy.mjs "${dist}" ${proxyPort} http://127.0.0.1:${serverPort}`,
      url: `http://127.0.0.1:${proxyPort}/`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: "pipe",
      stderr: "pipe",
    },
  ],
});
