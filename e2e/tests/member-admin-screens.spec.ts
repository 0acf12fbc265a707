import { expect, test } from "./fixtures.ts";
import { adminLogin, openAdmin, openFromMenu, settled } from "./helpers.ts";
import { screenshot } from "./screenshots.ts";

// Its tests share nothing: they may run on several workers at once (each with its own server).
test.describe.configure({ mode: "parallel" });

/** Every member administration page, by its route. */
const PAGES = ["user", "group", "rule", "moneyLog", "scoreLog"] as const;

/** A member with a few ledger rows, written through the admin's REST calls, so every table has rows to show. */
test.beforeAll(async ({ request }) => {
  const headers = { batoken: (await adminLogin(request)).token };
  const found = await request.get("/admin/user.User/index?quickSearch=chen_jing", { headers });
  if ((await found.json()).data.total > 0) return;
  const groups = await request.get("/admin/user.Group/index", { headers });
  const group_id = (await groups.json()).data.list[0].id as number;
  const added = await request.post("/admin/user.User/add", {
    headers,
    data: {
      username: "chen_jing",
      nickname: "陈静",
      password: "member-Pass1",
      group_id,
      email: "chen@example.com",
    },
  });
  const user_id = (await added.json()).data.row.id as number;
  for (const [path, data] of [
    // Money in yuan, as the REST API takes it: ¥200.00 in, ¥35.50 out.
    ["/admin/user.MoneyLog/add", { user_id, money: 200, memo: "线下充值" }],
    ["/admin/user.MoneyLog/add", { user_id, money: -35.5, memo: "购买课程" }],
    ["/admin/user.ScoreLog/add", { user_id, score: 120, memo: "注册奖励" }],
    ["/admin/user.ScoreLog/add", { user_id, score: -20, memo: "兑换优惠券" }],
  ] as const) {
    const res = await request.post(path, { headers, data });
    expect((await res.json()).code).toBe(1);
  }
});

const LANGUAGES = [
  { lang: "zh-cn", add: "添加", save: "保存", adjust: "调整余额" },
  { lang: "en", add: "Add", save: "Save", adjust: "± Balance" },
] as const;

for (const { lang, add, save, adjust } of LANGUAGES) {
  test(`every member administration page lists its rows and opens its form in ${lang} (screenshots)`, async ({
    page,
  }) => {
    await page.addInitScript((chosen) => localStorage.setItem("lang", chosen), lang);
    await page.setViewportSize({ width: 1440, height: 900 });
    await openAdmin(page, `/admin/user/${PAGES[0]}`);
    for (const name of PAGES) {
      // The first page is opened by its address, the others from the side menu.
      if (name !== PAGES[0]) await openFromMenu(page, `/admin/user/${name}`);
      const table = page.getByTestId(`crud-table-user.${name}`);
      await expect(table.locator("tbody tr").first()).toBeVisible();
      // The start-up overlay stays a second after the app mounts (SPEC §4).
      await expect(page.locator("#app-loading")).toHaveCount(0);
      await settled(page);
      await screenshot(page, { path: `test-results/members-${name}-${lang}.png` });
      await table.getByRole("button", { name: add, exact: true }).click();
      const form = page.getByRole("dialog");
      await expect(form.getByRole("button", { name: save })).toBeVisible();
      await settled(page);
      await screenshot(page, { path: `test-results/members-${name}-form-${lang}.png` });
      await form.press("Escape");
      await expect(form).toBeHidden();
    }
    await openFromMenu(page, "/admin/user/user");
    await page.getByTestId("crud-table-user.user").getByRole("button", { name: adjust }).first().click();
    await expect(page.getByRole("dialog").getByRole("button", { name: save })).toBeVisible();
    await settled(page);
    await screenshot(page, { path: `test-results/members-adjust-${lang}.png` });
  });
}
