import { mkdirSync, writeFileSync } from "node:fs";
import { expect, type Page, type Response, test } from "@playwright/test";
import { ADMIN_PASSWORD, settled } from "../tests/helpers.ts";

/** Helpers for driving BuildAdmin's own admin client (built outside this repository) against this server. */

export const SHOTS = new URL("../test-results/buildadmin/screens", import.meta.url).pathname;
const REPORTS = new URL("../test-results/buildadmin/reports", import.meta.url).pathname;

export type Answer = { url: string; method: string; status: number; code: unknown; msg: unknown };

/** Every API answer the client got, so that a refusal nobody saw on screen still fails the run. */
export function watchAnswers(page: Page): Answer[] {
  const answers: Answer[] = [];
  page.on("response", async (response: Response) => {
    const url = new URL(response.url());
    if (!/^\/(admin|api)\//.test(url.pathname)) return;
    // Images its pages show by address (a file type's icon, a captcha) are no API answers.
    if (/^image\//.test(response.headers()["content-type"] ?? "")) return;
    const body = await response.json().catch(() => ({ code: "not json", msg: "" }));
    answers.push({
      url: url.pathname + url.search,
      method: response.request().method(),
      status: response.status(),
      code: body.code,
      msg: body.msg,
    });
  });
  return answers;
}

/** The errors thrown in the page (a view that throws while starting stays blank). */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`${error.name}: ${error.message}`));
  return errors;
}

export const refusals = (answers: Answer[]) => answers.filter((a) => a.code !== 1);
export const exact = (text: string) => new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*$`);
export const errorToast = (page: Page) => page.locator(".el-notification--error, .el-message--error");
export const successToast = (page: Page) =>
  page.locator(".el-message--success, .el-notification--success").first();

/** The side menu BuildAdmin's client built from the server's menu answer. */
export const sideMenu = (page: Page) => page.locator("ul.layouts-menu-vertical");

export async function login(page: Page, username = "admin", password = ADMIN_PASSWORD) {
  await page.goto("/#/admin/login");
  await page.getByPlaceholder("请输入账号").fill(username);
  await page.getByPlaceholder("请输入密码").fill(password);
  await page.getByRole("button", { name: "登录" }).click();
  await expect(sideMenu(page).locator("li.el-menu-item").first()).toBeVisible();
  await page.waitForLoadState("networkidle");
}

/** A menu entry as its side menu shows it: the directory it sits in (none at the top) and its title. */
export type MenuEntry = { dir: string; title: string };

/** The entries of its side menu, directories opened, in the order shown. */
export async function menuEntries(page: Page): Promise<MenuEntry[]> {
  return sideMenu(page).evaluate((menu) => {
    const text = (el: Element | null) => (el?.textContent ?? "").trim();
    const walk = (list: Element, dir: string): { dir: string; title: string }[] =>
      [...list.children].flatMap((li) => {
        if (li.classList.contains("el-sub-menu")) {
          const title = text(li.querySelector(":scope > .el-sub-menu__title"));
          const inner = li.querySelector(":scope > ul");
          return inner ? walk(inner, dir ? `${dir}/${title}` : title) : [];
        }
        return li.classList.contains("el-menu-item") ? [{ dir, title: text(li) }] : [];
      });
    return walk(menu, "");
  });
}

/** The side-menu directories shown, at every level. */
export async function menuDirs(page: Page): Promise<string[]> {
  return sideMenu(page)
    .locator(".el-sub-menu__title")
    .evaluateAll((titles) => titles.map((t) => (t.textContent ?? "").trim()));
}

/** Opens a page from the side menu, opening its directory first, and waits for its tab. */
export async function openPage(page: Page, dir: string, title: string) {
  let scope = sideMenu(page);
  for (const name of dir ? dir.split("/") : []) {
    const submenu = scope
      .locator("li.el-sub-menu")
      .filter({ has: page.locator(":scope > .el-sub-menu__title", { hasText: exact(name) }) })
      .first();
    if (!(await submenu.evaluate((el) => el.classList.contains("is-opened")))) {
      await submenu.locator(":scope > .el-sub-menu__title").click();
    }
    scope = submenu;
  }
  await scope
    .locator("li.el-menu-item")
    .filter({ hasText: exact(title) })
    .first()
    .click();
  await expect(page.locator(".nav-tabs .ba-nav-tab.active")).toContainText(title);
  await page.waitForLoadState("networkidle");
  await settled(page);
}

export async function shot(page: Page, name: string) {
  await settled(page);
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** The admin token the client keeps, for asking the server what a form wrote. */
const tokenOf = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem("adminInfo") ?? "{}").token as string);

/** One request of this server's REST dialect, sent with the client's own token. */
export async function call(page: Page, method: "GET" | "POST", url: string, body?: object) {
  const token = await tokenOf(page);
  return page.evaluate(
    async ({ method, url, body, token }) => {
      const res = await fetch(url, {
        method,
        headers: { batoken: token, "content-type": "application/json" },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      return (await res.json()) as { code: number; msg: string; data: Record<string, unknown> };
    },
    { method, url, body, token },
  );
}

export type Row = Record<string, unknown>;

/** The rows of a controller as the server holds them (tree answers flattened). */
export async function rowsOf(page: Page, controller: string, query = ""): Promise<Row[]> {
  const answer = await call(page, "GET", `/admin/${controller}/index?limit=1000${query}`);
  const flat = (rows: Row[]): Row[] => rows.flatMap((r) => [r, ...flat((r.children as Row[]) ?? [])]);
  return flat((answer.data.list as Row[]) ?? []);
}

export const dialog = (page: Page) => page.locator(".el-dialog:visible").last();
export const field = (page: Page, label: string) =>
  dialog(page)
    .locator(".el-form-item")
    .filter({ has: page.locator(".el-form-item__label", { hasText: exact(label) }) })
    .first();
/** A form item of the open page itself (not of a dialog), by its label. */
export const pageField = (page: Page, label: string) =>
  page
    .locator(".layout-main .el-form-item")
    .filter({ has: page.locator(".el-form-item__label", { hasText: exact(label) }) })
    .first();

/** Changes a text field of an edit form once the form has loaded the row's value. */
export async function refill(page: Page, label: string, from: string, to: string) {
  const input = field(page, label).locator("input, textarea").first();
  await expect(input).toHaveValue(from);
  await input.fill(to);
}

export const tableBody = (page: Page) => page.locator(".layout-main .el-table__body").first();
export const tableRow = (page: Page, text: string) =>
  page.locator(".layout-main .el-table__body tr").filter({ hasText: text }).first();

/** The table header's button (添加, 编辑, 删除, ...) of the open page. */
export const headerButton = (page: Page, name: string) =>
  page.locator(".layout-main .table-header").getByRole("button", { name }).first();

/** A row's operation button by its class: table-row-edit, table-row-delete, table-row-info, ... */
export const rowButton = (page: Page, text: string, kind: "edit" | "delete" | "info" | "copy") =>
  tableRow(page, text).locator(`.table-row-${kind}`).first();

/** Confirms the open pop-confirm (its delete, say). */
export const confirmPop = (page: Page, name = "删除") =>
  page
    .locator(".el-popconfirm:visible, .el-popper:visible .el-popconfirm")
    .getByRole("button", { name })
    .click();

/** Picks an option in the open select dropdown; failing, names the options it had. */
export async function pick(page: Page, text: string | RegExp) {
  const options = page.locator(".el-select-dropdown__item:visible, .el-tree-node:visible");
  const option = options.filter({ hasText: typeof text === "string" ? exact(text) : text }).first();
  await option.click({ timeout: 10_000 }).catch(async (error: Error) => {
    const shown = await options.allTextContents();
    throw new Error(`no option ${String(text)} among ${JSON.stringify(shown)}: ${error.message}`);
  });
}

/** A line of the page-by-page report: what was done on a page and how it went. */
export type PageResult = { page: string; did: string; result: "pass" | "partial" | "fail"; notes: string };

/** Writes one spec file's page-by-page report beside the screenshots and prints it. */
export function writeReport(name: string, lines: PageResult[]) {
  mkdirSync(REPORTS, { recursive: true });
  writeFileSync(`${REPORTS}/${name}.json`, `${JSON.stringify(lines, null, 2)}\n`);
  for (const l of lines)
    console.log(`${l.result.toUpperCase()}  ${l.page}: ${l.did}${l.notes ? ` (${l.notes})` : ""}`);
}

/**
 * A step of a spec, reported as a line for its page: failing when an answer refused it, "partial" when
 * only calls to what this server does not serve (`notServed`) were refused.
 */
export function reportedSteps(
  answers: Answer[],
  report: PageResult[],
  notServed: (answer: Answer) => boolean = () => false,
) {
  return async (where: string, did: string, body: () => Promise<void>) => {
    const seen = answers.length;
    await test.step(`${where}: ${did}`, body);
    const all = refusals(answers.slice(seen));
    const refused = all.filter((a) => !notServed(a));
    const notes = all.map((a) => `${a.method} ${a.url}: ${a.status} ${a.code} ${a.msg}`).join("; ");
    report.push({
      page: where,
      did,
      result: refused.length ? "fail" : all.length ? "partial" : "pass",
      notes,
    });
    expect(refused, where).toEqual([]);
  };
}

/** Deletes a row through its delete button and its pop-confirm, and waits until the list has lost it. */
export async function deleteRow(page: Page, text: string) {
  await rowButton(page, text, "delete").click();
  await confirmPop(page);
  await expect(tableBody(page)).not.toContainText(text);
}

/** Saves the open form, and waits until the list shows `shown`. */
export async function save(page: Page, shown: string) {
  await dialog(page).getByRole("button", { name: "保存" }).click();
  await expect(tableBody(page)).toContainText(shown);
}

/** A spec file's page-by-page report, written when its tests end. */
export function specReport(name: string): PageResult[] {
  const report: PageResult[] = [];
  test.afterAll(() => writeReport(name, report));
  return report;
}

/** Logs in with the client's answers watched; its steps are reported by page into `report`. */
export async function loggedIn(page: Page, report: PageResult[], notServed?: (answer: Answer) => boolean) {
  const answers = watchAnswers(page);
  await login(page);
  return { answers, step: reportedSteps(answers, report, notServed) };
}

/** Designs a table with one text field in this admin's designer (its own call), so that BuildAdmin's CRUD log has a record. */
export async function designTable(page: Page, name: string, title: string, titleEn: string): Promise<number> {
  return page.evaluate(
    async ({ name, title, titleEn }) => {
      const token = JSON.parse(localStorage.getItem("adminInfo") ?? "{}").token as string;
      const design = {
        name,
        title,
        titleEn,
        quickSearch: ["name"],
        fields: [{ key: "k1", name: "name", type: "string", title: "名称", titleEn: "Name", length: 50 }],
      };
      const res = await fetch("/admin/trpc/crud.crud.generate", {
        method: "POST",
        headers: { batoken: token, "content-type": "application/json" },
        body: JSON.stringify({ design, baseLogId: null }),
      });
      return res.status;
    },
    { name, title, titleEn },
  );
}
