import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { adminLogin, dismissToasts, openAdmin, settled } from "./helpers.ts";
import { screenshot } from "./screenshots.ts";

/** Sets the site's time zone through BuildAdmin's settings edit; answers its envelope. */
async function saveTimeZone(request: APIRequestContext, zone: string, lang = "en") {
  const { token } = await adminLogin(request);
  const answer = await request.post("/admin/routine.Config/edit", {
    headers: { batoken: token, "think-lang": lang },
    data: { time_zone: zone },
  });
  return (await answer.json()) as { code: number; msg: string };
}

// Issue 50, item 9: the site's time zone is chosen among the IANA zones, found by typing part of one,
// and the admin's date-time fields name the zone they are read in.
test("the time zone is searched and chosen among the IANA zones, and date-time fields name it", async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem("lang", "en"));
  try {
    await openAdmin(page, "/admin/routine/config");
    const zone = page.getByRole("combobox", { name: /^(时区|Time zone)$/ });
    await expect(zone).toHaveValue("Asia/Shanghai");
    // Typing part of a city's name finds its zone; a misspelt one offers none.
    await zone.click();
    await zone.fill("tokio");
    await expect(page.getByText("Nothing matches")).toBeVisible();
    await zone.fill("toky");
    const list = page.getByRole("listbox");
    const tokyo = list.getByRole("option", { name: "Asia/Tokyo" });
    await expect(tokyo).toBeVisible();
    await expect(list.getByRole("option")).toHaveCount(1);
    await settled(page);
    await screenshot(page, { path: "test-results/time-zone-search-en.png" });
    await tokyo.click();
    await expect(zone).toHaveValue("Asia/Tokyo");
    // Words of a zone's name find it without its underscore or slash.
    await zone.fill("new york");
    await expect(list.getByRole("option", { name: "America/New_York" })).toBeVisible();
    await zone.press("Escape");
    await zone.fill("");
    await zone.fill("Asia/Tokyo");
    await list.getByRole("option", { name: "Asia/Tokyo" }).click();
    await page.getByRole("button", { name: "Save this group" }).click();
    await expect(page.getByText("Settings saved")).toBeVisible();
    await dismissToasts(page);
    await page.reload();
    await expect(page.getByRole("combobox", { name: /^(时区|Time zone)$/ })).toHaveValue("Asia/Tokyo");

    // The article form's publication time is read on the site's clock, and says which.
    await page.goto("/admin/content/article");
    await page
      .getByRole("button", { name: /^(Add|新增)$/ })
      .first()
      .click();
    const dialog = page.getByRole("dialog");
    const publishTime = dialog.locator('input[type="datetime-local"]').first();
    await expect(publishTime).toBeVisible();
    const describedBy = await publishTime.getAttribute("aria-describedby");
    expect(describedBy).toBeTruthy();
    await expect(dialog.locator(`[id="${describedBy}"]`)).toHaveText("Asia/Tokyo");
    await publishTime.scrollIntoViewIfNeeded();
    await settled(page);
    await screenshot(dialog, { path: "test-results/time-zone-datetime-field-en.png" });
    await page.keyboard.press("Escape");

    // So do the date-time filters of a table.
    const table = page.getByTestId("crud-table-content.article");
    await table.getByRole("button", { name: /筛选|Filter/ }).click();
    const zones = table.getByTestId("crud-filter-form").getByTestId("crud-filter-zone");
    await expect(zones.first()).toHaveText("Asia/Tokyo");
    await screenshot(table.getByTestId("crud-filter-form"), {
      path: "test-results/time-zone-filters-en.png",
    });
  } finally {
    // The other tests of this worker's server read the seeded zone.
    expect(await saveTimeZone(page.request, "Asia/Shanghai")).toMatchObject({ code: 1 });
  }
});

test("a name that is no time zone is refused in the language asked", async ({ page }) => {
  expect(await saveTimeZone(page.request, "Asia/Tokio", "en")).toMatchObject({
    code: 0,
    msg: "“Asia/Tokio” is not a time zone: choose an IANA time zone from the list, such as Asia/Shanghai!",
  });
  expect(await saveTimeZone(page.request, "Asia/Tokio", "zh-cn")).toMatchObject({
    code: 0,
    msg: "时区“Asia/Tokio”不存在，请从列表中选择一个 IANA 时区，例如 Asia/Shanghai！",
  });
});
