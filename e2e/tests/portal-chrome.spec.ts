import { USER_CONTENT_PREFIX } from "@corp/domain/user-content";
import { expect, test } from "./fixtures.ts";
import { type MenuItem, publicData } from "./helpers.ts";
import { gotoReady, portalData, recordScroll } from "./portal-helpers.ts";
import { screenshot } from "./screenshots.ts";

test.describe("portal header and footer behaviours", () => {
  test("a menu click carries mid and pid, and the page shows the active menu, sub-menu and breadcrumb", async ({
    page,
  }) => {
    const { menus } = await publicData(page);
    const about = menus.find((m) => m.children.length > 1 && m.path.startsWith("/us"));
    const child = about?.children.find((c) => c.path.startsWith("/us/history"));
    if (!about || !child) throw new Error("the seed has 关于我们 › 发展历程");
    await gotoReady(page, "/");
    const header = page.locator("header").first();
    await header.getByText(about.title, { exact: true }).first().hover();
    await header.getByRole("link", { name: child.title, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`/us/history\\?mid=${child.id}&pid=${about.id}$`));
    await expect(header.getByRole("link", { name: about.title, exact: true }).first()).toHaveAttribute(
      "aria-current",
      "true",
    );
    const subMenu = page.getByTestId("sub-menu");
    await expect(subMenu.getByRole("link")).toHaveCount(about.children.length);
    await expect(subMenu.getByRole("link", { name: child.title })).toHaveAttribute("aria-current", "page");
    const breadcrumb = page.getByRole("navigation", { name: "当前位置" });
    await expect(breadcrumb).toContainText(about.title);
    await expect(breadcrumb).toContainText(child.title);
  });

  test("the round button opens the popup menu from the top right; hovering shows thumbnail and English title", async ({
    page,
  }) => {
    const menus = (await publicData(page)).menus as (MenuItem & { thumb: string })[];
    await gotoReady(page, "/");
    const popup = page.getByTestId("popup-menu");
    await expect(popup).toHaveAttribute("data-state", "closed");
    await expect(popup).toBeHidden();
    await page.getByTestId("popup-open").click();
    await expect(popup).toHaveAttribute("data-state", "open");
    await expect(popup).toBeVisible();
    expect(await popup.evaluate((el) => getComputedStyle(el).transformOrigin)).toMatch(/^\d+(\.\d+)?px 0px/);
    const transition = await popup.evaluate((el) => getComputedStyle(el).transitionProperty);
    expect(transition).toContain("transform");
    for (const [i, item] of menus.entries()) {
      await page.getByTestId("popup-item").nth(i).hover();
      await expect(page.getByTestId("popup-item").nth(i)).toHaveAttribute("data-active", "");
      await expect(page.getByTestId("popup-title-en")).toHaveText(item.title_en || item.title);
      if (item.thumb)
        await expect(page.getByTestId("popup-background")).toHaveAttribute("data-thumb", item.thumb);
    }
    await screenshot(page, { path: "test-results/portal-popup-1280.png" });
    // The footer area's QR code appears on hover.
    await page.getByTestId("popup-footer").getByRole("button", { name: "微信二维码" }).hover();
    await expect(
      page.getByRole("img", { name: "微信二维码" }).or(page.getByText("扫码关注")).first(),
    ).toBeVisible();
    await page.getByTestId("popup-close").click();
    await expect(popup).toHaveAttribute("data-state", "closed");
    await expect(popup).toBeHidden();
  });

  test("the popup's own search box runs a search and closes the popup", async ({ page }) => {
    await gotoReady(page, "/");
    await page.getByTestId("popup-open").click();
    const box = page.getByTestId("popup-menu").getByPlaceholder("请输入关键字搜索");
    await box.fill("历史");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?keywords=/);
    await expect(page.getByTestId("popup-menu")).toHaveAttribute("data-state", "closed");
  });

  test("the header switches to its alternate style once the page is scrolled", async ({ page }) => {
    await gotoReady(page, "/list");
    const header = page.locator("header").first();
    await expect(header).not.toHaveAttribute("data-scrolled", "");
    const before = await header.evaluate((el) => getComputedStyle(el).backgroundColor);
    await page.mouse.wheel(0, 800);
    await expect(header).toHaveAttribute("data-scrolled", "");
    await expect.poll(() => header.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(before);
    await screenshot(page, { path: "test-results/portal-header-scrolled.png" });
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).not.toHaveAttribute("data-scrolled", "");
  });

  test("a new page starts at its top, and the TOP button scrolls up over about two seconds", async ({
    page,
  }) => {
    await gotoReady(page, "/list");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page.locator("header").first().getByRole("link", { name: "文章中心", exact: true }).first().click();
    await expect(page).toHaveURL(/\/layout/);
    await expect(page.getByRole("heading", { level: 1, name: "文章中心" })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await gotoReady(page, "/layout");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page.getByRole("button", { name: "返回顶部" }).click();
    const top = await recordScroll(page, 2600);
    expect(top.at(-1)?.y).toBe(0);
    expect(
      top.some((s) => s.y > 0 && s.t > 1300),
      "still moving after 1.3 s",
    ).toBe(true);
    const ys = top.map((s) => s.y);
    for (let i = 1; i < ys.length; i++) expect(ys[i]).toBeLessThanOrEqual(ys[i - 1] ?? 0);
  });

  test("a slow navigation shows the top progress bar from 8 % until the next page has loaded", async ({
    page,
  }) => {
    await gotoReady(page, "/");
    // The page being left records what its bar shows into sessionStorage, which the next page can read.
    await page.evaluate(() => {
      const seen: string[] = [];
      new MutationObserver(() => {
        const bar = document.querySelector<HTMLElement>(".nav-progress");
        if (bar?.dataset.progress && bar.getAttribute("role") === "progressbar") {
          seen.push(bar.dataset.progress);
          sessionStorage.setItem("progress-seen", JSON.stringify(seen));
        }
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    // The next page's HTML is held back for two seconds. (A search is submitted, so no speculation
    // rule has loaded the page ahead.)
    await page.route("**/search?keywords=*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await route.continue();
    });
    const box = page.getByPlaceholder("请输入关键字搜索").first();
    await box.fill("芯片");
    await box.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: "搜索" })).toBeVisible();
    const seen = (await page.evaluate(() =>
      JSON.parse(sessionStorage.getItem("progress-seen") ?? "[]"),
    )) as string[];
    const values = seen.map(Number);
    expect(values[0]).toBe(0.08);
    expect(Math.max(...values), "it crept forward while the page loaded").toBeGreaterThan(0.08);
    await expect(page.locator(".nav-progress")).toHaveCount(0);
  });

  test("after a navigation inside the app the description, keywords and canonical link follow the page", async ({
    page,
    request,
  }) => {
    const meta = await portalData<{ description: string; keywords: string }>(
      request,
      "/api/portal/meta?path=/layout",
    );
    await gotoReady(page, "/");
    await page.locator("header").first().getByRole("link", { name: "文章中心", exact: true }).first().click();
    await expect(page).toHaveURL(/\/layout/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", meta.description);
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute("content", meta.keywords);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/layout$/);
  });

  test("a third-level menu entry leads to its section of the page", async ({ page }) => {
    const { menus } = await publicData(page);
    const about = menus.find((m) => m.children.some((c) => c.children.length > 0));
    const second = about?.children.find((c) => c.children.length > 0);
    const third = second?.children.find((c) => c.path.includes("#"));
    if (!about || !second || !third) throw new Error("the seed has a third menu level with anchors");
    await gotoReady(page, "/list");
    const header = page.locator("header").first();
    await header.getByText(about.title, { exact: true }).first().hover();
    await header.getByText(second.title, { exact: true }).first().hover();
    await header.getByRole("link", { name: third.title, exact: true }).first().click();
    const anchor = third.path.split("#")[1] ?? "";
    await expect(page).toHaveURL(new RegExp(`mid=${third.id}&pid=${second.id}#${anchor}$`));
    // Rich text's ids carry a prefix (they cannot take the page's own); the islands follow the anchor.
    await expect(page.locator(`#${USER_CONTENT_PREFIX}${anchor}`)).toBeInViewport();
  });
});
