import { test as base } from "@playwright/test";
import { type BuiltServer, startBuiltServer } from "../../bench/built-server.mjs";
import { sitePort } from "../ports.ts";
import { ADMIN_PASSWORD } from "./helpers.ts";

export { expect } from "@playwright/test";

/**
 * Each Playwright worker runs its test files against a built server of its own, on a fresh seeded
 * database, so that two workers never share rows. `site` is that server; every page, request and
 * context the tests open goes to it (`baseURL`).
 */
export const test = base.extend<object, { site: BuiltServer }>({
  site: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use, workerInfo) => {
      const site = await startBuiltServer({
        port: sitePort(workerInfo.parallelIndex),
        env: { ADMIN_PASSWORD, LOGIN_CAPTCHA: "off", LOG_LEVEL: "warn" },
      });
      await use(site);
      await site.stop();
    },
    { scope: "worker", timeout: 120_000 },
  ],
  baseURL: async ({ site }, use) => use(site.origin),
});
