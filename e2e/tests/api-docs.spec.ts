import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { signInAdmin } from "./helpers.ts";
import { screenshot } from "./screenshots.ts";

/** What Swagger UI's request builder makes of an operation and its parameters' values. */
type BuiltRequest = { url: string; method: string; headers: Record<string, string> };

declare global {
  interface Window {
    /** Swagger UI, as api-docs-init.js leaves it. */
    ui: {
      authSelectors: { authorized(): { toJS(): Record<string, { value?: string }> } };
      specSelectors: { specJson(): { toJS(): Record<string, unknown> } };
      fn: { buildRequest(options: Record<string, unknown>): BuiltRequest };
    };
  }
}

/** The token Swagger UI holds for a security scheme, if any. */
const heldToken = (page: Page, scheme: string) =>
  page.evaluate((name) => window.ui.authSelectors.authorized().toJS()[name]?.value, scheme);

/** An operation's block, by its operationId (whatever tag it is listed under). */
const operationBlock = (page: Page, operationId: string) => page.locator(`.opblock[id$="-${operationId}"]`);

/**
 * Opens an area (a tag) of the page, which lists its operations then. The areas start closed; the whole
 * contract takes a moment to be read on a busy machine, hence the longer wait for the first.
 */
async function openTag(page: Page, tag: string): Promise<void> {
  const heading = page.locator(`.opblock-tag[data-tag="${tag}"]`);
  await expect(heading).toBeVisible();
  if ((await heading.getAttribute("data-is-open")) !== "true") await heading.click();
}

/** Logs the admin in through the API and keeps the login where the admin app keeps it. */
async function logAdminIn(page: Page): Promise<string> {
  const { token } = await signInAdmin(page);
  // The admin app takes it as its own login: the same browser is logged in to the admin.
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  return token;
}

test.describe("/docs", () => {
  test("shows the contract under the site's Content-Security-Policy, with no error", async ({ page }) => {
    // A script or style the policy refuses, or a file that fails, is reported here.
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto("/docs");
    await expect(page).toHaveTitle("CorpSite API");
    await openTag(page, "site");
    await expect(page.getByText("indexCommon", { exact: true })).toBeVisible();
    await openTag(page, "admin session");
    await expect(operationBlock(page, "adminIndex")).toBeVisible();
    expect(await page.locator(".opblock-tag-section").count()).toBeGreaterThan(3);
    await expect(page.locator(".auth-wrapper .btn.authorize")).toHaveClass(/\bunlocked\b/);
    expect(errors).toEqual([]);
    await screenshot(page, { path: "/tmp/docs.png" });
  });

  test("an admin logged in to the admin tries an admin operation with that login", async ({ page }) => {
    const token = await logAdminIn(page);
    await page.goto("/docs");
    await expect.poll(() => heldToken(page, "adminToken")).toBe(token);
    await expect(page.locator(".auth-wrapper .btn.authorize")).toHaveClass(/\blocked\b/);

    await openTag(page, "admin session");
    const operation = operationBlock(page, "adminIndex");
    await operation.locator(".opblock-summary-control").click();
    await operation.getByRole("button", { name: "Try it out" }).click();
    const [request, response] = await Promise.all([
      page.waitForRequest((r) => new URL(r.url()).pathname === "/admin/index/index"),
      page.waitForResponse((r) => new URL(r.url()).pathname === "/admin/index/index"),
      operation.getByRole("button", { name: "Execute" }).click(),
    ]);
    expect(request.headers().batoken).toBe(token);
    expect(response.status()).toBe(200);
    expect((await response.json()).code).toBe(1);
    await expect(operation.locator(".live-responses-table tbody .response-col_status")).toHaveText("200");
    await expect(operation.locator(".live-responses-table")).toContainText('"username": "admin"');
  });

  test("follows logins and logouts made in another tab, and keeps no login past a logout", async ({
    page,
  }) => {
    const token = await logAdminIn(page);
    await page.goto("/docs");
    // The login is taken once the whole contract is read, which takes a while on a busy machine.
    await expect.poll(() => heldToken(page, "adminToken")).toBe(token);
    const other = await page.context().newPage();
    // A page of the site that runs no script of its own (the admin app would keep its login in step).
    await other.goto("/robots.txt");
    // The member centre's login, as it keeps it (only its token is read).
    await other.evaluate(() => localStorage.setItem("userInfo", JSON.stringify({ token: "member-token" })));
    await expect.poll(() => heldToken(page, "memberToken")).toBe("member-token");
    await other.evaluate(() => localStorage.removeItem("userInfo"));
    await expect.poll(() => heldToken(page, "memberToken")).toBeUndefined();
    expect(await heldToken(page, "adminToken")).toBe(token);

    await other.evaluate(() => localStorage.removeItem("adminInfo"));
    await expect.poll(() => heldToken(page, "adminToken")).toBeUndefined();
    await page.reload();
    await openTag(page, "admin session");
    await expect(operationBlock(page, "adminIndex")).toBeVisible();
    expect(await heldToken(page, "adminToken")).toBeUndefined();
    await expect(page.locator(".auth-wrapper .btn.authorize")).toHaveClass(/\bunlocked\b/);
  });

  test("tries a table's list with its documented filters, and every table's list answers them", async ({
    page,
  }) => {
    const token = await logAdminIn(page);
    await page.goto("/docs");
    await expect.poll(() => heldToken(page, "adminToken")).toBe(token);

    await openTag(page, "admin tables: content");
    const operation = operationBlock(page, "contentArticleIndex");
    await operation.locator(".opblock-summary-control").click();
    await operation.getByRole("button", { name: "Try it out" }).click();
    const path = "/admin/content.Article/index";
    const [request, response] = await Promise.all([
      page.waitForRequest((r) => new URL(r.url()).pathname === path),
      page.waitForResponse((r) => new URL(r.url()).pathname === path),
      operation.getByRole("button", { name: "Execute" }).click(),
    ]);
    // The filter's example as Swagger UI fills it in, sent as the JSON text it is.
    expect(new URL(request.url()).searchParams.get("search")).toBe(
      '[{"field":"id","operator":"gt","val":0}]',
    );
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body.code, body.msg).toBe(1);
    expect(body.data.total).toBeGreaterThan(0);
    await expect(operation.locator(".live-responses-table tbody .response-col_status")).toHaveText("200");

    // Every table's list, its request made by Swagger UI's own builder from the values "Try it out" fills
    // in (each parameter's example, else its default), sent with the login Swagger UI holds.
    const answers = await page.evaluate(async () => {
      type Parameter = {
        $ref?: string;
        name: string;
        in: string;
        example?: unknown;
        schema?: { default?: unknown };
      };
      const spec = window.ui.specSelectors.specJson().toJS() as {
        paths: Record<
          string,
          Record<string, { operationId: string; "x-collection"?: string; parameters?: Parameter[] }>
        >;
        components: { parameters: Record<string, Parameter> };
      };
      const authorized = window.ui.authSelectors.authorized().toJS();
      const out: Record<string, [number, number, string]> = {};
      for (const [path, item] of Object.entries(spec.paths)) {
        const list = item.get;
        if (!list?.["x-collection"] || !path.endsWith("/index")) continue;
        // The operation's parameters as Swagger UI holds them once it has resolved the operation.
        const described = (list.parameters ?? []).map((p) =>
          p.$ref ? (spec.components.parameters[p.$ref.split("/").pop() ?? ""] as Parameter) : p,
        );
        list.parameters = described;
        const parameters: Record<string, unknown> = {};
        for (const p of described) {
          const value = p.example ?? p.schema?.default;
          if (p.in === "query" && value !== undefined) parameters[p.name] = value;
        }
        const built = window.ui.fn.buildRequest({
          spec,
          operationId: list.operationId,
          parameters,
          securities: { authorized },
        });
        const res = await fetch(built.url, { method: built.method, headers: built.headers });
        const json = (await res.json()) as { code: number; msg: string };
        out[path] = [
          res.status,
          json.code,
          new URL(built.url, location.href).searchParams.get("search") ?? "",
        ];
      }
      return out;
    });
    expect(Object.keys(answers).length).toBeGreaterThan(30);
    for (const [path, [status, code, search]] of Object.entries(answers)) {
      expect(status, path).toBe(200);
      expect(code, path).toBe(1);
      expect(search, path).toMatch(/^\[\{"field":/);
    }
  });
});
