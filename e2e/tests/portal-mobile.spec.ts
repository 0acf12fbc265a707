import { expect, test } from "./fixtures.ts";
import { gotoReady, latestArticle } from "./portal-helpers.ts";
import { screenshot } from "./screenshots.ts";

const PAGES = ["/", "/us/history", "/list", "/topic", "/layout", "/contact"];

for (const width of [375, 768, 1440]) {
  test.describe(`portal at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("no page scrolls sideways and the screenshots are taken", async ({ page, request }) => {
      const article = await latestArticle(request);
      for (const path of [...PAGES, `/article/${article.id}`]) {
        await gotoReady(page, path);
        await expect(page.locator("main h1, main h2").first()).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, path).toBeLessThanOrEqual(0);
      }
      await gotoReady(page, "/");
      await screenshot(page, { path: `test-results/portal-home-${width}.png`, fullPage: true });
    });

    test("the popup menu opens and closes", async ({ page }) => {
      await gotoReady(page, "/");
      await page.getByTestId("popup-open").click();
      await expect(page.getByTestId("popup-menu")).toBeVisible();
      await screenshot(page, { path: `test-results/portal-popup-${width}.png` });
      await page.getByTestId("popup-close").click();
      await expect(page.getByTestId("popup-menu")).toBeHidden();
    });
  });
}

test.describe("portal on a phone", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("the drawer menu loads on the first tap and navigates with mid and pid", async ({ page }) => {
    await gotoReady(page, "/");
    await page.getByRole("button", { name: "打开菜单" }).click();
    const drawer = page.getByRole("dialog");
    await expect(drawer).toBeVisible();
    await drawer.getByRole("link", { name: "新闻中心", exact: true }).click();
    await expect(page).toHaveURL(/\/list\?mid=\d+&pid=0/);
  });

  test("the carousel's arrows stay clear of the slide's caption", async ({ page }) => {
    await gotoReady(page, "/");
    const caption = await page.locator(".banner__slide[data-active] .banner__caption").boundingBox();
    expect(caption).not.toBeNull();
    for (const name of ["上一张", "下一张"]) {
      const arrow = await page.locator(".banner").getByRole("button", { name }).boundingBox();
      expect(arrow, name).not.toBeNull();
      if (!arrow || !caption) continue;
      // The arrow ends above the caption's first line.
      expect(arrow.y + arrow.height, name).toBeLessThanOrEqual(caption.y);
    }
  });
});
