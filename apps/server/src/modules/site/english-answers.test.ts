import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contractOperations } from "../../plugins/contract.ts";
import { superCaller } from "../../test/admin-caller.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

/** A Chinese (or Japanese) character, or full-width punctuation. */
const CJK = /[\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]/;

/**
 * Fields that are Chinese on every page by what they are: the filing number as the authority issued it.
 * Nothing else of an English answer may hold a Chinese character, except an item marked as shown in Chinese
 * (`lang: "zh-cn"`: the editor left it untranslated).
 */
const CHINESE_BY_NATURE = new Set(["recordNumber"]);

type Found = { path: string; value: string };

/** The strings of an answer that hold CJK characters, outside what may. */
function chineseIn(value: unknown, path = "", found: Found[] = []): Found[] {
  if (typeof value === "string") {
    if (CJK.test(value)) found.push({ path, value });
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => {
      chineseIn(item, `${path}[${i}]`, found);
    });
  } else if (value && typeof value === "object") {
    const item = value as Record<string, unknown>;
    if (item.lang === "zh-cn") return found;
    for (const [key, inner] of Object.entries(item)) {
      if (!CHINESE_BY_NATURE.has(key)) chineseIn(inner, `${path}.${key}`, found);
    }
  }
  return found;
}

/** The values of the required query parameters of the public content answers. */
const QUERY: Record<string, string> = { name: "company", path: "/list", q: "chip" };

// Issue 50, item 1: under lang=en every public answer gives the English in the field a front end reads.
describe("the public answers in English", () => {
  let t: TestApp;
  let article: number;
  beforeAll(async () => {
    t = await createTestApp();
    article = (
      await t.services.db
        .selectFrom("article")
        .select("id")
        .where("status", "=", "published")
        .where("title_en", "<>", "")
        .orderBy("id")
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => t.close());

  const english = async (url: string) => {
    const res = await t.app.inject({ method: "GET", url, headers: { "think-lang": "en" } });
    expect(res.statusCode, url).toBe(200);
    return res.json() as { code: number; data: unknown };
  };

  /** Every public GET answer that takes the content's language, with its required values. */
  const contentAnswers = () =>
    contractOperations()
      .filter(
        ({ method, operation }) =>
          method === "get" &&
          (operation.parameters as { $ref?: string }[] | undefined)?.some((p) =>
            p.$ref?.endsWith("/ContentLang"),
          ),
      )
      .map(({ path, operation }) => {
        const query = new URLSearchParams({ lang: "en" });
        for (const p of (operation.parameters ?? []) as { name?: string; required?: boolean }[])
          if (p.required && p.name)
            query.set(p.name, p.name === "id" ? String(article) : (QUERY[p.name] ?? ""));
        return `${path}?${query}`;
      });

  it("covers the site's start-up answers and every portal answer", () => {
    const urls = contentAnswers().map((url) => url.split("?")[0]);
    expect(urls).toEqual(
      expect.arrayContaining([
        "/api/Index/common",
        "/api/index/index",
        "/api/portal/home",
        "/api/portal/page",
        "/api/portal/articles",
        "/api/portal/topics",
        "/api/portal/layout",
        "/api/portal/article",
        "/api/portal/meta",
        "/api/portal/search",
      ]),
    );
  });

  it("holds no Chinese character in any of them, the demo company being translated", async () => {
    const urls = [
      ...contentAnswers(),
      "/api/portal/page?name=history&lang=en",
      "/api/portal/page?name=contact&lang=en",
      "/api/portal/topics?tid=1&lang=en",
      "/api/portal/meta?path=/article&lang=en",
    ];
    const found: Record<string, Found[]> = {};
    for (const url of urls) {
      const answer = await english(url);
      expect(answer.code, url).toBe(1);
      const chinese = chineseIn(answer.data);
      if (chinese.length > 0) found[url] = chinese.slice(0, 5);
    }
    expect(found).toEqual({});
  });

  it("gives the English in the field a front end reads, the English field beside it as it was", async () => {
    const list = (await english("/api/portal/articles?lang=en")).data as {
      categories: { name: string; name_en: string }[];
      list: { category: { name: string; name_en: string } }[];
    };
    expect(list.categories[0]).toEqual(
      expect.objectContaining({ name: "Company News", name_en: "Company News" }),
    );
    for (const item of list.list) expect(item.category.name).toBe(item.category.name_en);
    const detail = (await english(`/api/portal/article?id=${article}&lang=en`)).data as Record<
      string,
      unknown
    >;
    expect(detail.source).toBe(detail.source_en || detail.source);
    const index = (await english("/api/index/index?lang=en")).data as {
      site: { siteName: string; siteName_en: string; logo: string; logo_en: string };
    };
    expect(index.site).toMatchObject({
      siteName: "Chengxin Technology",
      siteName_en: "Chengxin Technology",
      logo: "/static/images/logo_en.png",
    });
    // In Chinese, the Chinese as before.
    const chinese = (await english("/api/index/index")).data as { site: { siteName: string; logo: string } };
    expect(chinese.site).toMatchObject({ siteName: "澄芯科技", logo: "/static/images/logo.png" });
    const menus = (await english("/api/Index/common?lang=en")).data as {
      menuArr: { title: string; title_en: string }[];
    };
    expect(menus.menuArr[0]).toMatchObject({ title: "Home", title_en: "Home" });
  });

  it("falls back to the Chinese only where no English was entered, and keeps the English field empty", async () => {
    const caller = await superCaller(t);
    const { id } = await caller.content.article.add({
      category_id: 1,
      title: "中英文来源",
      title_en: "Sources in two languages",
      content: "<p>正文</p>",
      content_en: "<p>Body</p>",
      source: "澄芯科技",
      source_en: "Chengxin Technology",
      author: "只有中文的作者",
      status: "published",
    });
    const detail = (await english(`/api/portal/article?id=${id}&lang=en`)).data as Record<string, unknown>;
    expect(detail).toMatchObject({
      source: "Chengxin Technology",
      source_en: "Chengxin Technology",
      author: "只有中文的作者",
      author_en: "",
    });
    const chinese = (await english(`/api/portal/article?id=${id}`)).data as Record<string, unknown>;
    expect(chinese).toMatchObject({ source: "澄芯科技", author: "只有中文的作者" });
    await t.services.db
      .updateTable("config")
      .set({ value: JSON.stringify("") })
      .where("name", "=", "siteName_en")
      .execute();
    // Stored answers are sent until the content version moves (read again within a quarter second).
    const siteName = async () =>
      ((await english("/api/index/index?lang=en")).data as { site: { siteName: string } }).site.siteName;
    await expect.poll(siteName, { timeout: 5000 }).toBe("澄芯科技");
  });
});
