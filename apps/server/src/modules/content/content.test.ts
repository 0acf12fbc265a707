import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig, siteConfigFrom } from "../../services/site-config.ts";
import { callerFor, limitedAdmin, superCaller } from "../../test/admin-caller.ts";
import { createTestApp, loginAdmin, type TestApp } from "../../test/test-app.ts";
import { bootData } from "../site/boot-data.ts";

describe("content admin", () => {
  let t: TestApp;
  let caller: Awaited<ReturnType<typeof superCaller>>;

  beforeAll(async () => {
    t = await createTestApp();
    caller = await superCaller(t);
  });
  afterAll(() => t.close());

  it("adds a menu item with a child that the public header shows, at most three levels deep", async () => {
    const top = await caller.content.menu.add({
      title: "解决方案",
      title_en: "Solutions",
      path: "/list?cid=1",
    });
    const child = await caller.content.menu.add({ pid: top.id, title: "工业视觉", path: "/list?cid=2" });
    const grandchild = await caller.content.menu.add({ pid: child.id, title: "缺陷检测", path: "/topic" });
    await expect(caller.content.menu.add({ pid: grandchild.id, title: "第四级" })).rejects.toMatchObject({
      cause: { key: "menuTooDeep" },
    });
    await expect(caller.content.menu.edit({ ...top, pid: grandchild.id })).rejects.toThrow();
    const { common } = await bootData(t.services);
    const shown = common.menuArr.find((m) => m.id === top.id);
    expect(shown?.children?.[0]?.title).toBe("工业视觉");
    await expect(caller.content.menu.del({ ids: [top.id] })).rejects.toMatchObject({
      cause: { key: "hasChildren" },
    });
    await expect(caller.content.menu.add({ title: "x", path: "javascript:alert(1)" })).rejects.toThrow();
  });

  it("keeps the pages the public routes show", async () => {
    const { list } = await caller.content.page.index({
      search: [{ field: "slug", operator: "eq", val: "history" }],
    });
    const history = list[0];
    if (!history) throw new Error("no history page");
    await expect(caller.content.page.del({ ids: [history.id] })).rejects.toMatchObject({
      cause: { key: "pageInUse" },
    });
    await expect(caller.content.page.edit({ ...history, slug: "story" })).rejects.toMatchObject({
      cause: { key: "pageInUse" },
    });
    const edited = await caller.content.page.edit({
      ...history,
      content: '<h2 id="y2024">2024</h2><script>x()</script>',
    });
    expect(edited.content).toBe('<h2 id="user-content-y2024">2024</h2>');
    const extra = await caller.content.page.add({ slug: "jobs", title: "招聘" });
    expect((await caller.content.page.del({ ids: [extra.id] })).count).toBe(1);
  });

  it("makes the company profile the source of the footer's contact details", async () => {
    const { list } = await caller.content.corp.index({});
    const corp = list[0];
    if (!corp) throw new Error("no company profile");
    await caller.content.corp.edit({
      ...corp,
      phone: "400-123-4567",
      record_number: "沪ICP备2号",
      culture: "<p onclick=x>文化</p>",
    });
    const site = siteConfigFrom(await loadConfig(t.services.db));
    expect(site).toMatchObject({ fwrx: "400-123-4567", recordNumber: "沪ICP备2号" });
    expect((await caller.content.corp.get({ id: corp.id })).culture).toBe("<p>文化</p>");
    await expect(caller.content.corp.edit({ ...corp, email: "not-an-email" })).rejects.toThrow();
  });

  it("orders banners and friendly links by drag, and refuses links that are not web addresses", async () => {
    const { list } = await caller.content.banner.index({});
    const [first, second] = list;
    if (!first || !second) throw new Error("two banners expected");
    await caller.content.banner.sortable({ id: second.id, targetId: first.id });
    const after = await caller.content.banner.index({});
    expect(after.list.findIndex((b) => b.id === second.id)).toBeLessThan(
      after.list.findIndex((b) => b.id === first.id),
    );
    await expect(
      caller.content.friendLink.add({ title: "x", link: "javascript:alert(1)" }),
    ).rejects.toThrow();
    const link = await caller.content.friendLink.add({ title: "工信部", link: "https://www.miit.gov.cn" });
    expect((await bootData(t.services)).common.linkArr.map((l) => l.id)).toContain(link.id);
  });

  it("refuses deleting a category that holds articles, and keeps a path's search entry unique", async () => {
    await expect(caller.content.category.del({ ids: [1] })).rejects.toThrow();
    expect((await caller.content.category.get({ id: 1 })).id).toBe(1);
    const meta = await caller.content.pageMeta.add({ path: "/jobs", title: "招聘" });
    await expect(caller.content.pageMeta.add({ path: "/jobs" })).rejects.toMatchObject({
      cause: { key: "duplicateData" },
    });
    await expect(caller.content.pageMeta.add({ path: "jobs" })).rejects.toThrow();
    expect(meta.path).toBe("/jobs");
    const entry = await caller.content.pageArticle
      .add({ page_id: meta.id, title: "x", event_date: "2024-13" })
      .catch((e: Error) => e);
    expect(entry).toBeInstanceOf(Error);
  });

  it("lets an editor holding only the article index list articles and nothing else", async () => {
    const { token } = await limitedAdmin(t, "reader", [
      "content",
      "content/article",
      "content/article/index",
    ]);
    const reader = callerFor(t, token);
    expect((await reader.content.article.index({})).total).toBeGreaterThan(0);
    await expect(reader.content.article.add({ category_id: 1, title: "x" })).rejects.toThrow();
    await expect(reader.content.menu.index({})).rejects.toThrow();
  });

  it("answers BuildAdmin's REST paths too, with the same checks and the admin log", async () => {
    const { token } = await loginAdmin(t.app);
    const headers = { batoken: token, "think-lang": "en" };
    const list = await t.app.inject({ method: "GET", url: "/admin/content.Article/index?limit=2", headers });
    expect(list.json()).toMatchObject({
      code: 1,
      data: { list: expect.any(Array), total: expect.any(Number) },
    });
    expect(list.json().data.list).toHaveLength(2);
    const added = await t.app.inject({
      method: "POST",
      url: "/admin/content/friendLink/add",
      headers,
      payload: { title: "中国信通院", link: "https://www.caict.ac.cn" },
    });
    expect(added.json()).toMatchObject({ code: 1, data: { row: { title: "中国信通院" } } });
    const refused = await t.app.inject({
      method: "POST",
      url: "/admin/content.FriendLink/add",
      headers,
      payload: { title: "x", link: "javascript:alert(1)" },
    });
    expect(refused.statusCode).toBe(400);
    const log = await t.services.db
      .selectFrom("admin_log")
      .select(["url", "title"])
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(log.url).toBe("/admin/content/friendLink/add");
  });

  it("gives the header the guest-valid nav rules as headNav, and drops a disabled one", async () => {
    const site = async () => siteConfigFrom(await loadConfig(t.services.db));
    expect((await site()).headNav.map((r) => [r.title, r.path])).toEqual([["视频演示", "video"]]);
    await t.services.db
      .updateTable("user_rule")
      .set({ status: "disable" })
      .where("type", "=", "nav")
      .execute();
    expect((await site()).headNav).toEqual([]);
    await t.services.db
      .updateTable("user_rule")
      .set({ status: "enable" })
      .where("type", "=", "nav")
      .execute();
  });
});
