import { expect, test } from "./fixtures.ts";
import { type ArticleDetail, gotoReady, latestArticle, portalData, textOf } from "./portal-helpers.ts";
import { screenshot } from "./screenshots.ts";

const PUBLIC_ROUTES = [
  "/",
  "/index",
  "/us/company",
  "/us/history",
  "/list",
  "/search",
  "/contact",
  "/layout",
  "/topic",
  "/401",
];

test.describe("server-rendered HTML", () => {
  test("an article's HTML carries its title, body, head tags and structured data without JavaScript", async ({
    request,
  }) => {
    const latest = await latestArticle(request);
    const article = await portalData<ArticleDetail & { keywords: string }>(
      request,
      `/api/portal/article?id=${latest.id}`,
    );
    const res = await request.get(`/article/${latest.id}`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<title>${article.title}`);
    expect(html).toContain(article.title);
    expect(textOf(html)).toContain(textOf(article.content).slice(0, 40));
    expect(html).toMatch(
      new RegExp(`<link rel="canonical" href="http://127\\.0\\.0\\.1:\\d+/article/${latest.id}"`),
    );
    if (article.keywords) expect(html).toContain(`<meta name="keywords" content="${article.keywords}"`);
    for (const type of ["Organization", "BreadcrumbList", "NewsArticle"])
      expect(html).toContain(`"@type":"${type}"`);
  });

  test("every public route answers real HTML with title, description, canonical link and JSON-LD", async ({
    request,
  }) => {
    for (const path of PUBLIC_ROUTES) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      const html = await res.text();
      expect(html, path).toMatch(/<title>[^<]+<\/title>/);
      expect(html, path).toContain('<meta name="description"');
      expect(html, path).toContain('<link rel="canonical"');
      expect(html, path).toContain('"@type":"Organization"');
      expect(html, path).toMatch(/<main id="main"[^>]*>.+<\/main>/s);
      expect(html, path).not.toContain('id="root"');
    }
    const search = await (await request.get(`/search?keywords=${encodeURIComponent("芯片")}`)).text();
    expect(search).toContain("<mark");
    const list = await (await request.get("/list?cid=2&mid=3&pid=0")).text();
    expect(list).toMatch(/<link rel="canonical" href="[^"]+\/list\?cid=2"/);
  });

  test("missing articles, drafts and unknown paths answer HTTP 404 with the 404 page", async ({
    request,
  }) => {
    for (const path of ["/article/999999", "/article/abc", "/no/such/page"]) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(404);
      const html = await res.text();
      expect(html, path).toContain("404");
      expect(html, path).toContain("<title>");
    }
  });

  test("the admin area and the member centre keep the client shell", async ({ request }) => {
    for (const path of ["/admin/login", "/user/login"]) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain('<div id="root"></div>');
    }
  });

  test("a browser without JavaScript reads the article, and one with it takes over without a reload", async ({
    browser,
    request,
  }) => {
    const latest = await latestArticle(request);
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto(`/article/${latest.id}`);
    await expect(plain.getByRole("heading", { level: 1, name: latest.title })).toBeVisible();
    await screenshot(plain, { path: "test-results/portal-article-no-js.png" });
    await noScript.close();

    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error" && /hydrat/i.test(message.text())) errors.push(message.text());
    });
    await page.goto(`/article/${latest.id}`);
    await expect(page.getByRole("heading", { level: 1, name: latest.title })).toBeVisible();
    await page.getByRole("link", { name: "新闻中心", exact: true }).first().click();
    await expect(page).toHaveURL(/\/list/);
    expect(errors).toEqual([]);
    await context.close();
  });

  test("the language switch opens the page's English address, rendered in English and taken over without re-rendering", async ({
    browser,
  }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error" && /hydrat|#418|#423/i.test(message.text())) errors.push(message.text());
    });
    // Switched once the app has taken over the page (a switch during hydration is not what is tested).
    await gotoReady(page, "/us/company");
    await page.getByRole("combobox", { name: "切换语言" }).first().selectOption("en");
    await expect(page).toHaveURL(/\/en\/us\/company$/);
    await expect(page.getByRole("heading", { level: 1, name: "About us" })).toBeVisible();
    // The choice is kept for the admin and member apps; the public pages go by their address alone.
    expect((await context.cookies()).find((c) => c.name === "lang")?.value).toBe("en");

    // The HTML of an English address is English before any script runs; the Chinese address stays Chinese.
    const html = await (await context.request.get("/en/list")).text();
    expect(html).toMatch(/^<!doctype html>\s*<html lang="en">/i);
    expect(html).toContain("News centre");
    expect(html).toContain('"lang":"en"');
    const chinese = await (await context.request.get("/list")).text();
    expect(chinese).toMatch(/^<!doctype html>\s*<html lang="zh-CN">/i);

    // The server's markup is kept (hydrated), not thrown away and drawn again in another language:
    // rendering afresh would empty #root first.
    await page.addInitScript(() => {
      const flags = window as unknown as { rootEmptied?: boolean };
      flags.rootEmptied = false;
      new MutationObserver((records) => {
        for (const r of records)
          if ((r.target as Element).id === "root" && r.removedNodes.length > 0) flags.rootEmptied = true;
      }).observe(document, { childList: true, subtree: true });
    });
    await gotoReady(page, "/en/list");
    await expect(page.getByRole("heading", { level: 1, name: "News centre" })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { rootEmptied?: boolean }).rootEmptied)).toBe(
      false,
    );
    await page.getByRole("link", { name: "Contact", exact: false }).first().click();
    await expect(page).toHaveURL(/\/en\/contact/);
    await page.goBack();
    expect(errors).toEqual([]);
    await context.close();
  });
});
