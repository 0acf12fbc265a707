import type { Browser, Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { openAdmin } from "./helpers.ts";

/** Words that appear in no seeded article, so that a search finds this article alone. */
const ARTICLE = {
  title: "澄芯发布量子隧穿封装工艺",
  body: "澄芯科技今天公布了量子隧穿封装工艺的首批良率数据。",
  titleEn: "Chengxin unveils its quantum tunnelling packaging process",
  bodyEn: "Chengxin published the first yield figures of its tunnelling packages today.",
};

/** Types into the rich-text editor of a field, found by its label. */
async function writeBody(form: Locator, label: string, text: string) {
  const editor = form.getByRole("group", { name: label, exact: true }).getByRole("textbox");
  await editor.click();
  await editor.fill(text);
}

/** An admin writes the article in Chinese and in English side by side, publishes it, and reads its id. */
async function publishBilingualArticle(page: Page): Promise<number> {
  await openAdmin(page, "/admin/content/article");
  await page.getByRole("button", { name: "添加" }).click();
  const form = page.getByRole("dialog");
  await form.getByLabel("标题", { exact: true }).fill(ARTICLE.title);
  await form.getByLabel("标题（英文）", { exact: true }).fill(ARTICLE.titleEn);
  await writeBody(form, "内容", ARTICLE.body);
  await writeBody(form, "内容（英文）", ARTICLE.bodyEn);
  await form.getByRole("radio", { name: "已发布" }).check({ force: true });
  await form.getByRole("button", { name: "保存" }).click();
  await expect(form).toBeHidden();
  const row = page.getByTestId("crud-table-content.article").locator("tbody tr", { hasText: ARTICLE.title });
  return Number(await row.first().getAttribute("data-row-id"));
}

/** A visitor in a browser of his own, who has never chosen a language. */
async function visitor(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: "zh-CN" });
  return context.newPage();
}

/** Runs the header's search, as a visitor types it, and answers the titles found. */
async function search(page: Page, words: string): Promise<string[]> {
  const box = page.locator(".site-header__search input[type=search]");
  await box.fill(words);
  await box.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  return page.getByTestId("search-result").getByRole("heading").allInnerTexts();
}

test("an article written in both languages is read, switched and searched in each at its own address", async ({
  page,
  browser,
}) => {
  const id = await publishBilingualArticle(page);
  expect(id).toBeGreaterThan(0);
  const reader = await visitor(browser);

  await reader.goto(`/article/${id}`);
  await expect(reader.locator("html")).toHaveAttribute("lang", "zh-CN");
  await expect(reader.getByRole("heading", { level: 1 })).toHaveText(ARTICLE.title);
  await expect(reader.getByTestId("article")).toContainText(ARTICLE.body);
  await expect(reader.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
    "href",
    new RegExp(`/en/article/${id}$`),
  );

  // The language switch leads to the same article at its English address.
  await reader.locator(".site-header__language select").selectOption("en");
  await expect(reader).toHaveURL(new RegExp(`/en/article/${id}$`));
  await expect(reader.locator("html")).toHaveAttribute("lang", "en");
  await expect(reader.getByRole("heading", { level: 1 })).toHaveText(ARTICLE.titleEn);
  await expect(reader.getByTestId("article")).toContainText(ARTICLE.bodyEn);
  await expect(reader.getByTestId("article")).not.toContainText(ARTICLE.body);
  await expect(reader.locator(".breadcrumb a").first()).toHaveAttribute("href", "/en/");

  // English search finds it by a word in another form ("tunnelling" for "tunnel"), Chinese words find nothing.
  expect(await search(reader, "tunnel packages")).toEqual([ARTICLE.titleEn]);
  await expect(reader).toHaveURL(/\/en\/search\?keywords=/);
  expect(await search(reader, "量子隧穿")).toEqual([]);

  // And back: the switch leads to the Chinese article, where Chinese search finds it and English does not.
  await reader.goto(`/en/article/${id}`);
  await reader.locator(".site-header__language select").selectOption("zh-cn");
  await expect(reader).toHaveURL(new RegExp(`/article/${id}$`));
  await expect(reader.getByRole("heading", { level: 1 })).toHaveText(ARTICLE.title);
  expect(await search(reader, "量子隧穿")).toEqual([ARTICLE.title]);
  await expect(reader).toHaveURL(/^[^?]*\/search\?keywords=/);
  expect(new URL(reader.url()).pathname).toBe("/search");
  expect(await search(reader, "tunnel packages")).toEqual([]);
  await reader.context().close();
});
