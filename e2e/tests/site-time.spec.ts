import { expect, test } from "./fixtures.ts";
import { openAdmin, siteClock } from "./helpers.ts";

// The browser (and the machine) in UTC, the site in Asia/Shanghai as seeded: the admin shows Shanghai's clock.
test.use({ timezoneId: "UTC" });

for (const lang of ["zh-cn", "en"] as const) {
  test(`the dashboard's server time is on the site's clock and names its zone (${lang})`, async ({
    page,
  }) => {
    await page.addInitScript((chosen) => localStorage.setItem("lang", chosen), lang);
    const before = Date.now();
    await openAdmin(page);
    const line = page.getByText(lang === "en" ? /^Server time: / : /^服务器时间：/);
    await expect(line).toContainText(
      lang === "en" ? "(Asia/Shanghai, the site's time zone)" : "（站点时区 Asia/Shanghai）",
    );
    const text = await line.innerText();
    const after = Date.now();
    // Eight hours from what the browser's own clock (UTC) would show.
    expect([siteClock(before), siteClock(after)].some((minute) => text.includes(minute))).toBe(true);
  });
}
