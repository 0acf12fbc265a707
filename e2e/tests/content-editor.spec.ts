import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { openAdmin } from "./helpers.ts";
import { screenshot } from "./screenshots.ts";

const PIXEL_BASE64 =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

/** A Word list paragraph as Word puts it on the clipboard: the bullet typed into an `mso-list:Ignore` span. */
const wordItem = (list: number, level: number, marker: string, text: string) =>
  `<p class=MsoListParagraph style="margin-left:${18 * level}pt;text-indent:-18pt;mso-list:l${list} level${level} lfo1"><!--[if !supportLists]--><span style="font-family:Symbol"><span style="mso-list:Ignore">${marker}<span style="font:7.0pt 'Times New Roman'">&nbsp;&nbsp; </span></span></span><!--[endif]-->${text}<o:p></o:p></p>`;

const WORD_HTML = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><body><div class=WordSection1>
<h1>澄芯年度技术白皮书</h1>
<p class=MsoNormal>以下为本年度的重点方向：<o:p></o:p></p>
${wordItem(0, 1, "·", "先进封装")}${wordItem(0, 2, "o", "晶圆级封装")}${wordItem(0, 1, "·", "端侧推理芯片")}
${wordItem(1, 1, "1.", "完成流片")}${wordItem(1, 1, "2.", "量产交付")}
<table class=MsoTableGrid border=1><tr><td><p class=MsoNormal>指标</p></td><td><p class=MsoNormal>数值</p></td></tr><tr><td><p class=MsoNormal>良率</p></td><td><p class=MsoNormal>98.6%</p></td></tr></table>
<p class=MsoNormal><img src="file:///C:/Users/w/AppData/Local/Temp/msohtmlclip1/01/clip_image001.png"></p>
</div></body></html>`;

const WECHAT_HTML = `<section><h2>公众号推文：新品发布</h2><p><img class="rich_pages wxw-img" data-src="https://mmbiz.qpic.cn/mmbiz_png/chengxin/640?wx_fmt=png" src="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'%3E%3C/svg%3E"></p><p>截图：<img src="data:image/png;base64,${PIXEL_BASE64}"></p></section>`;

async function openNewArticle(page: Page): Promise<Locator> {
  await openAdmin(page, "/admin/content/article");
  await page.getByRole("button", { name: "添加" }).click();
  return page.getByRole("dialog");
}

/** Pastes HTML into the focused editor the way the browser hands a clipboard to it. */
async function pasteHtml(page: Page, html: string) {
  await page.evaluate((text) => {
    const target = document.querySelector('[role="dialog"] .ProseMirror');
    const data = new DataTransfer();
    data.setData("text/html", text);
    data.setData("text/plain", text.replace(/<[^>]+>/g, ""));
    target?.dispatchEvent(
      new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, html);
}

async function publish(page: Page, form: Locator, title: string): Promise<number> {
  await form.getByLabel("标题", { exact: true }).fill(title);
  await form.getByRole("radio", { name: "已发布" }).check({ force: true });
  await form.getByRole("button", { name: "保存" }).click();
  await expect(form).toBeHidden();
  const row = page.getByTestId("crud-table-content.article").locator("tbody tr", { hasText: title }).first();
  return Number(await row.getAttribute("data-row-id"));
}

/** The article's page as a visitor sees it, in a browser context of their own. */
async function articleAsVisitor(browser: Browser, id: number) {
  const context = await browser.newContext();
  const guest = await context.newPage();
  await guest.goto(`/article/${id}`);
  return { guest, body: guest.locator(".rich-html"), close: () => context.close() };
}

/** A one-second H.264 MP4, made with ffmpeg as the player's tests make theirs. */
function tinyVideo(): Buffer {
  const file = join(mkdtempSync(join(tmpdir(), "corpsite-video-")), "clip.mp4");
  execFileSync("ffmpeg", [
    "-loglevel",
    "error",
    "-f",
    "lavfi",
    "-i",
    "testsrc=size=160x90:rate=10:duration=1",
    "-pix_fmt",
    "yuv420p",
    "-c:v",
    "libx264",
    "-movflags",
    "+faststart",
    file,
  ]);
  return readFileSync(file);
}

test.describe("content admin: the article editor", () => {
  test("paste from Word and WeChat keeps headings, lists, tables and pictures; a pasted screenshot goes to the library", async ({
    page,
    browser,
  }) => {
    const form = await openNewArticle(page);
    const editor = form.getByRole("textbox", { name: "内容", exact: true });
    await editor.click();
    await pasteHtml(page, WORD_HTML);
    await expect(editor.locator("h1")).toHaveText("澄芯年度技术白皮书");
    await expect(page.getByText("1 张图片来自本机文件")).toBeVisible();
    await editor.press("End");
    await pasteHtml(page, WECHAT_HTML);
    await expect(editor.locator('img[src^="https://mmbiz.qpic.cn/"]')).toHaveCount(1);
    // The screenshot pasted as data is uploaded to the attachment library and points there.
    await expect(editor.locator('img[src*="/storage/"]')).toHaveCount(1);
    await expect(editor.locator('img[src^="data:"]')).toHaveCount(0);
    await screenshot(page, { path: "test-results/content-editor-paste.png" });
    const id = await publish(page, form, "年度技术白皮书（粘贴自 Word）");

    const { body, close } = await articleAsVisitor(browser, id);
    await expect(body.locator("h1")).toHaveText("澄芯年度技术白皮书");
    await expect(body.locator("h2")).toHaveText("公众号推文：新品发布");
    await expect(body.locator(":scope > ul > li")).toHaveCount(2);
    await expect(body.locator(":scope > ul > li").first()).toContainText("先进封装");
    await expect(body.locator("ul ul > li")).toHaveText(["晶圆级封装"]);
    await expect(body.locator("ol > li")).toHaveText(["完成流片", "量产交付"]);
    await expect(body.locator("table td, table th")).toHaveText(["指标", "数值", "良率", "98.6%"]);
    await expect(body.locator('img[src^="https://mmbiz.qpic.cn/"]')).toHaveCount(1);
    await expect(body.locator('img[src*="/storage/"]')).toHaveCount(1);
    expect(await body.innerHTML()).not.toMatch(/mso-|o:p|file:\/\//);
    await close();
  });

  test("tables, library pictures and uploaded videos from the toolbar reach the public page", async ({
    page,
    browser,
  }) => {
    const form = await openNewArticle(page);
    // The Chinese body's editor, with its toolbar (the English one sits beside it).
    const chinese = form.getByRole("group", { name: "内容", exact: true });
    const editor = chinese.getByRole("textbox");
    // A picture in the library first: the cover, uploaded.
    await form.locator('input[type="file"][aria-label="封面图"]').setInputFiles({
      name: "cover.png",
      mimeType: "image/png",
      buffer: Buffer.from(PIXEL_BASE64, "base64"),
    });
    await editor.click();
    await editor.pressSequentially("产线参数如下：");
    await chinese.getByRole("button", { name: "插入表格" }).click();
    await expect(editor.locator("table tr")).toHaveCount(3);
    await editor.pressSequentially("型号");
    await chinese.getByRole("button", { name: "下方插入行" }).click();
    await expect(editor.locator("table tr")).toHaveCount(4);

    await editor.locator("p").first().click();
    await chinese.getByRole("button", { name: "从附件库选择图片" }).click();
    const picker = page.getByRole("dialog", { name: /附件库/ });
    await expect(picker.getByTestId("attachment-picker")).toBeVisible();
    await screenshot(page, { path: "test-results/content-editor-library.png" });
    // The library shows the newest first: the cover just uploaded (stored once per content, under its first name).
    await picker
      .getByRole("button", { name: /^选择 / })
      .first()
      .click();
    await expect(picker).toBeHidden();
    await expect(editor.locator('img[src*="/storage/"]')).toHaveCount(1);

    await chinese.locator('input[type="file"][aria-label="插入视频"]').setInputFiles({
      name: "clip.mp4",
      mimeType: "video/mp4",
      buffer: tinyVideo(),
    });
    await expect(editor.locator('video[src*="/storage/"]')).toHaveCount(1);
    await expect(editor.locator('img[src*="/storage/"]')).toHaveCount(1);
    // The article's own video, chosen from the library.
    await form.getByRole("button", { name: "从附件库选择", exact: true }).click();
    const videos = page.getByRole("dialog", { name: /附件库/ });
    await videos
      .getByRole("button", { name: /^选择 clip/ })
      .first()
      .click();
    await expect(form.getByLabel("视频地址")).toHaveValue(/\/storage\/.+\.mp4$/);
    await screenshot(page, { path: "test-results/content-editor-toolbar.png" });
    const id = await publish(page, form, "产线参数与演示视频");

    const { guest, body, close } = await articleAsVisitor(browser, id);
    await expect(body.locator("table tr")).toHaveCount(4);
    await expect(body.locator("table").first()).toContainText("型号");
    await expect(body.locator('img[src*="/storage/"]')).toHaveCount(1);
    await expect(body.locator('video[src*="/storage/"][controls]')).toHaveCount(1);
    await expect(guest.locator("[data-island='video-player'], video").first()).toBeAttached();
    await close();
  });
});
