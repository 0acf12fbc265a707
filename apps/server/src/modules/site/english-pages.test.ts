import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { superCaller } from "../../test/admin-caller.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { bootData } from "./boot-data.ts";
import { pageCacheKey } from "./cache-keys.ts";
import { loadPublicPage } from "./load-public-page.ts";
import { sitemapEntries } from "./sitemap.ts";

const BILINGUAL = {
  category_id: 1,
  title: "澄芯发布新一代端侧芯片",
  summary: "新一代芯片",
  content: "<p>中文正文</p>",
  title_en: "Chengxin launches its next edge chip",
  summary_en: "The next chip",
  content_en: "<p>English body</p>",
  status: "published" as const,
};
const CHINESE_ONLY = {
  category_id: 1,
  title: "只有中文的新闻",
  content: "<p>尚未翻译</p>",
  status: "published" as const,
};

describe("English pages and answers", () => {
  let t: TestApp;
  let bilingual: number;
  let chineseOnly: number;
  const load = (url: string) =>
    loadPublicPage(t.services, {
      url,
      origin: "https://www.example.com",
      visitor: undefined,
      boot: () => bootData(t.services),
    });
  const setPolicy = (value: "hide" | "chinese") =>
    t.services.db
      .updateTable("config")
      .set({ value: JSON.stringify(value) })
      .where("name", "=", "english_untranslated")
      .execute();
  const api = async (url: string) => (await t.app.inject({ method: "GET", url })).json();

  beforeAll(async () => {
    t = await createTestApp();
    const caller = await superCaller(t);
    bilingual = (await caller.content.article.add(BILINGUAL)).id;
    chineseOnly = (await caller.content.article.add(CHINESE_ONLY)).id;
  });
  afterAll(() => t.close());

  it("takes the language from the address: /en/... is English, every other path Chinese", async () => {
    const english = await load(`/en/article/${bilingual}`);
    const chinese = await load(`/article/${bilingual}`);
    expect(english).toMatchObject({ status: 200, lang: "en", pathname: `/en/article/${bilingual}` });
    expect(chinese).toMatchObject({ status: 200, lang: "zh-cn", languages: ["zh-cn", "en"] });
    if (english.content.page !== "article" || chinese.content.page !== "article")
      throw new Error("no article");
    expect(english.content.article).toMatchObject({ title: BILINGUAL.title_en, lang: "en" });
    expect(english.content.article.content).toContain("English body");
    expect(chinese.content.article).toMatchObject({ title: BILINGUAL.title, lang: "zh-cn" });
    expect((await load("/en/")).content.page).toBe("home");
    expect((await load("/EN/list?cid=1")).content).toMatchObject({ page: "list", route: { cid: 1 } });
  });

  it("keeps each language's page under its own cache key", () => {
    expect(pageCacheKey("/en/list?cid=1")).not.toBe(pageCacheKey("/list?cid=1"));
    expect(pageCacheKey("/en/list?cid=01&x=1")).toBe(pageCacheKey("/en/list?cid=1"));
  });

  it("hides an item without English from English pages by default, and shows it in Chinese when set so", async () => {
    const hidden = await load(`/en/article/${chineseOnly}`);
    expect(hidden.status).toBe(404);
    expect(hidden.languages).toEqual([]);
    expect((await load(`/article/${chineseOnly}`)).languages).toEqual(["zh-cn"]);
    const list = await load("/en/list");
    if (list.content.page !== "list") throw new Error("no list");
    expect(list.content.list.list.map((item) => item.id)).not.toContain(chineseOnly);
    expect(list.content.list.list.every((item) => item.lang === "en")).toBe(true);

    await setPolicy("chinese");
    try {
      const shown = await load(`/en/article/${chineseOnly}`);
      expect(shown).toMatchObject({ status: 200, lang: "en", languages: ["zh-cn", "en"] });
      if (shown.content.page === "article")
        expect(shown.content.article).toMatchObject({ title: CHINESE_ONLY.title, lang: "zh-cn" });
      const all = await load("/en/list");
      if (all.content.page !== "list") throw new Error("no list");
      expect(all.content.list.list.find((item) => item.id === chineseOnly)?.lang).toBe("zh-cn");
    } finally {
      await setPolicy("hide");
    }
  });

  it("answers the portal API in the language of its lang parameter, each language a cached answer of its own", async () => {
    const chinese = await api(`/api/portal/article?id=${bilingual}`);
    const english = await api(`/api/portal/article?id=${bilingual}&lang=en`);
    const again = await api(`/api/portal/article?id=${bilingual}`);
    expect(chinese.data).toMatchObject({ title: BILINGUAL.title, lang: "zh-cn" });
    expect(english.data).toMatchObject({ title: BILINGUAL.title_en, lang: "en" });
    expect(again.data.title).toBe(BILINGUAL.title);
    expect((await api(`/api/portal/article?id=${chineseOnly}&lang=en`)).code).toBe(0);
    const refused = await t.app.inject({ method: "GET", url: "/api/portal/articles?lang=fr" });
    expect(refused.statusCode).toBe(400);
  });

  it("lists every page of the sitemap in the languages it has, with alternates", async () => {
    const entries = await sitemapEntries(t.services.db);
    const entry = (path: string) => entries.find((e) => e.path === path);
    expect(entry("/")?.languages).toEqual(["zh-cn", "en"]);
    expect(entry(`/article/${bilingual}`)?.languages).toEqual(["zh-cn", "en"]);
    expect(entry(`/article/${chineseOnly}`)?.languages).toEqual(["zh-cn"]);
    const xml = (await t.app.inject({ method: "GET", url: "/sitemap.xml", headers: { host: "example.cn" } }))
      .body;
    expect(xml).toContain(`<loc>http://example.cn/en/article/${bilingual}</loc>`);
    expect(xml).not.toContain(`<loc>http://example.cn/en/article/${chineseOnly}</loc>`);
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="en" href="http://example.cn/en/article/${bilingual}"/>`,
    );
  });
});
