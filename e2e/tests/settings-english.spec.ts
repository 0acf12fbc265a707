import { expect, test } from "./fixtures.ts";
import { openAdmin } from "./helpers.ts";

/** Chinese characters and full-width punctuation. */
const CJK = /[\u3400-\u9fff\u3000-\u303f\uff00-\uffef]/;

test("the settings page in English: every tab, setting, tip and choice the product seeds is in English", async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem("lang", "en"));
  await openAdmin(page, "/admin/routine/config");
  // The page's own tabs (the shell's tab of open pages is above the main area).
  const main = page.getByRole("main");
  const tabs = main.getByRole("tab");
  await expect(tabs.first()).toBeVisible();
  const names = await tabs.allInnerTexts();
  expect(names.filter((name) => CJK.test(name))).toEqual([]);
  for (const name of names) {
    await main.getByRole("tab", { name, exact: true }).click();
    const panel = main.getByRole("tabpanel", { name, exact: true });
    await expect(panel.locator("label").first()).toBeVisible();
    // What the page says of each setting (the values are the site's own, which may be Chinese).
    const texts = await panel
      .locator("label, legend, [data-part='label'], [data-part='legend'], [data-part='helper-text'], option")
      .allTextContents();
    expect(
      texts.filter((text) => CJK.test(text)),
      name,
    ).toEqual([]);
  }
});
