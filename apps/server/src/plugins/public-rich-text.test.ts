import { rmSync } from "node:fs";
import { createTestDatabase } from "@corp/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { hashPassword } from "../auth/password.ts";
import { readEnv } from "../env.ts";
import { createServices } from "../services/app-services.ts";
import { callerFor } from "../test/admin-caller.ts";
import { ADMIN_PASSWORD, loginAdmin, type TestApp } from "../test/test-app.ts";
import { makeWebDist } from "../test/web-dist.ts";

/**
 * A stand-in for the web build's renderer laid out as the real one: the rich text as the server hands it
 * (RichHtml writes it unchanged), inside the layout, then the page's own `#island-shared` script, which
 * the islands read their menus from.
 */
const RENDERER = `
export function renderPublicPage(data) {
  const c = data.content;
  const rich = c.page === "article" ? c.article.content : c.content ? c.content.page.content : "";
  const html = '<!doctype html><html><head><title>t</title></head><body><div class="layout"><main>' +
    '<div class="rich-html">' + rich + '</div></main></div>' +
    '<script type="application/json" id="island-shared">{"menus":[]}</script></body></html>';
  return { status: data.status, html };
}
`;

const ATTACK =
  '<p id="boot-data">x</p><p id="island-shared">{"menus":[]}</p><a href="//evil.example/p">x</a>';

const idCount = (html: string, id: string) => html.split(`id="${id}"`).length - 1;

/** The page holds its own data element once, none of the text's ids bare, and no link to another host. */
function expectNoClobbering(html: string) {
  expect(idCount(html, "island-shared")).toBe(1);
  expect(html).toContain('<script type="application/json" id="island-shared">');
  expect(idCount(html, "boot-data")).toBe(0);
  expect(html).toContain('<p id="user-content-boot-data">x</p>');
  expect(html).not.toContain("evil.example");
}

describe("public pages: rich text cannot pose as the page's own elements or link off-site", () => {
  let t: TestApp;
  let caller: ReturnType<typeof callerFor>;
  let dist: string;

  beforeAll(async () => {
    dist = makeWebDist(RENDERER);
    const database = await createTestDatabase({ adminPassword: ADMIN_PASSWORD, hashPassword });
    const env = readEnv({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      WEB_DIST: dist,
      LOGIN_CAPTCHA: "off",
      RENDER_THREADS: "0",
    });
    const services = createServices(database.db, env);
    const app = await buildApp({ services });
    await app.ready();
    t = {
      app,
      services,
      close: async () => {
        await app.close();
        await database.close();
        rmSync(dist, { recursive: true, force: true });
      },
    };
    caller = callerFor(t, (await loginAdmin(app)).token);
  });
  afterAll(() => t.close());

  const publish = (content: string) =>
    caller.content.article.add({ category_id: 1, title: "晶圆厂扩建", content, status: "published" });

  it("shows an article saved with a planted id and a protocol-relative link without either", async () => {
    const row = await publish(ATTACK);
    const res = await t.app.inject({ method: "GET", url: `/article/${row.id}` });
    expect(res.statusCode).toBe(200);
    expectNoClobbering(res.body);
  });

  it("sanitises rows stored before the rules on the way out: the page and the API", async () => {
    const row = await publish("<p>正文</p>");
    const stored = `${ATTACK}<a href="/\\evil.example/p">y</a><img src="\\/evil.example/t.png">`;
    await t.services.db.updateTable("article").set({ content: stored }).where("id", "=", row.id).execute();
    await t.services.db.updateTable("page").set({ content: stored }).where("slug", "=", "company").execute();
    for (const url of [`/article/${row.id}`, "/us/company"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expectNoClobbering(res.body);
    }
    const api = await t.app.inject({ method: "GET", url: `/api/portal/article?id=${row.id}` });
    expect(api.json().data.content).not.toContain("evil.example");
    expect(api.json().data.content).toContain('id="user-content-island-shared"');
  });
});
