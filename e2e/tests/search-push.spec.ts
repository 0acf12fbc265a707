import { createServer, type Server } from "node:http";
import { type BuiltServer, startBuiltServer } from "../../bench/built-server.mjs";
import { expect, test } from "./fixtures.ts";
import { ADMIN_PASSWORD, openAdmin, settled } from "./helpers.ts";
import { toast } from "./market-helpers.ts";
import { screenshot } from "./screenshots.ts";

// A server whose IndexNow endpoint is a fake on 127.0.0.1 that refuses until told otherwise.
let server: BuiltServer;
let engine: Server;
let refusing = true;
const pushed: { key: string; urlList: string[] }[] = [];
const KEY = "e2e0search0push0key";

test.beforeAll(async ({ site }) => {
  // Seeding a fresh database and starting a second server take a while on a loaded machine.
  test.setTimeout(300_000);
  engine = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      pushed.push(JSON.parse(body));
      response.writeHead(refusing ? 403 : 202).end(refusing ? "key not valid" : "");
    });
  });
  await new Promise<void>((resolve) => engine.listen(site.port + 3, "127.0.0.1", resolve));
  server = await startBuiltServer({
    port: site.port + 102,
    env: {
      ADMIN_PASSWORD,
      LOGIN_CAPTCHA: "off",
      LOG_LEVEL: "warn",
      SEARCH_PUSH_INDEXNOW_URL: `http://127.0.0.1:${site.port + 3}/indexnow`,
    },
  });
});

test.afterAll(async () => {
  await server?.stop();
  await new Promise<void>((resolve) => engine.close(() => resolve()));
});

test("a published article is pushed to IndexNow; a refusal is tried again and shown, then pushed again by hand", async ({
  page,
}) => {
  const origin = server.origin;
  await page.setViewportSize({ width: 1440, height: 900 });
  // 系统配置 → 搜索引擎推送: IndexNow on, with its key, which the site then serves at /<key>.txt.
  const { token } = await openAdmin(page, `${origin}/admin/routine/config`);
  await page.getByRole("tab", { name: "搜索引擎推送", exact: true }).click();
  await page.getByLabel("推送到 IndexNow").check({ force: true });
  await page.getByLabel("IndexNow 密钥").fill(KEY);
  await page.getByRole("button", { name: "保存本组" }).click();
  await expect(toast(page, "配置已保存")).toBeVisible();
  expect(await (await page.request.get(`${origin}/${KEY}.txt`)).text()).toBe(KEY);

  // Publishing an article pushes its address at once; the engine refuses.
  const added = await page.request.post(`${origin}/admin/trpc/content.article.add`, {
    headers: { batoken: token },
    data: { category_id: 1, title: "搜索引擎推送测试", content: "<p>正文</p>", status: "published" },
  });
  const id = (await added.json()).result.data.id as number;
  await expect.poll(() => pushed.length).toBe(1);
  expect(pushed[0]).toMatchObject({ key: KEY, urlList: [`${origin}/article/${id}`] });

  await page.goto(`${origin}/admin/content/searchPush`);
  const row = page.getByRole("row").filter({ hasText: `/article/${id}` });
  await expect(row).toContainText("等待推送");
  await expect(row).toContainText("HTTP 403 key not valid");
  await settled(page);
  await screenshot(page, { path: "test-results/search-push-refused.png" });

  // The engine takes it now: pushed again by hand from the list.
  refusing = false;
  await row.getByRole("checkbox", { name: /^选择第/ }).check();
  await page.getByRole("button", { name: "重新推送所选" }).click();
  await expect(toast(page, "已加入推送队列：1 条")).toBeVisible();
  await expect.poll(() => pushed.length).toBe(2);
  await expect
    .poll(async () => {
      await page.getByRole("button", { name: "刷新" }).first().click();
      return row.innerText();
    })
    .toContain("已推送");
  await settled(page);
  await screenshot(page, { path: "test-results/search-push-pushed.png" });
});
