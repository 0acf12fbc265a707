import { readFileSync } from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import sharp from "sharp";
import { expect, test } from "./fixtures.ts";
import { adminLogin, dismissToasts, LOGO_PNG, openAdmin, settled, uploadPng } from "./helpers.ts";
import { screenshot } from "./screenshots.ts";

/** The current design's primary colour, which an untouched site shows. */
const DEFAULT_PRIMARY = "#1f5ca6";
const COMPANY_RED = "#c8102e";

/** Saves brand settings through BuildAdmin's settings edit; answers its envelope. */
async function saveBrand(request: APIRequestContext, values: Record<string, string>, lang = "zh-cn") {
  const { token } = await adminLogin(request);
  const answer = await request.post("/admin/routine.Config/edit", {
    headers: { batoken: token, "think-lang": lang },
    data: values,
  });
  return (await answer.json()) as { code: number; msg: string };
}

/** The background of the home page's primary button ("learn more" beside the company). */
const primaryButton = (page: Page) =>
  page.locator(".home-about .button").evaluate((el) => getComputedStyle(el).backgroundColor);

// Issue 48, item 1: the brand's colours are settings, applied to every public page at once through CSS
// custom properties; a colour pair under WCAG AA's contrast is refused, named with its ratio.
test("an admin's brand colour shows on the visitor's pages at once, and a 2:1 pair is refused", async ({
  page,
  browser,
  request,
}) => {
  const visitor = await browser.newPage();
  try {
    // The visitor's home page before the change, as the server stores its answer: the current design's blue.
    await visitor.goto("/");
    expect(await primaryButton(visitor)).toBe("rgb(31, 92, 166)");
    await openAdmin(page, "/admin/routine/config");
    await page.getByRole("tab", { name: "外观设置" }).click();
    const primary = page.getByRole("textbox", { name: "主色", exact: true });
    await expect(primary).toHaveValue(DEFAULT_PRIMARY);
    await primary.fill(COMPANY_RED);
    // The swatch beside the field shows the colour as it is typed.
    const swatch = page.getByTestId("color-swatch").first();
    await expect(swatch).toHaveCSS("background-color", "rgb(200, 16, 46)");
    await settled(page);
    await screenshot(page, { path: "test-results/brand-settings-admin-zh.png" });
    await page.getByRole("button", { name: "保存本组" }).click();
    await expect(page.getByText("配置已保存")).toBeVisible();
    await dismissToasts(page);

    // The visitor sees the red at once, in both languages, on a phone and on a wide screen.
    for (const width of [375, 1440]) {
      await visitor.setViewportSize({ width, height: 900 });
      for (const [lang, path] of [
        ["zh", "/"],
        ["en", "/en"],
      ] as const) {
        await visitor.goto(path);
        await expect.poll(() => primaryButton(visitor)).toBe("rgb(200, 16, 46)");
        await screenshot(visitor, {
          path: `test-results/brand-red-home-${lang}-${width}.png`,
          fullPage: true,
        });
      }
    }

    // A text colour of 2:1 on the background is refused in the catalogue's words, and nothing is saved.
    const text = page.getByRole("textbox", { name: "正文颜色", exact: true });
    await text.fill("#b5b5b5");
    await page.getByRole("button", { name: "保存本组" }).click();
    await expect(page.getByRole("alert")).toHaveText("正文颜色与背景颜色的对比度为 2.05:1，低于 4.5:1");
    await screenshot(page, { path: "test-results/brand-contrast-refused-zh.png" });
    expect(await saveBrand(request, { brand_text: "#b5b5b5" }, "en")).toMatchObject({
      code: 0,
      msg: "The text colour on the background colour has a contrast of 2.05:1, under 4.5:1",
    });
    await visitor.goto("/");
    await expect(visitor.locator("body")).toHaveCSS("color", "rgb(39, 39, 42)");

    // The settings speak English to an English admin.
    await page.evaluate(() => localStorage.setItem("lang", "en"));
    await page.reload();
    await page.getByRole("tab", { name: "Brand" }).click();
    await expect(page.getByRole("textbox", { name: "Primary colour", exact: true })).toHaveValue(COMPANY_RED);
    await settled(page);
    await screenshot(page, { path: "test-results/brand-settings-admin-en.png" });
  } finally {
    await visitor.close();
    // The worker's other tests see the current design again.
    expect(await saveBrand(request, { brand_primary: DEFAULT_PRIMARY })).toMatchObject({ code: 1 });
  }
});

// The site icon and the touch icon are squares the server cuts from one uploaded picture.
test("the site's icons are cut square from one uploaded picture", async ({ request }) => {
  const { token } = await adminLogin(request);
  // A wide picture (the logo): its middle is cut out.
  const uploaded = await uploadPng(request, token, "brand-icon.png", readFileSync(LOGO_PNG));
  const { url } = uploaded.data.file;
  try {
    expect(await saveBrand(request, { brand_icon: url })).toMatchObject({ code: 1 });
    const html = await (await request.get("/")).text();
    const href = (rel: string) => new RegExp(`<link rel="${rel}" href="([^"]+)"`).exec(html)?.[1] ?? "";
    expect(href("icon")).toMatch(/\?s=32$/);
    expect(href("apple-touch-icon")).toMatch(/\?s=180$/);
    expect(html).not.toContain("favicon.svg");
    for (const [rel, side] of [
      ["icon", 32],
      ["apple-touch-icon", 180],
    ] as const) {
      const icon = await request.get(href(rel).replaceAll("&amp;", "&"));
      expect(icon.status()).toBe(200);
      const { width, height } = await sharp(await icon.body()).metadata();
      expect([width, height]).toEqual([side, side]);
    }
  } finally {
    expect(await saveBrand(request, { brand_icon: "" })).toMatchObject({ code: 1 });
  }
});
