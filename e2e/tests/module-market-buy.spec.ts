import { PLUS, PRO, packBoardModule, publishPlus } from "../../apps/server/src/test/market-modules.ts";
import { MARKET_ACCOUNTS, startTestMarket, type TestMarket } from "../../apps/server/src/test/test-market.ts";
import { expect, test } from "./fixtures.ts";
import { settled, signInAdmin } from "./helpers.ts";
import { pageTab, setMarket, toast, uninstall } from "./market-helpers.ts";
import { screenshot } from "./screenshots.ts";

/** A real market beside the server under test (docs/module-market-api.md), run by this test process. */
let market: TestMarket;

test.beforeAll(async ({ site }) => {
  // Beside the worker's server, so the address saved in the settings stays right when a failed test
  // restarts the worker.
  market = await startTestMarket({ port: site.port + 1 });
  await publishPlus(market);
});
test.afterAll(() => market.close());

test("configure the market, buy a paid module with the balance, install it, see its page, then update it", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAdmin(page);

  // The market's address and account token in the settings; the token is a secret field.
  await setMarket(page, market.url, MARKET_ACCOUNTS.rich);

  await page.goto("/admin/moduleStore/moduleStore");
  await pageTab(page, "已安装", "模块市场").click();
  const pro = page.locator(`tr[data-market-module="${PRO.uid}"]`);
  await expect(pro).toBeVisible();
  await expect(pro).toContainText("公告栏专业版");
  await expect(pro).toContainText("¥9.90");
  await expect(pro).toContainText("未安装");
  await expect(page.locator('tr[data-market-module="notice"]')).toContainText("免费");
  await settled(page);
  await screenshot(page, { path: "test-results/module-market-catalogue-zh-cn.png" });

  await pro.getByRole("button", { name: "购买" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("购买模块：公告栏专业版");
  await expect(dialog).toContainText("¥9.90");
  await settled(page);
  await screenshot(page, { path: "test-results/module-market-buy-zh-cn.png" });
  await dialog.getByRole("button", { name: "余额支付" }).click();
  await expect(toast(page, "模块已安装")).toBeVisible();
  await expect(pro).toContainText("已安装");
  expect(market.accounts.get(MARKET_ACCOUNTS.rich)?.balance).toBe(10_000 - 990);

  // Its menu entry opens its page, served from the module's own files and route.
  await page.getByRole("link", { name: "公告栏专业版" }).first().click();
  const frame = page.frameLocator("iframe");
  await expect(frame.locator("h1")).toContainText("v1.0.0");
  await expect(frame.locator("#notices li").first()).toContainText("欢迎使用公告栏");

  // A newer version in the market: the installed list offers the update; bought once, no payment again.
  market.publish({ ...PRO, version: "1.1.0", zip: await packBoardModule(PRO.uid, PRO.title, "1.1.0") });
  await page.goto("/admin/moduleStore/moduleStore");
  const installed = page.locator(`tr[data-module="${PRO.uid}"]`);
  await expect(installed).toContainText("1.0.0");
  await installed.getByRole("button", { name: "更新到 1.1.0" }).click();
  await expect(toast(page, "模块已更新")).toBeVisible();
  await expect(installed).toContainText("1.1.0");
  expect(market.accounts.get(MARKET_ACCOUNTS.rich)?.balance).toBe(10_000 - 990);
  await page.getByRole("link", { name: "公告栏专业版（新版）" }).first().click();
  await expect(page.frameLocator("iframe").locator("h1")).toContainText("v1.1.0");
  await expect(page.frameLocator("iframe").locator("#notices li")).toHaveCount(2);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/admin/moduleStore/moduleStore");
  await pageTab(page, "已安装", "模块市场").click();
  await expect(pro).toContainText("已安装");
  await settled(page);
  await screenshot(page, { path: "test-results/module-market-catalogue-375-zh-cn.png", fullPage: true });
  await uninstall(page, PRO.uid);
});

test("buy with a QR code and wait until the payment arrives (English)", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("lang", "en"));
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAdmin(page);
  await page.goto("/admin/moduleStore/moduleStore");
  await pageTab(page, "Installed", "Market").click();
  const plus = page.locator(`tr[data-market-module="${PLUS.uid}"]`);
  await expect(plus).toBeVisible();
  await expect(plus).toContainText("¥5.00");
  await expect(plus).toContainText("Not installed");
  await settled(page);
  await screenshot(page, { path: "test-results/module-market-catalogue-en.png" });

  await plus.getByRole("button", { name: "Buy" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Buy module: Notice board Plus");
  await dialog.getByRole("button", { name: "WeChat Pay" }).click();
  await expect(dialog).toContainText("Scan the QR code with WeChat to pay");
  await expect(dialog).toContainText("Waiting for the payment");
  const qr = dialog.getByTestId("pay-qr");
  await expect(qr).toBeVisible();
  const payUrl = await qr.getAttribute("data-value");
  expect(payUrl).toMatch(new RegExp(`^${market.url}/pay/ord-`));
  await settled(page);
  await screenshot(page, { path: "test-results/module-market-buy-qr-en.png" });

  // The payment provider reports the payment; the dialog notices and the module is installed.
  const orderId = new URL(payUrl ?? "").pathname.split("/").pop() ?? "";
  await market.completePayment(orderId);
  await expect(toast(page, "Module installed")).toBeVisible();
  await expect(plus).toContainText("Installed");
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/admin/moduleStore/moduleStore");
  await pageTab(page, "Installed", "Market").click();
  await expect(plus).toContainText("Installed");
  await settled(page);
  await screenshot(page, { path: "test-results/module-market-catalogue-375-en.png", fullPage: true });
  await uninstall(page, PLUS.uid);
});
