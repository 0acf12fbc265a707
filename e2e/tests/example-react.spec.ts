import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import type { Page } from "@playwright/test";
import { root } from "../../bench/built-server.mjs";
import { expect, test } from "./fixtures.ts";
import { adminApi } from "./member-helpers.ts";

const PASSWORD = "secret-1";

type ArticleItem = { id: number; title: string };

async function signIn(page: Page, username: string, password: string) {
  const form = page.getByRole("form", { name: "Member login" });
  await form.getByLabel("Username").fill(username);
  await form.getByLabel("Password").fill(password);
  await form.getByRole("button", { name: "Sign in" }).click();
}

/** The example app (examples/react, built by `npm run build`) served by Vite, its API forwarded to `site`. */
let example: ChildProcess | undefined;
let exampleUrl = "";

test.beforeAll(async ({ site }) => {
  const port = site.port + 100;
  exampleUrl = `http://127.0.0.1:${port}`;
  example = spawn("npm", ["run", "preview", "-w", "@corp/example-react"], {
    cwd: root,
    env: { ...process.env, CORP_SERVER: site.origin, EXAMPLE_PORT: String(port) },
    stdio: "ignore",
    detached: true,
  });
  await expect(async () => {
    expect((await fetch(exampleUrl)).ok).toBe(true);
  }).toPass({ timeout: 50_000 });
});

test.afterAll(async () => {
  if (!example?.pid || example.exitCode !== null) return;
  // npm starts Vite as a child of its own: end the whole group.
  process.kill(-example.pid, "SIGTERM");
  await once(example, "exit");
});

test.describe("the React example on @corp/client", () => {
  test("lists the latest articles and logs a member in and out", async ({ page, request }) => {
    const latest = (await (await request.get("/api/portal/articles?limit=5")).json()).data
      .list as ArticleItem[];
    expect(latest.length).toBeGreaterThan(0);
    const username = `reader${Date.now() % 1_000_000}`;
    // Registration as the example shows it: the address as given, no code and no approval to wait for;
    // then the site's default again, for the tests after this one on the same server.
    const admin = await adminApi(request);
    await admin.saveConfig({ user_register_mode: "captcha" });
    const registered = await request.post("/api/user/checkIn", {
      data: { tab: "register", username, password: PASSWORD, email: `${username}@example.com` },
    });
    expect((await registered.json()).code).toBe(1);
    await admin.saveConfig({ user_register_mode: "auto" });
    const refused = await request.post("/api/user/checkIn", {
      headers: { "think-lang": "zh-cn" },
      data: { tab: "login", username, password: "wrong-password" },
    });
    const refusal = (await refused.json()).msg as string;

    await page.goto(exampleUrl);
    const items = page.getByRole("list", { name: "Latest articles" }).getByRole("listitem");
    await expect(items).toHaveCount(latest.length);
    for (const [i, article] of latest.entries()) await expect(items.nth(i)).toContainText(article.title);

    // The browser speaks Chinese (zh-CN), so the server's refusal comes in Chinese through the client.
    await signIn(page, username, "wrong-password");
    await expect(page.getByRole("alert")).toHaveText(refusal);

    await signIn(page, username, PASSWORD);
    await expect(page.getByTestId("member-name")).toHaveText(username);
    await page.reload();
    await expect(page.getByTestId("member-name")).toHaveText(username);

    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByRole("form", { name: "Member login" })).toBeVisible();
    const stored = await page.evaluate(() => localStorage.getItem("corp-example.member"));
    expect(stored).toBeNull();
  });
});
