import { expect, test } from "./fixtures.ts";
import { ADMIN_PASSWORD, fillAdminLogin } from "./helpers.ts";
import { screenshot } from "./screenshots.ts";

// The browser tests run with LOGIN_CAPTCHA=off, so the login form is told the captcha is on; the
// picture and the check of the clicks are the server's own.
test("the admin login asks for the click captcha and refuses a wrong click", async ({ page }) => {
  await page.route("**/admin/index/login", async (route) => {
    if (route.request().method() !== "GET") return route.continue();
    await route.fulfill({ json: { code: 1, msg: "", time: 0, data: { captcha: true } } });
  });
  await page.goto("/admin/login");
  await fillAdminLogin(page, "admin", ADMIN_PASSWORD);
  const dialog = page.getByTestId("click-captcha");
  await expect(dialog).toBeVisible();
  const image = dialog.getByTestId("click-captcha-image");
  await expect(image).toBeVisible();
  const firstSrc = await image.getAttribute("src");
  expect(firstSrc).toMatch(/^data:image\/png;base64,/);
  const characters = await dialog.locator("strong").innerText();
  expect(characters.match(/"/g)?.length).toBe(6);
  await screenshot(page, { path: "test-results/admin-captcha-dialog.png" });
  // Three clicks in one corner cannot all hit three different characters.
  for (let i = 0; i < 3; i++) await image.click({ position: { x: 2, y: 2 } });
  await expect(dialog.getByRole("status")).toHaveText("未点中正确区域，请重试！");
  await expect(image).not.toHaveAttribute("src", firstSrc ?? "");
  await expect(page).toHaveURL(/\/admin\/login/);
});

// ADR 0017: after three failures of one account from one address the server asks for the captcha
// instead of refusing; the form opens it without being told the captcha is switched on.
test("after repeated failures the login form opens the click captcha the server asks for", async ({
  page,
}) => {
  await page.goto("/admin/login");
  for (let i = 0; i < 3; i++) {
    await fillAdminLogin(page, "guessed_name", "wrong-pass1");
    await expect(page.getByRole("alert").filter({ hasText: "用户名或密码错误！" })).toBeVisible();
  }
  await fillAdminLogin(page, "guessed_name", "wrong-pass1");
  const dialog = page.getByTestId("click-captcha");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId("click-captcha-image")).toBeVisible();
  await screenshot(page, { path: "test-results/admin-login-escalated-captcha.png" });
});
