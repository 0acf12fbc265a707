import { expect, test } from "@playwright/test";
import {
  call,
  errorToast,
  login,
  menuDirs,
  menuEntries,
  openPage,
  type PageResult,
  refusals,
  shot,
  watchAnswers,
  watchErrors,
  writeReport,
} from "./ba-client.ts";

/**
 * BuildAdmin's own admin client (GitHub build-admin/BuildAdmin, branch v2, built outside this repository)
 * against this server: every entry its menu shows opens its view, page by page.
 */

type Menu = { type: string; title: string; path: string; children: Menu[] };
const flat = (menus: Menu[]): Menu[] => menus.flatMap((m) => [m, ...flat(m.children)]);

/** The pages it has views for, as its menu titles them (the content pages and newer tools have none). */
const EXPECTED = [
  "控制台",
  "管理员管理",
  "角色组管理",
  "菜单规则管理",
  "管理员日志管理",
  "会员管理",
  "会员分组管理",
  "会员规则管理",
  "会员余额管理",
  "会员积分管理",
  "系统配置",
  "附件管理",
  "个人资料",
  "数据回收站",
  "敏感数据修改记录",
  "数据回收规则管理",
  "敏感字段规则管理",
  "CRUD代码生成",
  "模块市场",
];

test("every entry of its menu opens its view", async ({ page }) => {
  const answers = watchAnswers(page);
  const errors = watchErrors(page);
  await login(page);
  await page.waitForLoadState("networkidle");
  await expect(errorToast(page)).toHaveCount(0);

  const entries = await menuEntries(page);
  expect(entries.map((e) => e.title).sort()).toEqual([...EXPECTED].sort());
  // No directory shown empty, none of the pages it has no view for.
  expect(await menuDirs(page)).toEqual(["权限管理", "会员管理", "常规管理", "数据安全管理"]);

  const served = await call(page, "GET", "/admin/Index/index");
  const pathOf = new Map(flat(served.data.menus as Menu[]).map((m) => [m.title, m.path]));
  const report: PageResult[] = [];
  for (const { dir, title } of entries) {
    const seen = answers.length;
    const thrown = errors.length;
    await openPage(page, dir, title);
    const hash = await page.evaluate(() => location.hash.split("?")[0]);
    const main = page.locator(".layout-main");
    await expect
      .poll(async () => (await main.innerText()).trim().length)
      .toBeGreaterThan(20)
      .catch(() => {});
    // Late answers and the toasts they raise.
    await page.waitForTimeout(800);
    const text = (await main.innerText()).trim();
    const problems = [
      hash === `#/admin/${pathOf.get(title)}` ? "" : `at ${hash}, not its path ${pathOf.get(title)}`,
      text.length > 20 ? "" : "blank view",
      (await errorToast(page).count()) ? `error shown: ${await errorToast(page).first().textContent()}` : "",
      ...refusals(answers.slice(seen)).map(
        (a) => `${a.method} ${a.url} answered ${a.status} ${a.code} ${a.msg}`,
      ),
      ...errors.slice(thrown).map((e) => `threw ${e}`),
    ].filter(Boolean);
    report.push({
      page: dir ? `${dir} / ${title}` : title,
      did: `opened from the menu at ${hash}`,
      result: problems.length ? "fail" : "pass",
      notes: problems.join("; "),
    });
    await shot(page, `page-${dir.replaceAll("/", "-") || "top"}-${title}`);
  }
  await page.locator(".admin-info").click();
  await page.getByRole("button", { name: "注销" }).click();
  // The client reloads itself on the login page once the server has ended the session.
  await page.waitForURL(/#\/admin\/login/);
  await page.waitForLoadState("networkidle");
  await expect(page.getByPlaceholder("请输入账号")).toBeVisible();
  const loggedOut = await page.evaluate(() => localStorage.getItem("adminInfo") ?? "");
  report.push({
    page: "注销",
    did: "log out from the top bar",
    result: loggedOut.includes('"token":"') ? "fail" : "pass",
    notes: "",
  });
  writeReport("menu", report);
  expect(report.filter((r) => r.result === "fail")).toEqual([]);
});
