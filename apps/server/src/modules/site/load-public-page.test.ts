import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { superCaller } from "../../test/admin-caller.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { bootData } from "./boot-data.ts";
import { type KeptPage, loadPublicPage, type PageRequest } from "./load-public-page.ts";

describe("loadPublicPage", () => {
  let t: TestApp;
  let visits = 0;
  // Each load is another visitor's unless a test names one.
  const load = (url: string, options: Partial<Omit<PageRequest, "boot">> = {}) =>
    loadPublicPage(t.services, {
      url,
      origin: "https://www.example.com",
      visitor: `visitor ${++visits}`,
      boot: () => bootData(t.services),
      ...options,
    });
  const storedViews = async (id: number) => {
    await t.services.views.flush();
    const row = await t.services.db
      .selectFrom("article")
      .select("views")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    return row.views;
  };
  const published = () =>
    t.services.db
      .selectFrom("article")
      .select(["id", "title"])
      .where("status", "=", "published")
      .orderBy("id")
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("reads the home page with the header and footer data and its search-engine entry", async () => {
    const page = await load("/");
    expect(page.status).toBe(200);
    expect(page.content.page).toBe("home");
    if (page.content.page !== "home") return;
    expect(page.content.home.banners.length).toBeGreaterThan(0);
    expect(page.common.menuArr.length).toBeGreaterThan(0);
    expect(page.site.siteName.length).toBeGreaterThan(0);
    expect(page.meta.path).toBe("/");
    expect(page.origin).toBe("https://www.example.com");
  });

  it("reads a list page for the category and page of its query", async () => {
    const page = await load("/list?cid=1&page=2&mid=3");
    expect(page.content).toMatchObject({ page: "list", route: { cid: 1, pageNo: 2, mid: 3 } });
    if (page.content.page !== "list") return;
    expect(page.content.list.page).toBe(2);
    expect(page.content.list.list.every((item) => item.category.id === 1)).toBe(true);
    expect(page.search).toEqual({ cid: "1", page: "2", mid: "3" });
  });

  it("counts an article's view when it is served, not when the browser loads it ahead of the visit", async () => {
    const article = await published();
    const before = await storedViews(article.id);
    const page = await load(`/article/${article.id}`);
    expect(page.content).toMatchObject({
      page: "article",
      article: { id: article.id, title: article.title },
    });
    expect(await storedViews(article.id)).toBe(before + 1);
    await load(`/article/${article.id}`, { visitor: undefined });
    expect(await storedViews(article.id)).toBe(before + 1);
    // A visitor's view counts once an hour, in either language.
    await load(`/article/${article.id}`, { visitor: "reader" });
    await load(`/article/${article.id}`, { visitor: "reader" });
    await load(`/en/article/${article.id}`, { visitor: "reader" });
    expect(await storedViews(article.id)).toBe(before + 2);
  });

  it("makes a draft, a missing article and an unknown path the 404 page", async () => {
    const draft = await t.services.db
      .selectFrom("article")
      .select("id")
      .where("status", "<>", "published")
      .executeTakeFirst();
    for (const url of [`/article/${draft?.id ?? 999_999}`, "/article/999999", "/nowhere"]) {
      const page = await load(url);
      expect(page.status, url).toBe(404);
      expect(page.content, url).toEqual({ page: "notFound" });
      expect(page.meta.path, url).toBe("/404");
    }
  });

  it("searches for the keywords of the query, and shows the empty search form without them", async () => {
    const found = await load(`/search?keywords=${encodeURIComponent("芯片")}`);
    expect(found.content.page).toBe("search");
    if (found.content.page !== "search") return;
    expect(found.content.results?.total).toBeGreaterThan(0);
    expect(found.content.results?.list[0]?.titleMarks.some((mark) => mark.hit)).toBe(true);
    const empty = await load("/search?keywords=%20");
    expect(empty.content).toMatchObject({ page: "search", results: undefined });
  });

  it("reads the company pages and the pages without content of their own", async () => {
    const history = await load("/us/history");
    expect(history.content.page).toBe("history");
    if (history.content.page === "history")
      expect(history.content.content.timeline.length).toBeGreaterThan(0);
    expect((await load("/video")).content).toEqual({ page: "video" });
    expect((await load("/401")).content).toEqual({ page: "noPermission" });
    expect((await load("/401")).status).toBe(200);
  });

  it("reads an enabled single page at /page/{slug}, and makes a missing or disabled one the 404 page", async () => {
    const caller = await superCaller(t);
    await caller.content.page.add({
      slug: "jobs",
      title: "招聘信息",
      title_en: "Careers",
      content: "<p>诚聘嵌入式工程师</p><script>alert(1)</script>",
      image: "/static/images/page/company.jpg",
      keywords: "招聘,工程师",
      description: "加入澄芯科技",
    });
    const disabled = await caller.content.page.add({ slug: "old-offer", title: "旧活动", status: "disable" });
    const page = await load("/PAGE/Jobs/?mid=3");
    expect(page.status).toBe(200);
    expect(page.content).toMatchObject({
      page: "singlePage",
      content: {
        page: { slug: "jobs", title: "招聘信息", title_en: "Careers", keywords: "招聘,工程师" },
        timeline: [],
      },
    });
    // The rich text is shown as every page's is: no script survives.
    if (page.content.page === "singlePage")
      expect(page.content.content.page.content).not.toContain("<script");
    for (const url of ["/page/no-such-page", `/page/${disabled.slug}`, "/page/bad_slug"]) {
      const missing = await load(url);
      expect(missing.status, url).toBe(404);
      expect(missing.content, url).toEqual({ page: "notFound" });
    }
  });

  it("keeps a single page's data under its slug; a query it does not read makes no other key", async () => {
    const kept: string[] = [];
    const keep = async (key: string, read: () => Promise<KeptPage>) => {
      kept.push(key);
      return read();
    };
    await load("/page/jobs?utm_source=mail", { keep });
    await load("/page/jobs?nocache=1", { keep });
    await load("/page/no-such-page", { keep });
    expect(kept[0]).toContain('"slug":"jobs"');
    expect(kept[1]).toBe(kept[0]);
    expect(kept[2]).not.toBe(kept[0]);
  });

  it("keeps a page's data under the values that choose it, an article's for the view count's age", async () => {
    const kept: { key: string; maxAgeMs: number | undefined }[] = [];
    const keep = async (key: string, read: () => Promise<KeptPage>, maxAgeMs?: number) => {
      kept.push({ key, maxAgeMs });
      return read();
    };
    await load("/list?cid=1&utm_source=mail", { keep });
    await load("/list?cid=1&nocache=123", { keep });
    await load(`/article/${(await published()).id}?nocache=1`, { keep });
    expect(kept).toHaveLength(3);
    expect(kept[0]?.key).toBe(kept[1]?.key);
    expect(kept[0]?.key).toContain('"cid":1');
    expect(kept[0]?.maxAgeMs).toBeUndefined();
    expect(kept[2]?.maxAgeMs).toBeGreaterThan(0);
  });

  it("counts and shows every view of a kept article, and no view of a missing one", async () => {
    const article = await published();
    const held = new Map<string, Promise<KeptPage>>();
    const keep = (key: string, read: () => Promise<KeptPage>) => {
      if (!held.has(key)) held.set(key, read());
      return held.get(key) as Promise<KeptPage>;
    };
    const shown = async (options: Partial<PageRequest> = {}) => {
      const page = await load(`/article/${article.id}`, { keep, ...options });
      return page.content.page === "article" ? page.content.article.views : -1;
    };
    const before = await storedViews(article.id);
    const first = await shown();
    expect(first).toBe(before + 1);
    expect(await shown()).toBe(before + 2);
    await t.services.views.flush();
    expect(await shown()).toBe(before + 3);
    expect(await shown({ visitor: undefined })).toBe(before + 3);
    expect(await storedViews(article.id)).toBe(before + 3);
    const missing = await load("/article/999999", { keep });
    expect(missing.status).toBe(404);
    expect(t.services.views.total(999_999)).toBe(0);
  });
});
