import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { openAdmin, openFromMenu, settled, signInAdmin } from "./helpers.ts";
import { screenshot } from "./screenshots.ts";

const TABLE = "e2e_bin_goods";

/** Calls an admin procedure over tRPC with the page's session, for the setup a test makes. */
async function trpc(page: Page, path: string, input: unknown) {
  const answer = await page.evaluate(
    async ({ path, input }) => {
      const info = JSON.parse(localStorage.getItem("adminInfo") ?? "{}");
      const res = await fetch(`/admin/trpc/${path}`, {
        method: "POST",
        headers: { batoken: info.token, "content-type": "application/json" },
        body: JSON.stringify(input),
      });
      return { status: res.status, body: await res.json() };
    },
    { path, input },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.result.data;
}

const DESIGN = {
  name: TABLE,
  title: "回收商品",
  titleEn: "Recycled goods",
  quickSearch: ["name"],
  fields: [
    { key: "k1", name: "name", type: "string", title: "名称", titleEn: "Name", length: 50 },
    {
      key: "k2",
      name: "made_on",
      type: "date",
      title: "生产日期",
      titleEn: "Made on",
      nullable: true,
      column: { filter: "RANGE" },
    },
    {
      key: "k3",
      name: "launch_time",
      type: "datetime",
      title: "上市时间",
      titleEn: "Launch time",
      nullable: true,
      column: { filter: "RANGE" },
    },
  ],
};

const pageTable = (page: Page) => page.getByTestId(`crud-table-designed.${TABLE}`);

/** Opens the filters and checks every date input is wide enough to show a whole date and time. */
async function checkDateFilters(page: Page, shot: string) {
  const table = pageTable(page);
  await table.getByRole("button", { name: /筛选|Filter/ }).click();
  const filters = table.getByTestId("crud-filter-form");
  await expect(filters).toBeVisible();
  for (const field of ["made_on", "launch_time", "update_time"]) {
    const inputs = filters.getByTestId(`crud-filter-${field}`).locator("input");
    await expect(inputs).toHaveCount(2);
    for (const [i, input] of (await inputs.all()).entries()) {
      const day = `2026-0${i + 3}-1${i + 5}`;
      await input.fill(field === "made_on" ? day : `${day}T1${i}:30`);
      const box = await input.boundingBox();
      expect(box?.width ?? 0, `${field} at ${page.viewportSize()?.width}px`).toBeGreaterThanOrEqual(175);
    }
  }
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await settled(page);
  await screenshot(page, { path: `test-results/${shot}`, fullPage: true });
  await table.getByRole("button", { name: /筛选|Filter/ }).click();
}

test.describe.configure({ mode: "serial" });

test("a row deleted on a designed page goes to the recycle bin and is restored back onto the page", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAdmin(page);
  await trpc(page, "crud.crud.generate", { design: DESIGN, baseLogId: null });
  for (const [name, made] of [
    ["青瓷花瓶", "2026-03-01"],
    ["白瓷茶杯", "2026-05-20"],
  ]) {
    await trpc(page, "designed.add", {
      table: TABLE,
      row: { name, made_on: made, launch_time: 1_780_000_000 },
    });
  }

  await page.goto(`/admin/designed/${TABLE}`);
  const table = pageTable(page);
  await expect(table.locator("tbody tr")).toHaveCount(2);
  await checkDateFilters(page, "crud-designed-filters-1440-zh-cn.png");

  const row = table.locator("tbody tr", { hasText: "青瓷花瓶" });
  await row.getByRole("button", { name: "删除" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "确定" }).click();
  await expect(row).toHaveCount(0);

  await openFromMenu(page, "/admin/security/dataRecycleLog");
  const bin = page.getByTestId("crud-table-security.dataRecycleLog");
  const entry = bin.locator("tbody tr", { hasText: `designed.${TABLE}` }).first();
  await expect(entry).toContainText("回收商品");
  await expect(entry).toContainText("未还原");
  await entry.getByRole("button", { name: "详情" }).click();
  await expect(page.getByTestId("recycled-data")).toContainText("青瓷花瓶");
  await page.getByRole("dialog").getByRole("button", { name: "关闭" }).click();
  await entry.getByRole("button", { name: "还原" }).click();
  await expect(entry).toContainText("已还原");
  await settled(page);
  await screenshot(page, { path: "test-results/crud-designed-recycle-restored.png" });

  await openFromMenu(page, `/admin/designed/${TABLE}`);
  await expect(table.locator("tbody tr", { hasText: "青瓷花瓶" })).toHaveCount(1);
  await expect(table.locator("tbody tr")).toHaveCount(2);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await expect(table.locator("tbody tr")).toHaveCount(2);
  await checkDateFilters(page, "crud-designed-filters-375-zh-cn.png");
});

test("in the English admin a designed table's menu shows its English title", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("lang", "en"));
  await page.setViewportSize({ width: 1440, height: 900 });
  await openAdmin(page, `/admin/designed/${TABLE}`);
  const aside = page.locator("aside");
  await expect(aside.getByRole("link", { name: "Recycled goods" })).toBeVisible();
  await expect(aside.getByRole("link", { name: "回收商品" })).toHaveCount(0);
  await expect(aside.getByText("Custom data")).toBeVisible();
  await expect(pageTable(page).locator("tbody tr")).toHaveCount(2);
  await checkDateFilters(page, "crud-designed-filters-1440-en.png");
  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await expect(pageTable(page).locator("tbody tr")).toHaveCount(2);
  await checkDateFilters(page, "crud-designed-filters-375-en.png");
});

test("the rule forms take an English title, which the English menu then shows", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openAdmin(page, "/admin/auth/rule");
  const rules = page.getByTestId("crud-table-auth.rule");
  await rules.getByRole("searchbox", { name: "快速搜索" }).fill("回收商品");
  await rules.getByRole("searchbox", { name: "快速搜索" }).press("Enter");
  // The search's answer replaces the whole tree: wait for it, so the click lands on the row it shows.
  await expect(rules.locator("tbody tr")).toHaveCount(1);
  const row = rules.locator("tbody tr", { hasText: `designed/${TABLE}` });
  await row.getByRole("button", { name: "编辑" }).click();
  const dialog = page.getByRole("dialog");
  const english = dialog.getByLabel("英文标题");
  await expect(english).toHaveValue("Recycled goods");
  await english.fill("Goods in the bin");
  await settled(page);
  await screenshot(page, { path: "test-results/rule-form-english-title-zh-cn.png" });
  await dialog.getByRole("button", { name: "保存" }).click();
  await expect(dialog).toBeHidden();

  await openFromMenu(page, "/admin/user/rule");
  await page.getByTestId("crud-table-user.rule").getByRole("button", { name: "添加" }).click();
  await expect(page.getByRole("dialog").getByLabel("英文标题")).toHaveValue("");
  await settled(page);
  await screenshot(page, { path: "test-results/member-rule-form-english-title-zh-cn.png" });

  await page.evaluate(() => localStorage.setItem("lang", "en"));
  await page.goto(`/admin/designed/${TABLE}`);
  await expect(page.locator("aside").getByRole("link", { name: "Goods in the bin" })).toBeVisible();
});
