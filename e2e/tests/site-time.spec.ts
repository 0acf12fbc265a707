import { expect, test } from "./fixtures.ts";
import { ADMIN_PASSWORD, fillAdminLogin } from "./helpers.ts";

// The browser (and the machine) in UTC, the site in Asia/Shanghai as seeded: the admin shows Shanghai's clock.
test.use({ timezoneId: "UTC" });

/** "2026-11-27 08:30": what a clock in Shanghai shows at `ms`, to the minute. */
const shanghaiMinute = (ms: number) =>
  new Intl.DateTimeFormat("sv-SE", {
    timeZone: "Asia/Shanghai",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).format(ms);

for (const lang of ["zh-cn", "en"] as const) {
  test(`the dashboard's server time is on the site's clock and names its zone (${lang})`, async ({
    page,
  }) => {
    await page.addInitScript((chosen) => localStorage.setItem("lang", chosen), lang);
    const before = Date.now();
    await page.goto("/admin/login");
    await fillAdminLogin(page, "admin", ADMIN_PASSWORD);
    await expect(page).toHaveURL(/\/admin\/dashboard/);
    const line = page.getByText(lang === "en" ? /^Server time: / : /^服务器时间：/);
    await expect(line).toContainText(
      lang === "en" ? "(Asia/Shanghai, the site's time zone)" : "（站点时区 Asia/Shanghai）",
    );
    const text = await line.innerText();
    const after = Date.now();
    // Eight hours from what the browser's own clock (UTC) would show.
    expect([shanghaiMinute(before), shanghaiMinute(after)].some((minute) => text.includes(minute))).toBe(
      true,
    );
  });
}
