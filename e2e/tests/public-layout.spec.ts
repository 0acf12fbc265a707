import { expect, test } from "./fixtures.ts";
import { publicData } from "./helpers.ts";

test.describe("public layout", () => {
  test("a visitor sees the seeded header menu and footer", async ({ page }) => {
    const { menus, site } = await publicData(page);
    await page.goto("/");
    const header = page.locator("header").first();
    for (const item of menus)
      await expect(header.getByText(item.title, { exact: true }).first()).toBeVisible();
    const footer = page.locator("footer").first();
    await expect(footer.getByText("Copyright@ 2024-2034 版权所有")).toBeVisible();
    await expect(footer.getByText(site.recordNumber)).toBeVisible();
    await expect(footer.getByText("备案号：")).toBeVisible();
    await expect(footer.getByText(site.fwrx).first()).toBeVisible();
    await expect(footer.getByText(site.addr).first()).toBeVisible();
  });

  test("the page's HTML carries the seeded menu before any script runs", async ({ request }) => {
    const { menus } = await publicData({ request } as never);
    const html = await (await request.get("/")).text();
    for (const item of menus) expect(html).toContain(`>${item.title}</a>`);
    // The single-page areas still get their start-up data in the shell.
    expect(await (await request.get("/user/login")).text()).toContain('id="boot-data"');
  });

  test("an unknown path lands on /404, answered with status 404", async ({ page }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByText("404").first()).toBeVisible();
  });

  test("the search box submits only non-empty text", async ({ page }) => {
    await page.goto("/");
    const box = page.getByPlaceholder("请输入关键字搜索").first();
    await box.fill("   ");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/$/);
    await box.fill("企业文化");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?keywords=/);
    expect(decodeURIComponent(new URL(page.url()).searchParams.get("keywords") ?? "")).toBe("企业文化");
  });

  test("a menu click goes to its path with mid and pid", async ({ page }) => {
    const { menus } = await publicData(page);
    const withChildren = menus.find((m) => m.children.length > 0);
    test.skip(!withChildren, "the seed has a menu with children");
    await page.goto("/");
    const top = menus.find((m) => m.path && m.path !== "/") ?? menus[0];
    if (!top) throw new Error("no menu");
    await page.locator("header").first().getByText(top.title, { exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`mid=${top.id}`));
  });
});
