import { type ChildProcessByStdio, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, readFile, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Readable } from "node:stream";
import { root } from "../../bench/built-server.mjs";
import { packNoticeModule } from "../../examples/module-notice/pack.mjs";
import { expect, test } from "./fixtures.ts";
import { settled, signInAdmin } from "./helpers.ts";
import { pageTab, setMarket, toast, uninstall } from "./market-helpers.ts";
import { screenshot } from "./screenshots.ts";

/**
 * The reference module market (examples/market) in its own process, started as `npm run market` starts
 * it, on a folder of its own (MARKET_DIR): what a company sees when it buys from a vendor's market.
 */
let market: ChildProcessByStdio<null, Readable, null> | undefined;
let marketDir = "";
let marketUrl = "";
let demoToken = "";

test.beforeAll(async ({ site }) => {
  marketDir = await mkdtemp(join(tmpdir(), "reference-market-"));
  market = spawn(process.execPath, ["examples/market/server.mjs"], {
    cwd: root,
    env: { ...process.env, PORT: String(site.port + 2), MARKET_DIR: marketDir },
    stdio: ["ignore", "pipe", "inherit"],
  });
  // It prints its address and the demo account's token once it listens.
  let printed = "";
  const started = market;
  await new Promise<void>((resolve, reject) => {
    started.once("exit", (code) => reject(new Error(`the market exited (${code}): ${printed}`)));
    started.stdout.on("data", (chunk: Buffer) => {
      printed += chunk.toString("utf8");
      if (/Demo account token: \S+/.test(printed)) resolve();
    });
  });
  marketUrl = /The module market is running: (\S+)/.exec(printed)?.[1] ?? "";
  demoToken = /Demo account token: (\S+)/.exec(printed)?.[1] ?? "";
  expect(marketUrl).toBe(`http://127.0.0.1:${site.port + 2}`);
});

test.afterAll(async () => {
  if (market && market.exitCode === null) {
    market.kill("SIGTERM");
    await once(market, "exit");
  }
  await rm(marketDir, { recursive: true, force: true });
});

/** What the vendor does to publish a version: the whole zip into the catalogue folder under its name at once. */
async function publish(version: string) {
  const zip = await packNoticeModule((manifest, files) => ({ manifest: { ...manifest, version }, files }));
  const partial = join(marketDir, `notice-${version}.zip.part`);
  await writeFile(partial, zip);
  await rename(partial, join(marketDir, "catalogue", `notice-${version}.zip`));
}

test("buy the notice board from the reference market with the balance, install it, then update it", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAdmin(page);
  await setMarket(page, marketUrl, demoToken);

  await page.goto("/admin/moduleStore/moduleStore");
  await pageTab(page, "已安装", "模块市场").click();
  const notice = page.locator('tr[data-market-module="notice"]');
  await expect(notice).toContainText("公告栏");
  await expect(notice).toContainText("¥19.90");
  await expect(notice).toContainText("未安装");
  await notice.getByRole("button", { name: "购买" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("购买模块：公告栏");
  // This market takes only the balance, and says so in the admin's language.
  await dialog.getByRole("button", { name: "微信支付" }).click();
  await expect(toast(page, "模块市场拒绝了请求：不支持的支付方式")).toBeVisible();
  await dialog.getByRole("button", { name: "余额支付" }).click();
  await expect(toast(page, "模块已安装")).toBeVisible();
  await expect(notice).toContainText("已安装");
  await settled(page);
  await screenshot(page, { path: "test-results/reference-market-bought-zh-cn.png" });
  const { orders } = JSON.parse(await readFile(join(marketDir, "data", "orders.json"), "utf8"));
  expect(orders).toMatchObject([{ uid: "notice", amount: 1990, state: "paid", method: "balance" }]);

  // Its menu entry opens its page, served by the module itself.
  await page.getByRole("link", { name: "公告栏", exact: true }).first().click();
  await expect(page.frameLocator("iframe").locator("#notices li").first()).toContainText("欢迎使用公告栏");

  // The vendor drops version 1.0.1 into the catalogue: the installed list offers it, bought once.
  await publish("1.0.1");
  await page.goto("/admin/moduleStore/moduleStore");
  const installed = page.locator('tr[data-module="notice"]');
  await expect(installed).toContainText("1.0.0");
  await installed.getByRole("button", { name: "更新到 1.0.1" }).click();
  await expect(toast(page, "模块已更新")).toBeVisible();
  await expect(installed).toContainText("1.0.1");
  expect(JSON.parse(await readFile(join(marketDir, "data", "orders.json"), "utf8")).orders).toHaveLength(1);

  // The same catalogue in English.
  await page.evaluate(() => localStorage.setItem("lang", "en"));
  await page.reload();
  await pageTab(page, "Installed", "Market").click();
  await expect(notice).toContainText("Notice board");
  await expect(notice).toContainText("Installed");
  await settled(page);
  await screenshot(page, { path: "test-results/reference-market-updated-en.png" });
  await uninstall(page, "notice");
});
