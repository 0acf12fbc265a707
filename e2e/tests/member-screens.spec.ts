import { expect, test } from "./fixtures.ts";
import { memberLogin, registerMember, type SmtpSink, smtpSink, useMailSink } from "./member-helpers.ts";
import { screenshot } from "./screenshots.ts";

// Its tests share nothing: they may run on several workers at once (each with its own server).
test.describe.configure({ mode: "parallel" });

const PAGES = [
  { path: "account/overview", heading: /screen_/ },
  { path: "account/profile", heading: "个人资料" },
  { path: "account/changePassword", heading: "修改密码" },
  { path: "account/balance", heading: "余额记录" },
  { path: "account/integral", heading: "积分记录" },
];

test.describe("member pages", () => {
  let sink: SmtpSink;
  // In parallel mode the hook runs for each test, and a worker may take both tests: each run registers
  // a member of its own (one address gets one code a minute).
  let username = "";
  test.beforeAll(async ({ request }) => {
    sink = await smtpSink();
    await useMailSink(request, sink);
    username = `screen_${Math.random().toString(36).slice(2, 8)}`;
    await registerMember(request, sink, {
      username,
      email: `${username}@example.com`,
      password: "screen-Pass1",
    });
  });
  test.afterAll(() => sink.close());

  for (const width of [375, 1440]) {
    test(`every member page at ${width} px shows its heading without sideways scrolling (screenshots)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/user/login");
      await expect(page.locator("#app-loading")).toHaveCount(0);
      await screenshot(page, { path: `test-results/member-login-${width}.png`, fullPage: true });
      await page.getByRole("tab", { name: "注册" }).click();
      await screenshot(page, { path: `test-results/member-register-${width}.png`, fullPage: true });
      await memberLogin(page, username, "screen-Pass1");
      for (const { path, heading } of PAGES) {
        await page.goto(`/user/${path}`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
        await expect(page.locator("#app-loading")).toHaveCount(0);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        if (path === "account/balance" || path === "account/integral") {
          // The pager's total and page number each stay on one line, however narrow the screen.
          for (const text of [/^共 \d+ 条$/, /^\d+ \/ \d+$/]) {
            const lines = await page
              .getByText(text)
              .evaluate(
                (el) =>
                  el.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(el).lineHeight),
              );
            expect(lines, `${path} ${text} at ${width} px`).toBeLessThan(1.5);
          }
        }
        await screenshot(page, {
          path: `test-results/member-${path.replace("/", "-")}-${width}.png`,
          fullPage: true,
        });
      }
    });
  }
});
