import { createConnection } from "node:net";
import { test as base } from "@playwright/test";
import { type BuiltServer, startBuiltServer } from "../../bench/built-server.mjs";
import { sitePort } from "../ports.ts";
import { ADMIN_PASSWORD } from "./helpers.ts";

export { expect } from "@playwright/test";

/** Whether something listens on 127.0.0.1:`port`. */
const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection({ port, host: "127.0.0.1" });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });

/**
 * Waits until nothing listens on `port` (the server of a worker that has just ended may still be
 * stopping); a server left running by an interrupted run would otherwise answer in place of the new
 * one, with its old rows.
 */
async function portFree(port: number): Promise<void> {
  for (const until = Date.now() + 15_000; await listening(port); ) {
    if (Date.now() > until)
      throw new Error(`port ${port} is taken: stop what listens there, or set E2E_PORT`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Each Playwright worker runs its test files against a built server of its own, on a fresh seeded
 * database, so that two workers never share rows. `site` is that server; every page, request and
 * context the tests open goes to it (`baseURL`).
 */
export const test = base.extend<object, { site: BuiltServer }>({
  site: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use, workerInfo) => {
      const port = sitePort(workerInfo.parallelIndex);
      await portFree(port);
      const site = await startBuiltServer({
        port,
        env: { ADMIN_PASSWORD, LOGIN_CAPTCHA: "off", LOG_LEVEL: "warn" },
      });
      await use(site);
      await site.stop();
    },
    // Longer than startBuiltServer's own 180 s wait for the server to answer.
    { scope: "worker", timeout: 240_000 },
  ],
  baseURL: async ({ site }, use) => use(site.origin),
});
