import { expect, test } from "./fixtures.ts";
import { ADMIN_PASSWORD } from "./helpers.ts";
import { gotoReady } from "./portal-helpers.ts";
import { screenshot } from "./screenshots.ts";

/** A page an admin adds (招聘信息) has an address of its own, /page/{slug}, that a phone reads well. */
test.describe("a single page at /page/{slug}", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("an added page is shown by its slug, listed in the sitemap; the fixed pages keep one address", async ({
    page,
    request,
  }) => {
    const login = await (
      await request.post("/admin/index/login", { data: { username: "admin", password: ADMIN_PASSWORD } })
    ).json();
    const added = await (
      await request.post("/admin/content.Page/add", {
        headers: { batoken: login.data.userInfo.token },
        data: {
          slug: "jobs",
          title: "招聘信息",
          title_en: "Careers",
          image: "/static/images/page/company.jpg",
          content:
            '<h2 id="engineers">嵌入式软件工程师</h2><p>负责工业物联网芯片的驱动与固件开发，工作地点苏州。</p>' +
            "<ul><li>熟悉 C 语言与 RTOS</li><li>三年以上相关经验</li></ul>",
          keywords: "澄芯科技,招聘",
          description: "加入澄芯科技，与我们一起做芯片。",
          status: "enable",
        },
      })
    ).json();
    expect(added.code).toBe(1);

    await gotoReady(page, "/Page/Jobs/");
    await expect(page.getByRole("heading", { level: 1, name: "招聘信息" })).toBeVisible();
    await expect(page).toHaveTitle(/^招聘信息 - /);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      "加入澄芯科技，与我们一起做芯片。",
    );
    await expect(page.getByRole("heading", { level: 2, name: "嵌入式软件工程师" })).toBeVisible();
    await expect(page.locator(".company__image")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    await screenshot(page, { path: "test-results/single-page-375.png", fullPage: true });

    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toMatch(/<loc>[^<]*\/page\/jobs<\/loc>/);
    expect((await request.get("/page/no-such-page")).status()).toBe(404);
    await page.goto("/page/company");
    await expect(page).toHaveURL(/\/us\/company$/);
  });
});
