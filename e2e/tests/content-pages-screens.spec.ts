import { expect, test } from "./fixtures.ts";
import { openAdmin, openFromMenu, settled } from "./helpers.ts";
import { screenshot } from "./screenshots.ts";

// Its tests share nothing: they may run on several workers at once (each with its own server).
test.describe.configure({ mode: "parallel" });

/** Every content page of the admin, by its route and its table's procedures. */
const PAGES = [
  "article",
  "category",
  "topic",
  "banner",
  "corp",
  "menu",
  "friendLink",
  "page",
  "pageArticle",
  "pageMeta",
] as const;

const LANGUAGES = [
  { lang: "zh-cn", add: "添加", save: "保存" },
  { lang: "en", add: "Add", save: "Save" },
] as const;

for (const { lang, add, save } of LANGUAGES) {
  test(`every content page lists its rows and opens its form in ${lang} (screenshots)`, async ({ page }) => {
    await page.addInitScript((chosen) => localStorage.setItem("lang", chosen), lang);
    await page.setViewportSize({ width: 1440, height: 900 });
    await openAdmin(page, `/admin/content/${PAGES[0]}`);
    for (const name of PAGES) {
      // The first page is opened by its address, the others from the side menu.
      if (name !== PAGES[0]) await openFromMenu(page, `/admin/content/${name}`);
      const table = page.getByTestId(`crud-table-content.${name}`);
      await expect(table.locator("tbody tr").first()).toBeVisible();
      await expect(table.locator("tbody tr").first()).not.toContainText(/^\s*$/);
      // The start-up overlay fades out after the first paint: the screenshot waits for it to go.
      await expect(page.locator("#app-loading")).toHaveCount(0);
      await settled(page);
      await screenshot(page, { path: `test-results/content-${name}-${lang}.png` });
      await table.getByRole("button", { name: add, exact: true }).click();
      const form = page.getByRole("dialog");
      await expect(form.getByRole("button", { name: save })).toBeVisible();
      await settled(page);
      await screenshot(page, { path: `test-results/content-${name}-form-${lang}.png` });
      await form.press("Escape");
      await expect(form).toBeHidden();
    }
  });
}
