import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { openAdmin, siteClock } from "./helpers.ts";
import { screenshot } from "./screenshots.ts";

// A 1x1 PNG, uploaded as an article's cover and body picture.
const PIXEL = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

// Its tests share nothing (each writes articles or menu items of its own): they may run on several workers.
test.describe.configure({ mode: "parallel" });

async function openArticles(page: Page) {
  await openAdmin(page, "/admin/content/article");
  await expect(page.getByTestId("crud-table-content.article")).toBeVisible();
}

type Draft = {
  title: string;
  body: string;
  picture?: boolean;
  video?: string;
  /**
   * "scheduled": at the next whole minute (the form takes minutes) at least `SCHEDULE_LEAD_MS` after the
   * time is typed, so that the article is still hidden while the test looks for it.
   */
  publish?: "now" | "scheduled";
};

/** Enough for saving the form and opening four pages before the article's time, on a loaded machine. */
const SCHEDULE_LEAD_MS = 10_000;

/** Fills the article form the way an editor does, and saves it; answers the time it is scheduled for. */
async function saveArticle(page: Page, article: Draft): Promise<Date | undefined> {
  const form = page.getByRole("dialog");
  await form.getByLabel("标题", { exact: true }).fill(article.title);
  // The Chinese body's editor (the English one sits beside it).
  const chinese = form.getByRole("group", { name: "内容", exact: true });
  const editor = chinese.getByRole("textbox");
  await editor.click();
  await editor.fill(article.body);
  if (article.picture) {
    // The editor's picture button: uploaded to the attachment library, placed in the body.
    await chinese.locator('input[type="file"][aria-label="插入图片"]').setInputFiles({
      name: "body.png",
      mimeType: "image/png",
      buffer: PIXEL,
    });
    await expect(editor.locator("img")).toHaveAttribute("src", /\/storage\//);
  }
  await form.locator('input[type="file"]:not([aria-label="插入图片"])').first().setInputFiles({
    name: "cover.png",
    mimeType: "image/png",
    buffer: PIXEL,
  });
  await expect(form.getByRole("img").first()).toBeVisible();
  if (article.video) await form.getByLabel("视频地址").fill(article.video);
  let at: Date | undefined;
  if (article.publish) {
    await form.getByRole("radio", { name: "已发布" }).check({ force: true });
    if (article.publish === "scheduled") {
      at = new Date(Math.ceil((Date.now() + SCHEDULE_LEAD_MS) / 60_000) * 60_000);
      // The form reads the time on the site's clock (Asia/Shanghai, as seeded), whatever the browser's.
      const onSiteClock = siteClock(at).replace(" ", "T");
      await form.getByLabel("发布时间").fill(onSiteClock);
    }
  }
  await form.getByRole("button", { name: "保存" }).click();
  await expect(form).toBeHidden();
  return at;
}

/** What a visitor in a browser of his own sees. */
async function visitor(browser: Browser) {
  const context = await browser.newContext();
  return { page: await context.newPage(), close: () => context.close() };
}

async function articleIdByTitle(page: Page, title: string): Promise<number> {
  const row = page.getByTestId("crud-table-content.article").locator("tbody tr", { hasText: title }).first();
  await expect(row).toBeVisible();
  return Number(await row.getAttribute("data-row-id"));
}

test.describe("content admin: articles", () => {
  test("a published article with a picture and a video shows in the list, the search, the sitemap and its page; a new title changes its <title>", async ({
    page,
    browser,
  }) => {
    await openArticles(page);
    await page.getByRole("button", { name: "添加" }).click();
    const title = "澄芯发布晶圆缺陷检测方案";
    await saveArticle(page, {
      title,
      body: "新一代缺陷检测方案可在产线上实时识别晶圆瑕疵。",
      picture: true,
      video: "/static/video/demo.mp4",
      publish: "now",
    });
    const id = await articleIdByTitle(page, title);
    const guest = await visitor(browser);
    try {
      await guest.page.goto("/list");
      await expect(guest.page.getByRole("link", { name: title }).first()).toBeVisible();
      await guest.page.goto(`/search?keywords=${encodeURIComponent("晶圆缺陷")}`);
      await expect(guest.page.getByRole("link", { name: title }).first()).toBeVisible();
      const sitemap = await (await guest.page.request.get("/sitemap.xml")).text();
      expect(sitemap).toContain(`/article/${id}`);
      await guest.page.goto(`/article/${id}`);
      await expect(guest.page).toHaveTitle(new RegExp(`^${title}`));
      await expect(guest.page.getByText("新一代缺陷检测方案")).toBeVisible();
      await expect(guest.page.locator('main img[src*="/storage/"]').first()).toBeAttached();
      await expect(guest.page.locator("video, [data-island='video-player']").first()).toBeAttached();

      const row = page.getByTestId("crud-table-content.article").locator(`tbody tr[data-row-id="${id}"]`);
      await row.getByRole("button", { name: "编辑" }).click();
      await page.getByRole("dialog").getByLabel("标题", { exact: true }).fill(`${title}（更新）`);
      await page.getByRole("dialog").getByRole("button", { name: "保存" }).click();
      await expect(page.getByRole("dialog")).toBeHidden();
      await expect(async () => {
        await guest.page.goto(`/article/${id}`);
        await expect(guest.page).toHaveTitle(new RegExp(`^${title}（更新）`), { timeout: 1000 });
      }).toPass();
    } finally {
      await guest.close();
    }
  });

  test("a draft is previewed by the admin only, and restoring a revision brings the old body back", async ({
    page,
    browser,
  }) => {
    await openArticles(page);
    await page.getByRole("button", { name: "添加" }).click();
    const title = "年度技术路线草稿";
    await saveArticle(page, { title, body: "第一版正文：端侧大模型。" });
    const id = await articleIdByTitle(page, title);
    const row = page.getByTestId("crud-table-content.article").locator(`tbody tr[data-row-id="${id}"]`);

    const previewTab = page.waitForEvent("popup");
    await row.getByRole("button", { name: "预览", exact: true }).click();
    const preview = await previewTab;
    await expect(preview.getByText("第一版正文：端侧大模型。")).toBeVisible();
    await preview.close();
    const guest = await visitor(browser);
    try {
      const answer = await guest.page.goto(`/preview/article/${id}`);
      expect(answer?.status()).toBe(404);
      await expect(guest.page.getByText("第一版正文")).toHaveCount(0);
    } finally {
      await guest.close();
    }

    await row.getByRole("button", { name: "编辑" }).click();
    const editor = page.getByRole("dialog").getByRole("textbox", { name: "内容", exact: true });
    await editor.fill("第二版正文：换了方向。");
    await page.getByRole("dialog").getByRole("button", { name: "保存" }).click();
    await expect(page.getByRole("dialog")).toBeHidden();

    await row.getByRole("button", { name: "历史版本" }).click();
    const history = page.getByRole("dialog");
    await history.getByRole("button", { name: "与当前版本比较" }).last().click();
    await expect(history.locator("del", { hasText: "第一版正文" }).first()).toBeVisible();
    await screenshot(page, { path: "test-results/content-article-revisions.png" });
    await history.getByRole("button", { name: "还原此版本" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "确定" }).click();
    await expect(history).toBeHidden();
    await row.getByRole("button", { name: "编辑" }).click();
    await expect(page.getByRole("dialog").getByRole("textbox", { name: "内容", exact: true })).toContainText(
      "第一版正文",
    );
  });

  test("a scheduled article appears at its time, with nothing run in between", async ({ page, browser }) => {
    test.setTimeout(150_000);
    await openArticles(page);
    await page.getByRole("button", { name: "添加" }).click();
    const title = "一分钟后发布的新闻";
    const at = await saveArticle(page, { title, body: "定时发布的正文。", publish: "scheduled" });
    if (!at) throw new Error("the article was not scheduled");
    const id = await articleIdByTitle(page, title);
    await expect(
      page.getByTestId("crud-table-content.article").locator(`tbody tr[data-row-id="${id}"]`),
    ).toContainText("定时发布");
    const guest = await visitor(browser);
    try {
      const search = `/search?keywords=${encodeURIComponent("定时发布")}`;
      const inSitemap = async () =>
        (await (await guest.page.request.get("/sitemap.xml")).text()).includes(`/article/${id}<`);
      expect((await guest.page.goto(`/article/${id}`))?.status()).toBe(404);
      await guest.page.goto("/list");
      await expect(guest.page.getByRole("link", { name: title })).toHaveCount(0);
      await guest.page.goto(search);
      await expect(guest.page.getByRole("link", { name: title })).toHaveCount(0);
      expect(await inSitemap()).toBe(false);
      // Its page is asked for now, again a second before its time, then every quarter of a second until it
      // answers: an answer that came back before the time is an article shown too early.
      let shownEarly: string | undefined;
      const untilDue = Math.max(0, at.getTime() - Date.now());
      await expect
        .poll(
          async () => {
            const status = (await guest.page.request.get(`/article/${id}`)).status();
            if (status === 200 && Date.now() < at.getTime()) shownEarly = new Date().toISOString();
            return status;
          },
          { timeout: untilDue + 10_000, intervals: [Math.max(0, untilDue - 1_000), 250] },
        )
        .toBe(200);
      expect(shownEarly, `shown before ${at.toISOString()}`).toBeUndefined();
      await guest.page.goto("/list");
      await expect(guest.page.getByRole("link", { name: title }).first()).toBeVisible();
      await guest.page.goto(search);
      await expect(guest.page.getByRole("link", { name: title }).first()).toBeVisible();
      expect(await inSitemap()).toBe(true);
    } finally {
      await guest.close();
    }
  });

  test("a new menu item with a child shows in every page's header at once", async ({ page, browser }) => {
    await openAdmin(page, "/admin/content/menu");
    await expect(page.getByTestId("crud-table-content.menu")).toBeVisible();
    const addItem = async (title: string, path: string, parent?: string) => {
      await page.getByRole("button", { name: "添加" }).click();
      const form = page.getByRole("dialog");
      if (parent) await form.getByLabel("上级").selectOption({ label: parent });
      await form.getByLabel("标题", { exact: true }).fill(title);
      await form.getByLabel("路径").fill(path);
      await form.getByRole("button", { name: "保存" }).click();
      await expect(form).toBeHidden();
    };
    await addItem("解决方案", "/list?cid=2");
    await addItem("工业视觉质检", "/topic", "解决方案");
    await screenshot(page, { path: "test-results/content-menu.png" });
    const guest = await visitor(browser);
    try {
      await guest.page.goto("/contact");
      const nav = guest.page.getByRole("navigation").first();
      await expect(nav.getByRole("link", { name: "解决方案" }).first()).toBeAttached();
      await expect(guest.page.getByRole("link", { name: "工业视觉质检" }).first()).toBeAttached();
      const child = guest.page.getByRole("link", { name: "工业视觉质检" }).first();
      await expect(child).toHaveAttribute("href", /^\/topic\?mid=\d+&pid=\d+$/);
    } finally {
      await guest.close();
    }
  });
});
