import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

describe("public portal content", () => {
  let t: TestApp;
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: "GET", url, headers });
    return { status: res.statusCode, body: res.json() };
  };
  const firstPublished = () =>
    t.services.db
      .selectFrom("article")
      .select(["id", "title", "views", "keywords", "description"])
      .where("status", "=", "published")
      .orderBy("publish_time", "desc")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers the home page with banners, the six latest news, topics and the company", async () => {
    const { body } = await get("/api/portal/home");
    expect(body.code).toBe(1);
    expect(body.data.banners.length).toBeGreaterThan(0);
    expect(body.data.news).toHaveLength(6);
    const times = body.data.news.map((n: { publish_time: number }) => n.publish_time);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(body.data.news[0].category.name.length).toBeGreaterThan(0);
    expect(body.data.news[0].summary.length).toBeGreaterThan(0);
    expect(body.data.topics.length).toBeGreaterThan(0);
    expect(body.data.company.name.length).toBeGreaterThan(0);
  });

  it("answers the company page, the history timeline latest first, and contact data", async () => {
    const company = await get("/api/portal/page?name=company");
    expect(company.body.data.page.title).toBe("公司简介");
    expect(company.body.data.page.content).toContain("企业文化");
    expect(company.body.data.timeline).toEqual([]);
    const history = await get("/api/portal/page?name=history");
    const years = history.body.data.timeline.map((e: { event_date: string }) => e.event_date);
    expect(years.length).toBeGreaterThan(5);
    expect(years).toEqual([...years].sort().reverse());
    const contact = await get("/api/portal/page?name=contact");
    expect(contact.body.data.contact.fwrx.length).toBeGreaterThan(0);
    expect(contact.body.data.contact.addr.length).toBeGreaterThan(0);
  });

  it("refuses a name no page can have, and answers 404 for a page that does not exist", async () => {
    const { status, body } = await get("/api/portal/page?name=Secret_Page");
    expect(status).toBe(400);
    expect(body.code).toBe(0);
    const missing = await get("/api/portal/page?name=secret");
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe(0);
    expect(missing.body.msg.length).toBeGreaterThan(0);
  });

  it("pages the news centre and filters it by category", async () => {
    const all = await get("/api/portal/articles?page=1&limit=5");
    expect(all.body.data.list).toHaveLength(5);
    expect(all.body.data.total).toBeGreaterThan(5);
    expect(all.body.data.categories.length).toBe(4);
    const second = await get("/api/portal/articles?page=2&limit=5");
    const firstIds = all.body.data.list.map((a: { id: number }) => a.id);
    for (const a of second.body.data.list) expect(firstIds).not.toContain(a.id);
    const cid = all.body.data.categories[1].id;
    const one = await get(`/api/portal/articles?cid=${cid}&limit=50`);
    expect(one.body.data.total).toBeLessThan(all.body.data.total);
    for (const a of one.body.data.list) expect(a.category.id).toBe(cid);
    const drafts = await t.services.db
      .selectFrom("article")
      .select("id")
      .where("status", "=", "draft")
      .execute();
    const every = await get("/api/portal/articles?limit=50&page=1");
    const listed = every.body.data.list.map((a: { id: number }) => a.id);
    for (const d of drafts) expect(listed).not.toContain(d.id);
  });

  it("refuses a page size above 50", async () => {
    const { status } = await get("/api/portal/articles?limit=500");
    expect(status).toBe(400);
  });

  it("answers the topics with their articles, and one topic alone with tid", async () => {
    const all = await get("/api/portal/topics");
    expect(all.body.data.list.length).toBeGreaterThan(1);
    const withArticles = all.body.data.list.find((topic: { total: number }) => topic.total > 0);
    expect(withArticles.articles.length).toBeGreaterThan(0);
    const one = await get(`/api/portal/topics?tid=${withArticles.id}`);
    expect(one.body.data.list).toHaveLength(1);
    expect(one.body.data.list[0].articles.length).toBe(Math.min(withArticles.total, 30));
  });

  it("answers the article centre by category with the most read articles", async () => {
    const { body } = await get("/api/portal/layout");
    expect(body.data.sections.length).toBeGreaterThan(0);
    for (const section of body.data.sections)
      for (const a of section.articles) expect(a.category.id).toBe(section.category.id);
    const views = body.data.popular.map((a: { views: number }) => a.views);
    expect(views).toEqual([...views].sort((a, b) => b - a));
  });

  it("answers an article with its neighbours and counts each visitor's view, stored or not", async () => {
    const latest = await firstPublished();
    const first = await get(`/api/portal/article?id=${latest.id}`, { "user-agent": "Mozilla/5.0 (first)" });
    expect(first.body.code).toBe(1);
    expect(first.body.data.title).toBe(latest.title);
    expect(first.body.data.content.length).toBeGreaterThan(0);
    expect(first.body.data).toMatchObject({ keywords: latest.keywords, description: latest.description });
    expect(first.body.data.views).toBe(latest.views + 1);
    expect(first.body.data.next).toBeNull();
    expect(first.body.data.prev.id).toEqual(expect.any(Number));
    // The second is sent from memory with the count it had; its view is counted all the same.
    const second = await get(`/api/portal/article?id=${latest.id}`, { "user-agent": "Mozilla/5.0 (second)" });
    expect(second.body.data.views).toBe(latest.views + 1);
    await t.services.views.flush();
    const stored = await t.services.db
      .selectFrom("article")
      .select("views")
      .where("id", "=", latest.id)
      .executeTakeFirstOrThrow();
    expect(stored.views).toBe(latest.views + 2);
    const older = await get(`/api/portal/article?id=${first.body.data.prev.id}`);
    expect(older.body.data.next.id).toBe(latest.id);
  });

  it("counts a visitor once per article an hour, and no read ahead of a visit", async () => {
    const { id } = await firstPublished();
    const storedViews = async () => {
      await t.services.views.flush();
      const row = await t.services.db
        .selectFrom("article")
        .select("views")
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      return row.views;
    };
    const read = (headers: Record<string, string>, remoteAddress = "198.51.100.7") =>
      t.app.inject({ method: "GET", url: `/api/portal/article?id=${id}&lang=en`, headers, remoteAddress });
    const reader = { "user-agent": "Mozilla/5.0 (a reader)" };
    const before = await storedViews();
    // A client that reads the article again and again (refetches on focus, a reload) is one view.
    for (let i = 0; i < 4; i++) expect((await read(reader)).statusCode).toBe(200);
    await t.app.inject({
      method: "GET",
      url: `/api/portal/article?id=${id}`,
      headers: reader,
      remoteAddress: "198.51.100.7",
    });
    expect(await storedViews()).toBe(before + 1);
    // Loads ahead of a visit count none, whichever header the browser says it with.
    const aheads: Record<string, string>[] = [
      { "sec-purpose": "prefetch" },
      { purpose: "prefetch" },
      { "x-moz": "prefetch" },
    ];
    for (const ahead of aheads) await read({ "user-agent": "Mozilla/5.0 (prefetching)", ...ahead });
    expect(await storedViews()).toBe(before + 1);
    // Another visitor counts: another address, or another browser.
    await read(reader, "198.51.100.8");
    await read({ "user-agent": "Mozilla/5.0 (another browser)" });
    expect(await storedViews()).toBe(before + 3);
    // The view beacon of a page shown after a prefetch counts once too.
    const beacon = () =>
      t.app.inject({
        method: "POST",
        url: `/api/portal/view?id=${id}`,
        headers: { "user-agent": "Mozilla/5.0 (prefetching)" },
        remoteAddress: "198.51.100.7",
      });
    expect((await beacon()).json()).toMatchObject({ code: 1 });
    expect((await beacon()).json()).toMatchObject({ code: 1 });
    expect(await storedViews()).toBe(before + 4);
    // What is stored is a keyed hash: no address or browser.
    const claims = await t.services.db.selectFrom("article_view_seen").selectAll().execute();
    expect(claims.length).toBeGreaterThan(0);
    expect(JSON.stringify(claims)).not.toMatch(/198\.51|Mozilla/);
  });

  it("answers 404 for a missing article and for a draft, in the requested language", async () => {
    const missing = await get("/api/portal/article?id=999999");
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 0, msg: "文章不存在或尚未发布！" });
    const draft = await t.services.db
      .selectFrom("article")
      .select(["id", "views"])
      .where("status", "=", "draft")
      .executeTakeFirstOrThrow();
    const answer = await get(`/api/portal/article?id=${draft.id}`, { "think-lang": "en" });
    expect(answer.status).toBe(404);
    expect(answer.body.msg).toBe("The article does not exist or is not published!");
    const after = await t.services.db
      .selectFrom("article")
      .select("views")
      .where("id", "=", draft.id)
      .executeTakeFirstOrThrow();
    expect(after.views).toBe(draft.views);
  });

  it("answers the metadata of a route, articles sharing the /article entry", async () => {
    const list = await get("/api/portal/meta?path=/list");
    expect(list.body.data).toMatchObject({ path: "/list", title: "新闻中心" });
    expect(list.body.data.keywords).toContain("新闻中心");
    const article = await get("/api/portal/meta?path=/article/3");
    expect(article.body.data.path).toBe("/article");
    const unknown = await get("/api/portal/meta?path=/nowhere");
    expect(unknown.body.data).toEqual({ path: "/nowhere", title: "", keywords: "", description: "" });
  });

  it("counts the view of an article shown after the browser loaded it ahead of the visit", async () => {
    const latest = await firstPublished();
    const storedViews = async () => {
      await t.services.views.flush();
      const row = await t.services.db
        .selectFrom("article")
        .select("views")
        .where("id", "=", latest.id)
        .executeTakeFirstOrThrow();
      return row.views;
    };
    const before = await storedViews();
    const res = await t.app.inject({ method: "POST", url: `/api/portal/view?id=${latest.id}` });
    expect(res.json()).toMatchObject({ code: 1, data: null });
    expect(await storedViews()).toBe(before + 1);
  });

  it("refuses to count a view of a missing article or a malformed id, and counts nothing", async () => {
    const missing = await t.app.inject({ method: "POST", url: "/api/portal/view?id=999999" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe(0);
    for (const id of ["0", "abc", "99999999999", ""]) {
      const res = await t.app.inject({ method: "POST", url: `/api/portal/view?id=${id}` });
      expect(res.statusCode, id).toBe(400);
    }
  });
});
