import { expect, test } from "@playwright/test";

// Chromium as every browser test launches it (scripts/chromium.mjs) shows the page under test and nothing
// beside it: the address bar's pop-ups, which headless Chromium otherwise keeps as pages of their own in
// processes of their own for every context, cost more processor time than the page tested.
test("a context holds the page under test and no pages of the browser's own", async ({ browser }) => {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.setContent("<p>page</p>");
    const cdp = await browser.newBrowserCDPSession();
    const { targetInfos } = await cdp.send("Target.getTargets");
    await cdp.detach();
    expect(targetInfos.map((target) => target.type)).toEqual(["page"]);
  } finally {
    await context.close();
  }
});
